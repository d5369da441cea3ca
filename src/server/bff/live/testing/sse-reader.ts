// Test helper: reads a Server-Sent Events response in the background and collects messages.

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export interface SseReader {
  status: number;
  messages: SseMessage[];
  /** Keep-alive comment lines seen. */
  comments: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves once `pred` holds for the collected messages (polls every 5 ms). */
  until(pred: (msgs: SseMessage[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  let comments = 0;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body) {
        buf += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const msg: SseMessage = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) msg.event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('id: ')) msg.id = line.slice(4);
          }
          if (data.length) {
            msg.data = data.join('\n');
            messages.push(msg);
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    messages,
    get comments() {
      return comments;
    },
    ended,
    async until(pred, timeoutMs = 5_000) {
      const deadline = performance.now() + timeoutMs;
      while (!pred(messages)) {
        if (performance.now() > deadline) {
          throw new Error(`SSE condition not met; got ${messages.map((m) => m.event).join(',')}`);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    close: () => abort.abort(),
  };
}

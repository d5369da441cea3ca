// A document sent in two parts: its head at once, and the rest once what it waits for has come
// (a tracker's transfer record and its drawing, or their deadlines). The browser fetches the
// stylesheet and the early scripts while the BFF asks the service. Compressed as it goes (per
// request: the page carries the visitor's own values), and flushed after the first part, which
// a compressor would otherwise keep back until it had more.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { chooseCoding } from '../compression/accept-encoding';
import { compressingStream } from '../compression/compress';

const HTML = 'text/html; charset=UTF-8';

export function streamedDocument(
  c: Context,
  first: string,
  rest: Promise<string>,
  vary: string,
): Response {
  c.header('Vary', vary);
  const coding = chooseCoding(c.req.header('accept-encoding'));
  const zip = coding && compressingStream(coding);
  const end = rest.catch(() => '');
  if (!zip) {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.from(first));
        controller.enqueue(Buffer.from(await end));
        controller.close();
      },
    });
    return c.body(body, 200, { 'content-type': HTML });
  }
  zip.write(first);
  zip.flush();
  void end.then((text) => zip.end(text));
  const body = Readable.toWeb(zip) as ReadableStream<Uint8Array>;
  return c.body(body, 200, { 'content-type': HTML, 'content-encoding': coding! });
}

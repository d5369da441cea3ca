// A server-rendered document, sent as it comes: the built head at once (the browser fetches the
// stylesheet and scripts while the page renders), then the page as React and the router write
// it, then the rest of the built document. Compressed as it goes (per request: the page carries
// the visitor's own data), and flushed after the head, which a compressor would otherwise keep
// back until it had more.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { chooseCoding } from '../compression/accept-encoding';
import { compressingStream } from '../compression/compress';

const HTML = 'text/html; charset=UTF-8';

export function streamedDocument(
  c: Context,
  before: string,
  page: ReadableStream<Uint8Array>,
  after: string,
  status: number,
  vary: string,
): Response {
  c.header('Vary', vary);
  const coding = chooseCoding(c.req.header('accept-encoding'));
  const parts = async function* () {
    yield Buffer.from(before);
    for await (const chunk of page) yield chunk;
    yield Buffer.from(after);
  };
  if (!coding) {
    return c.body(Readable.toWeb(Readable.from(parts())) as ReadableStream, status as 200, {
      'content-type': HTML,
    });
  }
  const zip = compressingStream(coding);
  void (async () => {
    try {
      let first = true;
      for await (const chunk of parts()) {
        if (!zip.write(chunk)) await new Promise((resolve) => zip.once('drain', resolve));
        if (first) zip.flush();
        first = false;
      }
      zip.end();
    } catch (err) {
      zip.destroy(err as Error);
    }
  })();
  return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, status as 200, {
    'content-type': HTML,
    'content-encoding': coding,
  });
}

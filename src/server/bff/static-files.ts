// The built SPA's files that have precompressed copies beside them (x.js.br, x.js.gz, written at
// build by build/precompress-assets.ts): each browser gets the copy its Accept-Encoding
// prefers, brotli then gzip, or the file itself, with Vary: Accept-Encoding on all three so a
// cache in between keeps them apart. A client that asked for no compression never gets a
// compressed copy. Files without copies are left to the caller.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, CODINGS, type ContentCoding } from '../compression/accept-encoding';

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * URL paths of the files under `dir` that have compressed copies, with the codings each has.
 * Only these paths are ever served here, so no request can reach outside the build.
 */
export async function listPrecompressed(dir: string): Promise<Map<string, ContentCoding[]>> {
  const names = new Set(
    (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join('/')),
  );
  const found = new Map<string, ContentCoding[]>();
  for (const name of names) {
    const codings = CODINGS.filter((c) => names.has(name + SUFFIX[c]));
    if (codings.length > 0) found.set(`/${name}`, codings);
  }
  return found;
}

/** The response for a request of a file with copies; undefined for any other request. */
export function precompressedFiles(
  dir: string,
  opts: { cacheControl?: string } = {},
): (c: Context) => Promise<Response | undefined> {
  // Listed on the first request: a build that lands later is still served, uncompressed, by
  // the next handler until the server restarts.
  let listing: Promise<Map<string, ContentCoding[]>> | undefined;
  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
    listing ??= listPrecompressed(dir).catch(() => new Map());
    const codings = (await listing).get(c.req.path);
    if (!codings) return undefined;
    const coding = chooseCoding(c.req.header('accept-encoding'), codings);
    const file = path.join(dir, c.req.path) + (coding ? SUFFIX[coding] : '');
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const headers: Record<string, string> = {
      'content-type': getMimeType(c.req.path) ?? 'application/octet-stream',
      'content-length': String(stats.size),
      'last-modified': stats.mtime.toUTCString(),
      vary: 'Accept-Encoding',
    };
    if (coding) headers['content-encoding'] = coding;
    if (opts.cacheControl) headers['cache-control'] = opts.cacheControl;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, headers);
  };
}

// Compressing a response's bytes in one coding. Responses made per request use fast settings
// (brotli 4, gzip 6: a few tens of microseconds for a quote, close to the best size on JSON);
// what is compressed once and sent many times uses the best.
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { ContentCoding } from './accept-encoding';

/** Below this, compression saves less than a network packet and costs a round of work. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliParams = (quality: number, size?: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
  },
});

/** For a response made for this request and sent as it is made: the same fast settings. */
export function compressingStream(coding: ContentCoding): BrotliCompress | Gzip {
  return coding === 'br' ? createBrotliCompress(brotliParams(4)) : createGzip({ level: 6 });
}

/** For a response made for this request: fast settings, off the event loop. */
export function compressResponse(body: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotliAsync(body, brotliParams(4, body.length))
    : gzipAsync(body, { level: 6 });
}

/** For bytes kept and sent many times (the SPA's document): the smallest output. */
export function compressOnce(body: Uint8Array, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, brotliParams(constants.BROTLI_MAX_QUALITY, body.length))
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

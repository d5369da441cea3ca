// The server's source maps, kept at line precision. Node decodes a bundle's map whole the first
// time a stack trace passes through it and keeps every segment (one small array each) for the
// process's life: 435,000 segments, about 35 MB of the heap. A stack trace needs the file and the
// line; one segment where the original file or line changes along a generated line keeps both
// exact (a frame's column becomes that of the line's first mapped token) with a third of them.
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * @param {string} json a source map (v3) as esbuild writes it
 * @returns {string} the same map with only the segments where the original position's file or line changes
 */
export function lineSourceMap(json) {
  const map = JSON.parse(json);
  const lines = decode(map.mappings).map((segments) => {
    const kept = [];
    let previous = '';
    for (const segment of segments) {
      // A segment of one field maps its column to nothing: kept, it ends the run before it.
      const at = segment.length === 1 ? '' : `${segment[1]}:${segment[2]}`;
      if (kept.length > 0 && at === previous) continue;
      kept.push(segment);
      previous = at;
    }
    return kept;
  });
  return JSON.stringify({ ...map, mappings: encode(lines) });
}

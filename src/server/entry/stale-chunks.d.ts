/** Removes chunks of earlier server bundles no entry imports, once an hour old (stale-chunks.js). */
export function removeStaleChunks(dir: string, written: Set<string>, started: number): void;

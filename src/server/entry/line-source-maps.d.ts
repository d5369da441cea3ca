/** A source map kept at line precision: one segment per original file and line (line-source-maps.js). */
export function lineSourceMap(json: string): string;

// Plain-text tables (Markdown pipe syntax: readable in a terminal, pasteable into docs).

export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const fixed = (n: number, digits = 2) => n.toFixed(digits);
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

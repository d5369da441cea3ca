/** The q-quantile (0 ≤ q ≤ 1) of values sorted ascending, nearest rank; NaN when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

// Search in a picker: by symbol or name (substring, any case), or a pasted address (exact).

export interface Searchable {
  label: string;
  description?: string;
  /** Exact-match keys, e.g. token addresses (any case). */
  addresses?: readonly string[];
}

export const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;

export function filterOptions<T extends Searchable>(options: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...options];
  if (ADDRESS_RE.test(q)) {
    return options.filter((o) => o.addresses?.some((a) => a.toLowerCase() === q));
  }
  return options.filter(
    (o) => o.label.toLowerCase().includes(q) || o.description?.toLowerCase().includes(q),
  );
}

/** "Arbitrum One" → "AO", "Base" → "Ba": the fallback mark of a chain with no logo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return name.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
}

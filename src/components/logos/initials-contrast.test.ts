import { describe, expect, it } from 'vitest';
import { INITIALS_COLOURS } from './ChainLogo';

/** WCAG 2 contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('a chain’s initials on its brand colour', () => {
  it.each(Object.entries(INITIALS_COLOURS))(
    'chain %s reads at 4.5:1 or more (small text; axe checks it while a logo loads)',
    (_, [background, letters]) => {
      expect(contrast(background, letters)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

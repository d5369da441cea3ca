// Slippage tolerance: "auto" (the service picks per swap leg) or a custom percentage up to 50 %,
// typed as text and read strictly (never through a float until it is a checked percentage).

export type Slippage = { kind: 'auto' } | { kind: 'custom'; percent: string };

export const AUTO_SLIPPAGE: Slippage = { kind: 'auto' };
export const MAX_SLIPPAGE_PERCENT = 50;

export type SlippageCheck = { ok: true; percent: string } | { ok: false; message: string };

/** A custom percentage as typed: digits with at most two decimals, above 0 and at most 50. */
export function checkSlippage(text: string): SlippageCheck {
  const t = text.trim().replace(/%$/, '').trim();
  if (!/^(\d{1,2}(\.\d{0,2})?|\.\d{1,2})$/.test(t)) {
    return {
      ok: false,
      message: 'Enter a percentage such as 0.5 or 1, with a dot (.) and at most two decimals.',
    };
  }
  const hundredths = Math.round(Number(t) * 100);
  if (hundredths <= 0) return { ok: false, message: 'Enter a tolerance above 0 %.' };
  if (hundredths > MAX_SLIPPAGE_PERCENT * 100) {
    return { ok: false, message: `The most Ferry allows is ${MAX_SLIPPAGE_PERCENT} %.` };
  }
  return { ok: true, percent: String(hundredths / 100) };
}

/** What the quote request carries: nothing for auto, else the fraction (1 % → 0.01). */
export function slippageFraction(s: Slippage): number | undefined {
  if (s.kind === 'auto') return undefined;
  const c = checkSlippage(s.percent);
  return c.ok ? Math.round(Number(c.percent) * 100) / 10_000 : undefined;
}

export function slippageLabel(s: Slippage): string {
  return s.kind === 'auto' ? 'Auto' : `${s.percent} %`;
}

/** A stored value, read defensively: anything unexpected is auto. */
export function parseStoredSlippage(raw: string | null): Slippage {
  if (!raw || raw === 'auto') return AUTO_SLIPPAGE;
  const c = checkSlippage(raw);
  return c.ok ? { kind: 'custom', percent: c.percent } : AUTO_SLIPPAGE;
}

export const storedSlippage = (s: Slippage) => (s.kind === 'auto' ? 'auto' : s.percent);

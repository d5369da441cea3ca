// Amounts as every view shows them: in the token's own decimals with its symbol, and in base
// units when the token is not known (never a guessed symbol or decimals).
import { formatAmountDisplay, formatUsd } from '../contract/amounts';

/** "1,234.5 USDC"; "1234500000 base units" when the token is not known. */
export function tokenAmount(
  amount: string,
  token: { decimals: number; symbol: string } | undefined,
): string {
  if (!token) return `${amount} base units`;
  try {
    return `${formatAmountDisplay(BigInt(amount), token.decimals)} ${token.symbol}`;
  } catch {
    return `${amount} base units of ${token.symbol}`;
  }
}

/** "$24.99", or undefined without a usable price. */
export function usdAmount(
  amount: string,
  decimals: number,
  priceUsd: string | null | undefined,
): string | undefined {
  if (!priceUsd) return undefined;
  try {
    const text = formatUsd(BigInt(amount), decimals, priceUsd);
    return text === '—' ? undefined : text;
  } catch {
    return undefined;
  }
}

import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { leftToRight } from '../../lib/intl-locale';
import { useFormat } from '../../lib/useFormat';
import { cn } from '../../lib/cn';

/**
 * An amount at a readable precision (src/lib/readable-amount.ts). When that rounds it, the
 * figure says so ("≈ 2.1234 USDC") and every digit is one hover (its title) or one tap away (a
 * tap shows the exact figure in place; screen readers hear the exact one). Exact amounts
 * render as plain text.
 */
export function ReadableAmount({
  value,
  decimals,
  symbol,
  round = 'down',
  fractionDigits,
  className,
}: {
  value: bigint;
  decimals: number;
  symbol: string;
  /** "up" for a minimum: a figure shown below it would be refused. */
  round?: 'down' | 'up';
  /** Cut at this many decimals instead of the readable rule (fees: 6, as wallets show them). */
  fractionDigits?: number;
  className?: string;
}) {
  const t = useT();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const { shown, exact, rounded } =
    fractionDigits === undefined
      ? f.readableAmount(value, decimals, round)
      : {
          shown: f.amount(value, decimals, fractionDigits),
          exact: f.amount(value, decimals, decimals),
          rounded:
            fractionDigits < decimals && value % 10n ** BigInt(decimals - fractionDigits) !== 0n,
        };
  const exactText = leftToRight(`${exact} ${symbol}`, f.locale);
  if (!rounded) return <span className={className}>{exactText}</span>;
  // "< 0.000001" already says it is not the figure.
  const mark = shown.startsWith('<') ? '' : '≈ ';
  const roundedText = leftToRight(`${mark}${shown} ${symbol}`, f.locale);
  return (
    <button
      type="button"
      title={exactText}
      aria-label={t.formatMessage(
        { id: 'components.amount.exact', defaultMessage: '{amount} exactly' },
        { amount: exactText },
      )}
      aria-expanded={open}
      onClick={() => setOpen((o) => !o)}
      className={cn(
        'cursor-help underline decoration-muted decoration-dotted underline-offset-2',
        open && 'break-all',
        className,
      )}
    >
      {open ? exactText : roundedText}
    </button>
  );
}

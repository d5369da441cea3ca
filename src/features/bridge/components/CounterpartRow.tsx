import type { ReactNode } from 'react';
import type { TokenRef } from '../../../contract/schemas/common';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/useFormat';

interface CounterpartRowProps {
  label: string;
  /** The quote's amount for this side, once there is one. */
  amount: { value: bigint; token: TokenRef } | undefined;
  tokenSlot: ReactNode;
}

/** The other side of the transfer: its token, and the amount the quote gives it. */
/** The amount's type size by its length: as large as fits a phone's field (about 150 px). */
const sizeFor = (text: string) =>
  text.length <= 7
    ? 'text-2xl'
    : text.length <= 10
      ? 'text-xl'
      : text.length <= 14
        ? 'text-lg'
        : text.length <= 20
          ? 'text-base'
          : 'text-sm';

export function CounterpartRow({ label, amount, tokenSlot }: CounterpartRowProps) {
  const f = useFormat();
  const text = amount ? f.amount(amount.value, amount.token.decimals, amount.token.decimals) : '—';
  return (
    <div>
      <p className="text-sm font-medium text-muted">{label}</p>
      <div className="mt-1 flex items-center gap-2 rounded-xl border border-border bg-surface-2/50 px-3 py-2">
        {/* Never cut: a long exact amount is set smaller, and wraps if it still does not fit. */}
        <output
          data-testid="counterpart-amount"
          dir="ltr"
          className={cn(
            'flex min-h-11 min-w-0 flex-1 items-center font-semibold text-muted tabular-nums [overflow-wrap:anywhere]',
            sizeFor(text),
          )}
        >
          {text}
        </output>
        {tokenSlot}
      </div>
    </div>
  );
}

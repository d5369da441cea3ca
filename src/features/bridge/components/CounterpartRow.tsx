import type { ReactNode } from 'react';
import type { TokenRef } from '../../../contract/schemas/common';
import { useFormat } from '../../../lib/useFormat';

interface CounterpartRowProps {
  label: string;
  /** The quote's amount for this side, once there is one. */
  amount: { value: bigint; token: TokenRef } | undefined;
  tokenSlot: ReactNode;
}

/** The other side of the transfer: its token, and the amount the quote gives it. */
export function CounterpartRow({ label, amount, tokenSlot }: CounterpartRowProps) {
  const f = useFormat();
  return (
    <div>
      <p className="text-sm font-medium text-muted">{label}</p>
      <div className="mt-1 flex items-center gap-2 rounded-xl border border-border bg-surface-2/50 px-3 py-2">
        <output className="h-11 min-w-0 flex-1 truncate text-2xl leading-[2.75rem] font-semibold text-muted tabular-nums">
          {amount ? f.amount(amount.value, amount.token.decimals, amount.token.decimals) : '—'}
        </output>
        {tokenSlot}
      </div>
    </div>
  );
}

import { formatAmount, formatAmountDisplay } from '../../../contract/amounts';
import type { Sendable } from '../model/max-sendable';
import { share } from '../model/max-sendable';
import type { TokenOption } from '../model/route-options';

const SHARES = [25, 50, 75] as const;

/** 25 / 50 / 75 % and MAX of what can be sent; MAX says what it keeps back and why. */
export function QuickFill({
  token,
  sendable,
  nativeSymbol,
  onFill,
}: {
  token: TokenOption;
  sendable: Sendable;
  nativeSymbol: string;
  onFill: (text: string) => void;
}) {
  const decimals = token.input.decimals;
  const text = (value: bigint) => formatAmount(value, decimals);
  const maxText = text(sendable.max);
  const maxTitle = [
    sendable.reserve > 0n
      ? `Keeps ${formatAmountDisplay(sendable.reserve, decimals, decimals)} ${nativeSymbol} back to pay the network fee of this transfer.`
      : undefined,
    sendable.cappedByLimit ? 'Stops at the most this route can move right now.' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const button =
    'rounded-md px-2 py-1 text-xs font-semibold text-accent hover:bg-accent-soft tabular-nums';
  return (
    <div role="group" aria-label="Fill in part of your balance" className="flex gap-1">
      {SHARES.map((percent) => (
        <button
          key={percent}
          type="button"
          className={button}
          aria-label={`${percent}%: ${text(share(sendable.max, percent))} ${token.symbol}`}
          onClick={() => onFill(text(share(sendable.max, percent)))}
        >
          {percent}%
        </button>
      ))}
      <button
        type="button"
        className={`${button} font-bold tracking-wide`}
        title={maxTitle || undefined}
        aria-label={`Use the most you can send: ${maxText} ${token.symbol}${maxTitle ? `. ${maxTitle}` : ''}`}
        onClick={() => onFill(maxText)}
      >
        MAX
      </button>
    </div>
  );
}

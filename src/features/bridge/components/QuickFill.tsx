import { formatAmount } from '../../../contract/amounts';
import { useT } from '../../../i18n/useT';
import { typedAmountText } from '../../../lib/typed-amount';
import { useFormat } from '../../../lib/useFormat';
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
  const t = useT();
  const f = useFormat();
  const decimals = token.input.decimals;
  // Written as the person would type it in the page's language ("1,234" in Spanish), so the
  // field reads back the same amount.
  const text = (value: bigint) => typedAmountText(formatAmount(value, decimals), t.locale);
  const maxText = text(sendable.max);
  const maxTitle = [
    sendable.reserve > 0n
      ? t.formatMessage(
          {
            id: 'bridge.quickFill.reserve',
            defaultMessage: 'Keeps {amount} {symbol} back to pay the network fee of this transfer.',
          },
          {
            amount: f.amount(sendable.reserve, decimals, decimals),
            symbol: nativeSymbol,
          },
        )
      : undefined,
    sendable.cappedByLimit
      ? t.formatMessage({
          id: 'bridge.quickFill.capped',
          defaultMessage: 'Stops at the most this route can move right now.',
        })
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const button =
    'rounded-md px-2 py-1 text-xs font-semibold text-accent hover:bg-accent-soft tabular-nums';
  return (
    <div
      role="group"
      aria-label={t.formatMessage({
        id: 'bridge.quickFill.label',
        defaultMessage: 'Use part of your balance',
      })}
      className="flex gap-1"
    >
      {SHARES.map((percent) => (
        <button
          key={percent}
          type="button"
          className={button}
          aria-label={t.formatMessage(
            { id: 'bridge.quickFill.share', defaultMessage: '{share}: {amount} {symbol}' },
            {
              share: t.formatNumber(percent / 100, { style: 'percent' }),
              amount: text(share(sendable.max, percent)),
              symbol: token.symbol,
            },
          )}
          onClick={() => onFill(text(share(sendable.max, percent)))}
        >
          {t.formatNumber(percent / 100, { style: 'percent' })}
        </button>
      ))}
      <button
        type="button"
        className={`${button} font-bold tracking-wide`}
        title={maxTitle || undefined}
        aria-label={t.formatMessage(
          {
            id: 'bridge.quickFill.max',
            defaultMessage:
              '{note, select, none {Use the most you can send: {amount} {symbol}} other {Use the most you can send: {amount} {symbol}. {note}}}',
          },
          { amount: maxText, symbol: token.symbol, note: maxTitle || 'none' },
        )}
        onClick={() => onFill(maxText)}
      >
        {t.formatMessage({ id: 'bridge.quickFill.maxButton', defaultMessage: 'MAX' })}
      </button>
    </div>
  );
}

import { cn } from '../../../lib/cn';
import { ReadableAmount } from '../../../components/ui/ReadableAmount';
import { useT } from '../../../i18n/useT';
import type { Formats } from '../../../lib/format';
import { useFormat } from '../../../lib/useFormat';
import { FEE_COPY } from '../model/fee-copy';
import type { FeeLine } from '../model/quote-view';

/** Each fee in the token and in USD; the total last, set apart. */
export function FeeRows({
  fees,
  priceUsd,
  destinationName,
}: {
  fees: readonly FeeLine[];
  priceUsd: string | null;
  destinationName: string;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <dl className="divide-y divide-border text-sm">
      {fees.map((fee) => {
        const copy = FEE_COPY[fee.key];
        const usd = feeUsd(f, fee, priceUsd);
        const total = fee.key === 'total';
        return (
          <div
            key={fee.key}
            className={cn('flex items-start justify-between gap-4 py-2', total && 'font-semibold')}
          >
            <dt className="min-w-0">
              <span>{t.formatMessage(copy.label)}</span>
              {!total && (
                <span className="block text-xs font-normal text-muted">
                  {t.formatMessage(copy.help, { destination: destinationName })}
                </span>
              )}
            </dt>
            <dd className="shrink-0 text-end tabular-nums">
              {/* Amounts read left to right in right-to-left text too. */}
              <span className="block" dir="ltr">
                <ReadableAmount
                  value={fee.amount}
                  decimals={fee.token.decimals}
                  symbol={fee.token.symbol}
                  fractionDigits={6}
                />
              </span>
              <span className="block text-xs font-normal text-muted" dir="ltr">
                {usd}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A fee that is not zero never reads "$0.00", even when the service rounded its USD value. */
function feeUsd(f: Formats, fee: FeeLine, priceUsd: string | null): string {
  if (fee.amountUsd === null) return f.usd(fee.amount, fee.token.decimals, priceUsd);
  const text = f.usdValue(fee.amountUsd);
  return text === f.usdValue(0) && fee.amount !== 0n ? `< ${f.usdValue(0.01)}` : text;
}

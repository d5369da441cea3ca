import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { StatusBadge } from '../../components/deposit/StatusBadge';
import { statusText, type StatusInfo } from '../../components/deposit/status-map';
import { Card } from '../../components/ui/Card';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { useT } from '../../i18n/useT';
import { depositOutcome } from './deposit-outcome';
import { useRefundWithin } from '../../components/deposit/RefundPath';

/** The status from the one status map, the outcome in one sentence, and what comes next. */
export function DepositSummary({
  d,
  info,
  tokens,
}: {
  d: DepositDetail;
  info: StatusInfo;
  tokens: TokenLookup;
}) {
  const t = useT();
  const refundWithin = useRefundWithin();
  const ctx = {
    origin: chainLabel(d.originChainId, t),
    destination: chainLabel(d.destinationChainId, t),
    refundAddress: d.depositRefundAddress ?? undefined,
    refundWithin,
  };
  const text = statusText(t, info, ctx);
  return (
    // Addresses in these sentences wrap anywhere; a phone would otherwise scroll sideways.
    <Card
      className="space-y-3 p-5 [overflow-wrap:anywhere]"
      role="region"
      aria-labelledby="summary-heading"
    >
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge info={info} />
      </div>
      <h2 id="summary-heading" className="text-base font-semibold">
        {info.complete
          ? t.formatMessage({ id: 'explorer.summary.outcome', defaultMessage: 'Outcome' })
          : t.formatMessage({ id: 'explorer.summary.now', defaultMessage: 'Where it is now' })}
      </h2>
      <p className="text-sm">{depositOutcome(t, d, info, tokens)}</p>
      <p className="text-sm text-muted">{text.help}</p>
      <p className="text-sm text-muted">{text.next}</p>
    </Card>
  );
}

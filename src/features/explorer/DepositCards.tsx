import { Card } from '../../components/ui/Card';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { ChainName } from './ChainName';
import { useT } from '../../i18n/useT';
import { AmountCell, CopyParty, DetailLink, StatusCell } from './deposit-columns';
import { columnLabels } from './column-labels';
import type { DepositRow } from './deposit-row';

/** The phone-width form of the deposits table: one card per deposit, the same facts. */
export function DepositCards({
  rows,
  newKeys,
  caption,
}: {
  rows: DepositRow[];
  newKeys?: ReadonlySet<string>;
  caption: string;
}) {
  const t = useT();
  return (
    <Card className="md:hidden">
      <ul aria-label={caption} className="divide-y divide-border">
        {rows.map((r) => (
          <li key={r.key} className="space-y-2 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <DetailLink row={r} />
              <StatusCell row={r} isNew={newKeys?.has(r.key)} />
            </div>
            <p className="flex flex-wrap items-center gap-1.5">
              <ChainName chainId={r.deposit.originChainId} name={r.origin} />
              {/* An arrow that points the way the line reads. */}
              <span
                role="img"
                aria-label={t.formatMessage({ id: 'explorer.cards.to', defaultMessage: 'to' })}
                className="inline-block rtl:-scale-x-100"
              >
                →
              </span>
              <ChainName chainId={r.deposit.destinationChainId} name={r.destination} />
            </p>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <span className="block text-xs text-muted">
                  {t.formatMessage(columnLabels.input)}
                </span>
                <AmountCell text={r.input} usd={r.inputUsd} />
              </div>
              <div>
                <span className="block text-xs text-muted">
                  {t.formatMessage(columnLabels.output)}
                </span>
                <AmountCell text={r.output} usd={r.outputUsd} />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
              <span>
                {t.formatMessage(
                  { id: 'explorer.cards.from', defaultMessage: 'From {party}' },
                  { party: <CopyParty value={r.deposit.depositor} role="depositor" /> },
                )}
              </span>
              <span>
                {t.formatMessage(
                  { id: 'explorer.cards.toParty', defaultMessage: 'To {party}' },
                  { party: <CopyParty value={r.deposit.recipient} role="recipient" /> },
                )}
              </span>
              <RelativeTime value={r.time} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

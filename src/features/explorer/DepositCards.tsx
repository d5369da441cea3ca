import { Card } from '../../components/ui/Card';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { ChainName } from './ChainName';
import { CopyValue } from '../../components/ui/CopyValue';
import { AmountCell, DetailLink, StatusCell } from './deposit-columns';
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
              <span aria-label="to">→</span>
              <ChainName chainId={r.deposit.destinationChainId} name={r.destination} />
            </p>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <span className="block text-xs text-muted">Sent</span>
                <AmountCell text={r.input} usd={r.inputUsd} />
              </div>
              <div>
                <span className="block text-xs text-muted">Received</span>
                <AmountCell text={r.output} usd={r.outputUsd} />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
              <span>
                From <CopyValue value={r.deposit.depositor} label="depositor" />
              </span>
              <span>
                To <CopyValue value={r.deposit.recipient} label="recipient" />
              </span>
              <RelativeTime value={r.time} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

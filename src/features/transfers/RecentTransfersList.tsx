import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { chainLabel } from '../../components/deposit/chain-label';
import { useFormat } from '../../lib/useFormat';
import { useT } from '../../i18n/useT';
import { trackerTitle } from './tracker-title';
import {
  refKey,
  useRecentTransfers,
  type RecentTransfer,
  type TransferRef,
} from '../../lib/recent-transfers';
import { keptLtr } from '../../components/deposit/message';

function TrackerLink({
  ref_,
  className,
  children,
}: {
  ref_: TransferRef;
  className: string;
  children: ReactNode;
}) {
  if (ref_.kind === 'order') {
    return (
      <Link to="/transfers/$orderId" params={{ orderId: ref_.orderId }} className={className}>
        {children}
      </Link>
    );
  }
  const search = { originChainId: ref_.originChainId, depositId: ref_.depositId };
  return (
    <Link to="/transfers/deposit" search={search} className={className}>
      {children}
    </Link>
  );
}

function Item({ t }: { t: RecentTransfer }) {
  const intl = useT();
  const f = useFormat();
  const what = intl.formatMessage(
    trackerTitle,
    keptLtr(intl, {
      amount: f.tokenAmount(t.input.amount, t.input),
      origin: chainLabel(t.originChainId, intl),
      destination: chainLabel(t.destinationChainId, intl),
    }),
  );
  return (
    <li>
      <TrackerLink
        ref_={t.ref}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-2 focus-visible:bg-surface-2"
      >
        <span className="min-w-0">
          <span className="block font-medium">{what}</span>
          <span className="block font-mono text-xs break-all text-muted">
            {t.ref.kind === 'order'
              ? t.ref.orderId
              : intl.formatMessage(
                  {
                    id: 'transfers.recent.gasless',
                    defaultMessage: 'Deposit {depositId} (gasless)',
                  },
                  { depositId: t.ref.depositId },
                )}
          </span>
        </span>
        <span className="text-sm text-muted">
          {intl.formatMessage(
            { id: 'transfers.recent.submitted', defaultMessage: 'Submitted {when}' },
            { when: <RelativeTime value={t.submittedAt} /> },
          )}
        </span>
      </TrackerLink>
    </li>
  );
}

/** The transfers this browser submitted, newest first, each a link to its tracker. */
export function RecentTransfersList() {
  const t = useT();
  const items = useRecentTransfers();
  if (items.length === 0) {
    return (
      <EmptyState
        title={t.formatMessage({
          id: 'transfers.recent.emptyTitle',
          defaultMessage: 'No transfers from this browser yet',
        })}
        description={t.formatMessage({
          id: 'transfers.recent.emptyDescription',
          defaultMessage:
            'Transfers you send with Ferry in this browser appear here, so you can follow them later. To follow any other transfer, open its link or paste its order ID above.',
        })}
      />
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul
        className="divide-y divide-border"
        aria-label={t.formatMessage(
          {
            id: 'transfers.recent.label',
            defaultMessage: '{count, plural, one {# recent transfer} other {# recent transfers}}',
          },
          { count: items.length },
        )}
      >
        {items.map((t) => (
          <Item key={refKey(t.ref)} t={t} />
        ))}
      </ul>
    </Card>
  );
}

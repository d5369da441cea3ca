import { Link } from '@tanstack/react-router';
import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import type { Formats } from '../../lib/format';
import type { MessageFormatter } from '../../lib/intl-locale';
import { keptLtr } from '../../components/deposit/message';
import { useFormat } from '../../lib/useFormat';
import { statusInfo, type StatusInfo } from '../../components/deposit/status-map';
import { Badge } from '../../components/ui/Badge';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { linkClass } from '../../components/ui/link-class';
import { T, useT } from '../../i18n/useT';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { HistoryItem } from './merge-history';

import { cn } from '../../lib/cn';

function TrackerLink({ local, orderId }: { local?: RecentTransfer; orderId?: string }) {
  if (orderId) {
    return (
      <Link to="/transfers/$orderId" params={{ orderId }} className={cn('font-medium', linkClass)}>
        <T id="history.row.track" defaultMessage="Track" />
      </Link>
    );
  }
  if (local?.ref.kind === 'deposit') {
    const { originChainId, depositId } = local.ref;
    return (
      <Link
        to="/transfers/deposit"
        search={{ originChainId, depositId }}
        className={cn('font-medium', linkClass)}
      >
        <T id="history.row.track" defaultMessage="Track" />
      </Link>
    );
  }
  return null;
}

interface View {
  info: StatusInfo;
  route: { origin: string; destination: string };
  sent: string;
  received: string;
  deposit?: { originChainId: number; depositId: string };
}

/** What a row shows, its amounts in `f`'s language and its chains' names in `t`'s. */
function viewOf(item: HistoryItem, tokens: TokenLookup, f: Formats, t: MessageFormatter): View {
  if (item.source === 'server') {
    const d = item.deposit;
    const inTok = tokens(d.originChainId, d.inputToken) ?? item.local?.input;
    const outTok = tokens(d.destinationChainId, d.outputToken) ?? item.local?.output;
    return {
      info: statusInfo('deposit', d.status),
      route: {
        origin: chainLabel(d.originChainId, t),
        destination: chainLabel(d.destinationChainId, t),
      },
      sent: f.tokenAmount(d.inputAmount, inTok),
      received: f.tokenAmount(d.outputAmount, outTok),
      deposit: { originChainId: d.originChainId, depositId: d.depositId },
    };
  }
  const l = item.local;
  const res = item.resolution;
  return {
    // Not listed by the service yet: its tracker's state, or "being indexed" until known.
    info: statusInfo(
      res?.kind ?? (l.ref.kind === 'order' ? 'transfer' : 'deposit'),
      res?.state ?? 'indexing',
    ),
    route: {
      origin: chainLabel(l.originChainId, t),
      destination: chainLabel(l.destinationChainId, t),
    },
    sent: f.tokenAmount(l.input.amount, l.input),
    received: f.tokenAmount(l.output.amount, l.output),
    deposit: res?.deposit,
  };
}

/** One transfer: outcome, route, amounts, time, and where to follow it. */
export function HistoryRow({ item, tokens }: { item: HistoryItem; tokens: TokenLookup }) {
  const t = useT();
  const f = useFormat();
  const v = viewOf(item, tokens, f, t);
  const local = item.local;
  const orderId =
    item.source === 'server'
      ? item.orderId
      : local?.ref.kind === 'order'
        ? local.ref.orderId
        : undefined;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          <T
            id="history.row.amounts"
            defaultMessage="{sent} <muted>→</muted> {received}"
            values={{
              sent: v.sent,
              received: v.received,
              muted: (chunks) => <span className="text-muted">{chunks}</span>,
            }}
          />
        </p>
        <p className="text-muted">
          {/* The names isolated, so the arrow (or the words) between them takes the page's
              direction: in Arabic the route reads from the right, origin first. */}
          <T
            id="history.row.route"
            defaultMessage="{origin} → {destination}"
            values={keptLtr(t, v.route)}
          />{' '}
          · <RelativeTime value={item.at} />
          {item.source === 'local' && (
            <>
              {' · '}
              <T id="history.row.fromBrowser" defaultMessage="from this browser" />
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={v.info.tone}>{t.formatMessage(v.info.messages.label)}</Badge>
        <TrackerLink local={local} orderId={orderId} />
        {v.deposit && (
          <Link
            to="/explorer/deposits/$originChainId/$depositId"
            params={{
              originChainId: String(v.deposit.originChainId),
              depositId: v.deposit.depositId,
            }}
            className={cn('font-medium', linkClass)}
            aria-label={t.formatMessage(
              { id: 'history.row.detailsOf', defaultMessage: 'Details of deposit {depositId}' },
              { depositId: v.deposit.depositId },
            )}
          >
            <T id="history.row.details" defaultMessage="Details" />
          </Link>
        )}
      </div>
    </li>
  );
}

import { useTrackedDeposit } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { chainLabel } from '../../components/deposit/chain-label';
import { enrich } from './enrichment';
import { tokenAmount } from '../../components/deposit/outcome';
import { refKey, useRecentTransfers } from './recent-transfers';
import { noteFor } from './notify-rule';
import { NotifyToggle } from './NotifyToggle';
import { StatusAnnouncer } from './StatusAnnouncer';
import { statusInfo } from '../../components/deposit/status-map';
import { SupportSection } from '../../components/deposit/SupportSection';
import { transferBundle } from '../../components/deposit/support-bundle';
import { TrackerProblem } from './TrackerProblem';
import { ServiceUnreachable } from '../../components/deposit/ServiceUnreachable';
import { TransferView } from './TransferView';
import { useTrackedTransfer } from './useTrackedTransfer';

const NO_DEPOSIT = { originChainId: 0, depositId: '' };

export function TransferTracker({ orderId }: { orderId: string }) {
  const recent = useRecentTransfers().find(
    (r) => r.ref.kind === 'order' && r.ref.orderId.toLowerCase() === orderId.toLowerCase(),
  );
  const tracked = useTrackedTransfer(orderId, { submittedAt: recent?.submittedAt });
  const t = tracked.snapshot?.transfer ?? null;
  const depositRef = t?.deposit
    ? { originChainId: t.inputToken.chainId, depositId: t.deposit.depositId }
    : undefined;
  // The deposit record adds the fill deadline, refund address and prices (any device).
  const deposit = useTrackedDeposit(depositRef ?? NO_DEPOSIT, {
    enabled: depositRef !== undefined,
    retry: false,
    refetchInterval: (q) => (q.state.data || q.state.errorUpdateCount > 24 ? false : 5_000),
  });
  const facts = enrich(t, deposit.data, recent);
  const state = tracked.state;
  const info = state ? statusInfo('transfer', state) : undefined;
  const ctx = {
    origin: t ? chainLabel(t.inputToken.chainId) : 'the origin chain',
    destination: t ? chainLabel(t.outputToken.chainId) : 'the destination chain',
    refundAddress: facts.refundAddress,
  };
  const title = t
    ? `${tokenAmount(t.inputAmount, t.inputToken)} from ${ctx.origin} to ${ctx.destination}`
    : 'Transfer';

  const bundle = () =>
    transferBundle(orderId, t, deposit.data, {
      generatedAt: new Date().toISOString(),
      pageUrl: window.location.href,
      shownState: state ?? 'not loaded',
      liveMode: tracked.mode,
    });

  let body;
  if (info && state) {
    body = (
      <TransferView t={t} state={state} info={info} ctx={ctx} facts={facts} mode={tracked.mode} />
    );
  } else if (tracked.unreachable) {
    body = <ServiceUnreachable />;
  } else if (tracked.query.isError) {
    body = (
      <TrackerProblem error={tracked.query.error} onRetry={() => void tracked.query.refetch()} />
    );
  } else {
    body = (
      <div aria-busy="true" className="space-y-4">
        <p className="text-sm text-muted">Loading this transfer…</p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Transfer"
        title={title}
        description={
          <>
            Order ID <span className="font-mono text-sm break-all text-text">{orderId}</span>
          </>
        }
      />
      {tracked.unreachable && info ? (
        <ServiceUnreachable lastChecked={tracked.lastChecked} />
      ) : null}
      {body}
      <NotifyToggle
        transferKey={refKey({ kind: 'order', orderId })}
        stateKey={state}
        note={info ? noteFor(info, info.help(ctx)) : undefined}
        settled={info?.complete ?? false}
      />
      <SupportSection build={bundle} />
      <StatusAnnouncer
        stateKey={state}
        message={info ? `Transfer status: ${info.label}. ${info.help(ctx)}` : ''}
      />
    </div>
  );
}

import type { DepositRef } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { chainLabel } from '../../components/deposit/chain-label';
import { DepositView } from './DepositView';
import { tokenAmount } from '../../components/deposit/outcome';
import { refKey, useRecentTransfers } from './recent-transfers';
import { noteFor } from './notify-rule';
import { NotifyToggle } from './NotifyToggle';
import { StatusAnnouncer } from './StatusAnnouncer';
import { statusInfo } from '../../components/deposit/status-map';
import { SupportSection } from '../../components/deposit/SupportSection';
import { depositBundle } from '../../components/deposit/support-bundle';
import { TrackerProblem } from './TrackerProblem';
import { ServiceUnreachable } from '../../components/deposit/ServiceUnreachable';
import { useDepositTokens } from './useDepositTokens';
import { useTrackedDepositStatus } from './useTrackedDepositStatus';

export function DepositTracker({ depositRef }: { depositRef: DepositRef }) {
  const key = refKey({ kind: 'deposit', ...depositRef });
  const recent = useRecentTransfers().find((r) => refKey(r.ref) === key);
  const tracked = useTrackedDepositStatus(depositRef, { submittedAt: recent?.submittedAt });
  const d = tracked.deposit;
  const tokens = useDepositTokens(d, recent);
  const status = tracked.status;
  const info = status ? statusInfo('deposit', status) : undefined;
  const ctx = {
    origin: chainLabel(depositRef.originChainId),
    destination: chainLabel(d?.destinationChainId ?? recent?.destinationChainId ?? 0),
    refundAddress: d?.depositRefundAddress ?? recent?.refundAddress ?? undefined,
  };
  const title =
    d && tokens.input
      ? `${tokenAmount(d.inputAmount, tokens.input)} from ${ctx.origin} to ${ctx.destination}`
      : `Deposit ${depositRef.depositId} on ${ctx.origin}`;

  let body;
  if (info && status) {
    body = (
      <DepositView
        d={d}
        status={status}
        info={info}
        ctx={ctx}
        tokens={tokens}
        recent={recent}
        mode={tracked.mode}
      />
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
      </div>
    );
  }

  const bundle = () =>
    depositBundle(depositRef, d, {
      generatedAt: new Date().toISOString(),
      pageUrl: window.location.href,
      shownState: status ?? 'not loaded',
      liveMode: tracked.mode,
    });

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Transfer (gasless)"
        title={title}
        description={
          <>
            Deposit ID <span className="font-mono text-sm text-text">{depositRef.depositId}</span>{' '}
            on {ctx.origin}
          </>
        }
      />
      {tracked.unreachable && info ? (
        <ServiceUnreachable lastChecked={tracked.lastChecked} />
      ) : null}
      {body}
      <NotifyToggle
        transferKey={key}
        stateKey={status}
        note={info ? noteFor(info, info.help(ctx)) : undefined}
        settled={info?.complete ?? false}
      />
      <SupportSection build={bundle} />
      <StatusAnnouncer
        stateKey={status}
        message={info ? `Transfer status: ${info.label}. ${info.help(ctx)}` : ''}
      />
    </div>
  );
}

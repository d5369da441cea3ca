import type { ReactNode } from 'react';
import type { DepositRef } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { chainLabel } from '../../components/deposit/chain-label';
import { DEPOSIT_KIND_LABELS, depositKind } from './deposit-kind';
import { DepositView } from './DepositView';
import { useFormat } from '../../lib/useFormat';
import { refKey, useRecentTransfers } from '../../lib/recent-transfers';
import { statusInfo } from '../../components/deposit/status-map';
import { depositBundle } from '../../components/deposit/support-bundle';
import { TrackerPage } from './TrackerPage';
import { useDepositTokens } from './useDepositTokens';
import { useTrackedDepositStatus } from './useTrackedDepositStatus';
import { useT } from '../../i18n/useT';
import { trackerTitle } from './tracker-title';
import { keptLtr } from '../../components/deposit/message';

export function DepositTracker({ depositRef }: { depositRef: DepositRef }) {
  const t = useT();
  const f = useFormat();
  const key = refKey({ kind: 'deposit', ...depositRef });
  const recent = useRecentTransfers().find((r) => refKey(r.ref) === key);
  const tracked = useTrackedDepositStatus(depositRef, { submittedAt: recent?.submittedAt });
  const d = tracked.deposit;
  const tokens = useDepositTokens(d, recent);
  const status = tracked.status;
  const info = status ? statusInfo('deposit', status) : undefined;
  const ctx = {
    origin: chainLabel(depositRef.originChainId, t),
    destination: chainLabel(d?.destinationChainId ?? recent?.destinationChainId ?? 0, t),
    refundAddress: d?.depositRefundAddress ?? recent?.refundAddress ?? undefined,
  };
  const title =
    d && tokens.input
      ? t.formatMessage(
          trackerTitle,
          keptLtr(t, {
            amount: f.tokenAmount(d.inputAmount, tokens.input),
            origin: ctx.origin,
            destination: ctx.destination,
          }),
        )
      : t.formatMessage(
          {
            id: 'transfers.deposit.titleUnknown',
            defaultMessage: 'Deposit {depositId} on {origin}',
          },
          { depositId: depositRef.depositId, origin: ctx.origin },
        );

  const bundle = () =>
    depositBundle(depositRef, d, {
      generatedAt: new Date().toISOString(),
      pageUrl: window.location.href,
      shownState: status ?? 'not loaded',
      liveMode: tracked.mode,
    });

  return (
    <TrackerPage
      header={
        <PageHeader
          eyebrow={t.formatMessage(DEPOSIT_KIND_LABELS[depositKind(d, recent)])}
          title={title}
          description={t.formatMessage(
            {
              id: 'transfers.deposit.description',
              defaultMessage: 'Deposit ID <id>{depositId}</id> on {origin}',
            },
            {
              depositId: depositRef.depositId,
              origin: ctx.origin,
              id: (chunks: ReactNode[]) => (
                <span className="font-mono text-sm text-text">{chunks}</span>
              ),
            },
          )}
        />
      }
      view={
        info && status ? (
          <DepositView
            d={d}
            status={status}
            info={info}
            ctx={ctx}
            tokens={tokens}
            recent={recent}
            mode={tracked.mode}
          />
        ) : undefined
      }
      tracked={tracked}
      transferKey={key}
      stateKey={status}
      info={info}
      ctx={ctx}
      bundle={bundle}
    />
  );
}

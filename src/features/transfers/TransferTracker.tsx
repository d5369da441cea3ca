import { useTrackedDeposit } from '../../api/tracked-deposit';
import { PageHeader } from '../../components/ui/PageHeader';
import { chainLabel } from '../../components/deposit/chain-label';
import { enrich } from './enrichment';
import { useFormat } from '../../lib/useFormat';
import { refKey, useRecentTransfers } from '../../lib/recent-transfers';
import { statusInfo } from '../../components/deposit/status-map';
import { transferBundle } from '../../components/deposit/support-bundle';
import { TrackerPage } from './TrackerPage';
import { TransferView } from './TransferView';
import { useTrackedTransfer } from './useTrackedTransfer';
import { useT } from '../../i18n/useT';
import { trackerTitle } from './tracker-title';
import type { ReactNode } from 'react';
import { keptLtr } from '../../components/deposit/message';

const NO_DEPOSIT = { originChainId: 0, depositId: '' };

export function TransferTracker({ orderId }: { orderId: string }) {
  const intl = useT();
  const f = useFormat();
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
    origin: t
      ? chainLabel(t.inputToken.chainId, intl)
      : intl.formatMessage({
          id: 'transfers.tracker.someOrigin',
          defaultMessage: 'the origin chain',
        }),
    destination: t
      ? chainLabel(t.outputToken.chainId, intl)
      : intl.formatMessage({
          id: 'transfers.tracker.someDestination',
          defaultMessage: 'the destination chain',
        }),
    refundAddress: facts.refundAddress,
  };
  const title = t
    ? intl.formatMessage(
        trackerTitle,
        keptLtr(intl, {
          amount: f.tokenAmount(t.inputAmount, t.inputToken),
          origin: ctx.origin,
          destination: ctx.destination,
        }),
      )
    : intl.formatMessage({ id: 'transfers.tracker.titleUnknown', defaultMessage: 'Transfer' });

  const bundle = () =>
    transferBundle(orderId, t, deposit.data, {
      generatedAt: new Date().toISOString(),
      pageUrl: window.location.href,
      shownState: state ?? 'not loaded',
      liveMode: tracked.mode,
    });

  return (
    <TrackerPage
      header={
        <PageHeader
          eyebrow={intl.formatMessage({
            id: 'transfers.tracker.eyebrow',
            defaultMessage: 'Transfer',
          })}
          title={title}
          description={intl.formatMessage(
            { id: 'transfers.tracker.orderId', defaultMessage: 'Order ID <id>{orderId}</id>' },
            {
              orderId,
              id: (chunks: ReactNode[]) => (
                <span className="font-mono text-sm break-all text-text">{chunks}</span>
              ),
            },
          )}
        />
      }
      view={
        info && state ? (
          <TransferView
            t={t}
            state={state}
            info={info}
            ctx={ctx}
            facts={facts}
            mode={tracked.mode}
          />
        ) : undefined
      }
      tracked={tracked}
      transferKey={refKey({ kind: 'order', orderId })}
      stateKey={state}
      info={info}
      ctx={ctx}
      bundle={bundle}
      skeletons={2}
    />
  );
}

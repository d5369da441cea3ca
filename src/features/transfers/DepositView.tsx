import type { DepositDetail } from '../../contract/schemas/deposit';
import { chainLabel } from '../../components/deposit/chain-label';
import { FactList } from '../../components/deposit/FactList';
import { useFormat } from '../../lib/useFormat';
import {
  DestinationSwapFallback,
  depositFallback,
  isSwapFallback,
} from './DestinationSwapFallback';
import { QuotedVsReceived } from './QuotedVsReceived';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { StatusContext, StatusInfo } from '../../components/deposit/status-map';
import { depositTimeline } from '../../components/deposit/timeline';
import { TrackerLayout } from './TrackerLayout';
import type { TokenView } from './useDepositTokens';
import type { FollowMode } from './polling';
import { useT } from '../../i18n/useT';
import { factLabels, amountOn } from './fact-labels';
import { keptLtr } from '../../components/deposit/message';

interface Props {
  d: DepositDetail | undefined;
  status: string;
  info: StatusInfo;
  ctx: StatusContext;
  tokens: { input?: TokenView; output?: TokenView };
  recent?: RecentTransfer;
  mode: FollowMode;
}

const mono = (v: string | null | undefined) =>
  v ? <span className="font-mono text-xs">{v}</span> : undefined;

export function DepositView({ d, status, info, ctx, tokens, recent, mode }: Props) {
  const t = useT();
  const f = useFormat();
  return (
    <TrackerLayout
      state={status}
      info={info}
      ctx={ctx}
      mode={mode}
      refundInRecord={status === 'expired'}
      timing={{
        startedAt: recent?.submittedAt ?? d?.depositBlockTimestamp,
        expectedFillTimeSec: recent?.expectedFillTimeSec,
        fillDeadline: d?.fillDeadline ?? undefined,
      }}
      known={
        d
          ? {
              steps: depositTimeline(d, status),
              sent: f.tokenAmount(d.inputAmount, tokens.input),
              refundSince: d.fillDeadline ?? undefined,
              // A destination swap that fell back says what arrived instead of the quote's token.
              // Only this browser knows a quote (none is made for a deposit address).
              received: isSwapFallback(d) ? (
                <DestinationSwapFallback fallback={depositFallback(d, tokens.output)} />
              ) : (
                info.outcome === 'delivered' &&
                tokens.output &&
                recent && (
                  <QuotedVsReceived
                    token={tokens.output}
                    quoted={recent.output.amount}
                    received={d.outputAmount}
                    priceUsd={tokens.output.priceUsd}
                  />
                )
              ),
              details: (
                <FactList
                  facts={[
                    [
                      t.formatMessage(factLabels.from),
                      t.formatMessage(
                        amountOn,
                        keptLtr(t, {
                          amount: f.tokenAmount(d.inputAmount, tokens.input),
                          chain: chainLabel(d.originChainId, t),
                        }),
                      ),
                    ],
                    [
                      t.formatMessage(factLabels.to),
                      t.formatMessage(
                        amountOn,
                        keptLtr(t, {
                          amount: f.tokenAmount(d.outputAmount, tokens.output),
                          chain: chainLabel(d.destinationChainId, t),
                        }),
                      ),
                    ],
                    [t.formatMessage(factLabels.sender), mono(d.depositor)],
                    [t.formatMessage(factLabels.recipient), mono(d.recipient)],
                    [t.formatMessage(factLabels.refundAddress), mono(d.depositRefundAddress)],
                    [t.formatMessage(factLabels.depositId), mono(d.depositId)],
                  ]}
                />
              ),
            }
          : undefined
      }
    />
  );
}

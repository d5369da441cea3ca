import { Card } from '../../components/ui/Card';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { chainLabel } from '../../components/deposit/chain-label';
import { FactList } from '../../components/deposit/FactList';
import { LateIndicator } from '../../components/deposit/LateIndicator';
import { lateness } from '../../components/deposit/lateness';
import { tokenAmount } from '../../components/deposit/outcome';
import { QuotedVsReceived } from './QuotedVsReceived';
import type { RecentTransfer } from './recent-transfers';
import { RefundPath } from '../../components/deposit/RefundPath';
import { StatusCard } from './StatusCard';
import type { StatusContext, StatusInfo } from '../../components/deposit/status-map';
import { Timeline } from '../../components/deposit/Timeline';
import { depositTimeline } from '../../components/deposit/timeline';
import type { TokenView } from './useDepositTokens';
import type { FollowMode } from './useTrackedTransfer';
import { useNow } from '../../lib/useNow';

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
const amountOf = (amount: string, token: TokenView | undefined) =>
  token ? tokenAmount(amount, token) : `${amount} (base units)`;

export function DepositView({ d, status, info, ctx, tokens, recent, mode }: Props) {
  const now = useNow(1_000, !info.complete);
  const late = lateness({
    state: status,
    startedAt: recent?.submittedAt ?? d?.depositBlockTimestamp,
    expectedFillTimeSec: recent?.expectedFillTimeSec,
    fillDeadline: d?.fillDeadline ?? undefined,
    now,
  });
  const refundPending = status === 'expired' || late?.level === 'past-deadline';
  const delivered = info.outcome === 'delivered';
  return (
    <div className="space-y-6">
      <StatusCard info={info} ctx={ctx} mode={mode} hideNext={refundPending && d !== undefined}>
        {refundPending && d ? (
          <RefundPath
            since={d.fillDeadline ?? undefined}
            amount={amountOf(d.inputAmount, tokens.input)}
            origin={ctx.origin}
            refundAddress={ctx.refundAddress}
          />
        ) : late ? (
          <LateIndicator late={late} origin={ctx.origin} refundAddress={ctx.refundAddress} />
        ) : null}
      </StatusCard>
      {d && (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card className="space-y-4 p-5 sm:p-6" role="region" aria-labelledby="progress-heading">
            <h2 id="progress-heading" className="text-base font-semibold">
              Progress
            </h2>
            <Timeline steps={depositTimeline(d, status)} />
          </Card>
          <Card className="space-y-6 p-5 sm:p-6">
            {delivered && tokens.output && (
              <QuotedVsReceived
                token={tokens.output}
                quoted={recent?.output.amount ?? d.outputAmount}
                received={d.outputAmount}
                priceUsd={tokens.output.priceUsd}
              />
            )}
            <section aria-labelledby="details-heading" className="space-y-3">
              <h2 id="details-heading" className="text-base font-semibold">
                Details
              </h2>
              <FactList
                facts={[
                  [
                    'From',
                    `${amountOf(d.inputAmount, tokens.input)} on ${chainLabel(d.originChainId)}`,
                  ],
                  [
                    'To',
                    `${amountOf(d.outputAmount, tokens.output)} on ${chainLabel(d.destinationChainId)}`,
                  ],
                  ['Sender', mono(d.depositor)],
                  ['Recipient', mono(d.recipient)],
                  ['Refund address', mono(d.depositRefundAddress)],
                  ['Deposit ID', mono(d.depositId)],
                ]}
              />
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}

import { Card } from '../../../components/ui/Card';
import { formatUsd } from '../../../contract/amounts';
import type { LimitsResponse, SuggestedFeesResponse } from '../../../contract/schemas/fees-limits';
import type { CapabilityToken } from '../../../contract/schemas/v1-capabilities';
import { durationText, pctText } from '../deposit-addresses/input-format';
import { TokenAmount } from '../shared/TokenAmount';

interface Props {
  token: CapabilityToken;
  limits?: LimitsResponse | undefined;
  fees?: SuggestedFeesResponse | undefined;
}

/** Limits and the fee breakdown, in the input token's own units on its chain, with USD. */
export function FeeResults({ token, limits, fees }: Props) {
  const { decimals, symbol } = token.input;
  const amount = (v: string, round: 'down' | 'up' = 'down') => (
    <>
      <TokenAmount value={v} decimals={decimals} symbol={symbol} round={round} />{' '}
      <span className="text-muted">({formatUsd(BigInt(v), decimals, token.priceUsd)})</span>
    </>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {limits && (
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">Limits</h3>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Minimum</dt>
            <dd className="tabular-nums">{amount(limits.minDeposit, 'up')}</dd>
            <dt className="text-muted">Maximum</dt>
            <dd className="tabular-nums">{amount(limits.maxDeposit)}</dd>
            <dt className="text-muted">Maximum for an instant fill</dt>
            <dd className="tabular-nums">{amount(limits.maxDepositInstant)}</dd>
            <dt className="text-muted">Maximum with a short delay</dt>
            <dd className="tabular-nums">{amount(limits.maxDepositShortDelay)}</dd>
            <dt className="text-muted">Recommended for an instant fill</dt>
            <dd className="tabular-nums">{amount(limits.recommendedDepositInstant)}</dd>
          </dl>
        </Card>
      )}
      {fees && (
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">Suggested fees</h3>
          {fees.isAmountTooLow && (
            <p className="mb-2 text-sm font-medium text-warning">
              This amount is below the route&apos;s minimum.
            </p>
          )}
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Total relay fee</dt>
            <dd className="tabular-nums">
              {pctText(fees.totalRelayFee.pct)} · {amount(fees.totalRelayFee.total)}
            </dd>
            <dt className="text-muted">Relayer capital fee</dt>
            <dd className="tabular-nums">
              {pctText(fees.relayerCapitalFee.pct)} · {amount(fees.relayerCapitalFee.total)}
            </dd>
            <dt className="text-muted">Relayer gas fee</dt>
            <dd className="tabular-nums">
              {pctText(fees.relayerGasFee.pct)} · {amount(fees.relayerGasFee.total)}
            </dd>
            <dt className="text-muted">LP fee</dt>
            <dd className="tabular-nums">
              {pctText(fees.lpFee.pct)} · {amount(fees.lpFee.total)}
            </dd>
            <dt className="text-muted">Recipient gets</dt>
            <dd className="tabular-nums">
              <TokenAmount
                value={fees.outputAmount}
                decimals={fees.outputToken.decimals}
                symbol={fees.outputToken.symbol}
              />
            </dd>
            <dt className="text-muted">Estimated fill time</dt>
            <dd>about {durationText(fees.estimatedFillTimeSec)}</dd>
            <dt className="text-muted">Quote block</dt>
            <dd className="tabular-nums">{fees.quoteBlock}</dd>
            <dt className="text-muted">Exclusivity</dt>
            <dd>
              {/^0x0{40}$/i.test(fees.exclusiveRelayer) ? (
                'None: any relayer may fill'
              ) : (
                <>
                  <span className="font-mono break-all">{fees.exclusiveRelayer}</span>, deadline{' '}
                  {fees.exclusivityDeadline}
                </>
              )}
            </dd>
          </dl>
        </Card>
      )}
    </div>
  );
}

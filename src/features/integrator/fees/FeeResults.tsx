import { Card } from '../../../components/ui/Card';
import type { LimitsResponse, SuggestedFeesResponse } from '../../../contract/schemas/fees-limits';
import type { CapabilityToken } from '../../../contract/schemas/v1-capabilities';
import { T } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import { durationText, pctText } from '../deposit-addresses/input-format';
import { TokenAmount } from '../shared/TokenAmount';

interface Props {
  token: CapabilityToken;
  limits?: LimitsResponse | undefined;
  fees?: SuggestedFeesResponse | undefined;
}

/** Limits and the fee breakdown, in the input token's own units on its chain, with USD. */
export function FeeResults({ token, limits, fees }: Props) {
  const f = useFormat();
  const { decimals, symbol } = token.input;
  const amount = (v: string, round: 'down' | 'up' = 'down') => (
    <>
      <TokenAmount value={v} decimals={decimals} symbol={symbol} round={round} />{' '}
      <span className="text-muted">({f.usd(BigInt(v), decimals, token.priceUsd)})</span>
    </>
  );
  const share = (pct: string, total: string) => (
    <>
      {pctText(pct, f)} · {amount(total)}
    </>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {limits && (
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">
            <T id="integrator.fees.limits" defaultMessage="Limits" />
          </h3>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">
              <T id="integrator.fees.minimum" defaultMessage="Minimum" />
            </dt>
            <dd className="tabular-nums">{amount(limits.minDeposit, 'up')}</dd>
            <dt className="text-muted">
              <T id="integrator.fees.maximum" defaultMessage="Maximum" />
            </dt>
            <dd className="tabular-nums">{amount(limits.maxDeposit)}</dd>
            <dt className="text-muted">
              <T id="integrator.fees.maxInstant" defaultMessage="Maximum for an instant fill" />
            </dt>
            <dd className="tabular-nums">{amount(limits.maxDepositInstant)}</dd>
            <dt className="text-muted">
              <T id="integrator.fees.maxShortDelay" defaultMessage="Maximum with a short delay" />
            </dt>
            <dd className="tabular-nums">{amount(limits.maxDepositShortDelay)}</dd>
            <dt className="text-muted">
              <T
                id="integrator.fees.recommendedInstant"
                defaultMessage="Recommended for an instant fill"
              />
            </dt>
            <dd className="tabular-nums">{amount(limits.recommendedDepositInstant)}</dd>
          </dl>
        </Card>
      )}
      {fees && (
        <Card className="p-5">
          <h3 className="mb-3 font-semibold">
            <T id="integrator.fees.suggested" defaultMessage="Suggested fees" />
          </h3>
          {fees.isAmountTooLow && (
            <p className="mb-2 text-sm font-medium text-warning">
              <T
                id="integrator.fees.tooLow"
                defaultMessage="This amount is below the route’s minimum."
              />
            </p>
          )}
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">
              <T id="integrator.fees.totalRelay" defaultMessage="Total relay fee" />
            </dt>
            <dd className="tabular-nums">
              {share(fees.totalRelayFee.pct, fees.totalRelayFee.total)}
            </dd>
            <dt className="text-muted">
              <T id="integrator.fees.capital" defaultMessage="Relayer capital fee" />
            </dt>
            <dd className="tabular-nums">
              {share(fees.relayerCapitalFee.pct, fees.relayerCapitalFee.total)}
            </dd>
            <dt className="text-muted">
              <T id="integrator.fees.gas" defaultMessage="Relayer gas fee" />
            </dt>
            <dd className="tabular-nums">
              {share(fees.relayerGasFee.pct, fees.relayerGasFee.total)}
            </dd>
            <dt className="text-muted">
              <T id="integrator.fees.lp" defaultMessage="LP fee" />
            </dt>
            <dd className="tabular-nums">{share(fees.lpFee.pct, fees.lpFee.total)}</dd>
            <dt className="text-muted">
              <T id="integrator.fees.recipientGets" defaultMessage="Recipient gets" />
            </dt>
            <dd className="tabular-nums">
              <TokenAmount
                value={fees.outputAmount}
                decimals={fees.outputToken.decimals}
                symbol={fees.outputToken.symbol}
              />
            </dd>
            <dt className="text-muted">
              <T id="integrator.fees.fillTime" defaultMessage="Estimated fill time" />
            </dt>
            <dd>
              <T
                id="integrator.fees.about"
                defaultMessage="about {duration}"
                values={{ duration: durationText(fees.estimatedFillTimeSec, f) }}
              />
            </dd>
            <dt className="text-muted">
              <T id="integrator.fees.quoteBlock" defaultMessage="Quote block" />
            </dt>
            <dd className="tabular-nums">{fees.quoteBlock}</dd>
            <dt className="text-muted">
              <T id="integrator.fees.exclusivity" defaultMessage="Exclusivity" />
            </dt>
            <dd>
              {/^0x0{40}$/i.test(fees.exclusiveRelayer) ? (
                <T id="integrator.fees.noExclusivity" defaultMessage="None: any relayer may fill" />
              ) : (
                <T
                  id="integrator.fees.exclusiveRelayer"
                  defaultMessage="{address}, deadline {deadline}"
                  values={{
                    address: (
                      <span className="font-mono break-all" dir="ltr">
                        {fees.exclusiveRelayer}
                      </span>
                    ),
                    deadline: String(fees.exclusivityDeadline),
                  }}
                />
              )}
            </dd>
          </dl>
        </Card>
      )}
    </div>
  );
}

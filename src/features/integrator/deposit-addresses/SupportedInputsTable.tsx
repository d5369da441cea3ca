import { useId } from 'react';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { T, useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import { TokenAmount } from '../shared/TokenAmount';
import { chainName, durationText, pctText, usdText } from './input-format';

/**
 * What can be sent to the address: from which chain and token, how much, at what cost, how fast.
 * Narrower than the table (a phone), it says it scrolls sideways, keeps the "From" column in
 * place while it does, and can be scrolled from the keyboard.
 */
export function SupportedInputsTable({ inputs }: { inputs: SupportedInput[] }) {
  const hintId = useId();
  const t = useT();
  const f = useFormat();
  if (inputs.length === 0) {
    return (
      <p className="text-sm text-muted">
        <T
          id="integrator.inputs.none"
          defaultMessage="The service lists no accepted inputs for this address."
        />
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p id={hintId} className="text-xs text-muted md:hidden">
        <span aria-hidden="true">↔ </span>
        <T
          id="integrator.inputs.scrollHint"
          defaultMessage="Scroll the table sideways for the maximum, fees and fill time."
        />
      </p>
      <div
        role="region"
        aria-label={t.formatMessage({
          id: 'integrator.inputs.region',
          defaultMessage: 'Supported inputs, scrollable',
        })}
        aria-describedby={hintId}
        // Focusable, so a keyboard can scroll it too.
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border"
      >
        <table className="w-full min-w-[40rem] bg-surface text-start text-sm">
          <caption className="sr-only">
            <T id="integrator.inputs.caption" defaultMessage="Supported inputs" />
          </caption>
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className={`${STICKY} bg-surface-2 px-3 py-2 font-medium`}>
                <T id="integrator.inputs.from" defaultMessage="From" />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <T id="integrator.fees.minimum" defaultMessage="Minimum" />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <T id="integrator.fees.maximum" defaultMessage="Maximum" />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <T id="integrator.inputs.fees" defaultMessage="Indicative fees" />
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <T id="integrator.inputs.fillTime" defaultMessage="Indicative fill time" />
              </th>
            </tr>
          </thead>
          <tbody>
            {inputs.map((input) => {
              const { decimals, symbol } = input.inputToken;
              const paused = input.limits.maxInputAmount === '0';
              return (
                <tr
                  key={`${input.originChainId}:${input.inputToken.address}`}
                  className="border-t border-border"
                >
                  <th scope="row" className={`${STICKY} bg-surface px-3 py-2 font-medium`}>
                    <T
                      id="integrator.input.tokenOnChain"
                      defaultMessage="{symbol} on {chain}"
                      values={{ symbol, chain: chainName(input.originChainId, t) }}
                    />
                  </th>
                  <td className="px-3 py-2 tabular-nums">
                    {paused ? (
                      '—'
                    ) : (
                      <TokenAmount
                        value={input.limits.minInputAmount}
                        decimals={decimals}
                        symbol={symbol}
                        round="up"
                      />
                    )}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {paused ? (
                      <T id="integrator.inputs.paused" defaultMessage="Paused: not accepted now" />
                    ) : (
                      <TokenAmount
                        value={input.limits.maxInputAmount}
                        decimals={decimals}
                        symbol={symbol}
                      />
                    )}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {input.indicativeFees ? (
                      <T
                        id="integrator.inputs.feeParts"
                        defaultMessage="{percent} + {usd}"
                        values={{
                          percent: pctText(input.indicativeFees.proportionalPct, f),
                          usd: usdText(input.indicativeFees.fixedFeeUsd, f),
                        }}
                      />
                    ) : (
                      <T id="integrator.inputs.notPriced" defaultMessage="Not priced yet" />
                    )}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {input.indicativeFillTime == null ? (
                      '—'
                    ) : (
                      <T
                        id="integrator.fees.about"
                        defaultMessage="about {duration}"
                        values={{ duration: durationText(input.indicativeFillTime, f) }}
                      />
                    )}
                    {input.indicativeFillTimeRange && (
                      <span className="block text-muted">
                        {t.formatMessage(
                          { id: 'integrator.inputs.range', defaultMessage: '{min}–{max}' },
                          {
                            min: durationText(input.indicativeFillTimeRange.min, f),
                            max: durationText(input.indicativeFillTimeRange.max, f),
                          },
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The first column stays put while the rest scrolls under it. */
const STICKY = 'sticky start-0 z-10';

import { useId } from 'react';
import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { TokenAmount } from '../shared/TokenAmount';
import { chainName, durationText, pctText, usdText } from './input-format';

/**
 * What can be sent to the address: from which chain and token, how much, at what cost, how fast.
 * Narrower than the table (a phone), it says it scrolls sideways, keeps the "From" column in
 * place while it does, and can be scrolled from the keyboard.
 */
export function SupportedInputsTable({ inputs }: { inputs: SupportedInput[] }) {
  const hintId = useId();
  if (inputs.length === 0) {
    return (
      <p className="text-sm text-muted">The service lists no accepted inputs for this address.</p>
    );
  }
  return (
    <div className="space-y-2">
      <p id={hintId} className="text-xs text-muted md:hidden">
        <span aria-hidden="true">↔ </span>Scroll the table sideways for the maximum, fees and fill
        time.
      </p>
      <div
        role="region"
        aria-label="Supported inputs, scrollable"
        aria-describedby={hintId}
        // Focusable, so a keyboard can scroll it too.
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border"
      >
        <table className="w-full min-w-[40rem] bg-surface text-left text-sm">
          <caption className="sr-only">Supported inputs</caption>
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className={`${STICKY} bg-surface-2 px-3 py-2 font-medium`}>
                From
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Minimum
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Maximum
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Indicative fees
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Indicative fill time
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
                    {symbol} on {chainName(input.originChainId)}
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
                      'Paused: not accepted now'
                    ) : (
                      <TokenAmount
                        value={input.limits.maxInputAmount}
                        decimals={decimals}
                        symbol={symbol}
                      />
                    )}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {input.indicativeFees
                      ? `${pctText(input.indicativeFees.proportionalPct)} + ${usdText(input.indicativeFees.fixedFeeUsd)}`
                      : 'Not priced yet'}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {input.indicativeFillTime == null
                      ? '—'
                      : `about ${durationText(input.indicativeFillTime)}`}
                    {input.indicativeFillTimeRange && (
                      <span className="block text-muted">
                        {durationText(input.indicativeFillTimeRange.min)}–
                        {durationText(input.indicativeFillTimeRange.max)}
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
const STICKY = 'sticky left-0 z-10';

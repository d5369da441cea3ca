import type { SupportedInput } from '../../../contract/schemas/deposit-addresses';
import { chainName, durationText, pctText, tokenAmount, usdText } from './input-format';

/** What can be sent to the address: from which chain and token, how much, at what cost, how fast. */
export function SupportedInputsTable({ inputs }: { inputs: SupportedInput[] }) {
  if (inputs.length === 0) {
    return (
      <p className="text-sm text-muted">The service lists no accepted inputs for this address.</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Supported inputs</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
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
                <th scope="row" className="px-3 py-2 font-medium">
                  {symbol} on {chainName(input.originChainId)}
                </th>
                <td className="px-3 py-2 tabular-nums">
                  {paused ? '—' : tokenAmount(input.limits.minInputAmount, decimals, symbol)}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {paused
                    ? 'Paused: not accepted now'
                    : tokenAmount(input.limits.maxInputAmount, decimals, symbol)}
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
  );
}

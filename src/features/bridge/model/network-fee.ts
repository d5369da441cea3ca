// The network fee a quote funded by transaction costs the person, before the wallet opens: gas
// for each transaction times the chain's gas price, in the native coin and USD. A deposit cannot
// be estimated before its approval is on chain (it would revert for want of allowance), so it
// then counts a typical deposit's gas and the figure says "about".
import type { IntlShape } from 'react-intl';
import { formatsFor } from '../../../lib/format';

/** Gas a spoke-pool deposit typically uses, for the estimate before its approval exists. */
export const TYPICAL_DEPOSIT_GAS = 120_000n;
/** Gas an ERC-20 approval typically uses, when the node cannot estimate it. */
export const TYPICAL_APPROVAL_GAS = 60_000n;

export interface FeeInputs {
  gasPrice: bigint;
  /** undefined: no approval is needed. null: it could not be estimated. */
  approvalGas: bigint | null | undefined;
  /** null: it could not be estimated (usually because the approval is not there yet). */
  depositGas: bigint | null;
}

export interface NetworkFee {
  wei: bigint;
  approximate: boolean;
}

export function networkFee(i: FeeInputs): NetworkFee {
  const approval = i.approvalGas === undefined ? 0n : (i.approvalGas ?? TYPICAL_APPROVAL_GAS);
  const deposit = i.depositGas ?? TYPICAL_DEPOSIT_GAS;
  return {
    wei: (approval + deposit) * i.gasPrice,
    approximate: i.approvalGas === null || i.depositGas === null,
  };
}

/** "about 0.000012 ETH (< $0.01)": the coin exactly to 18 decimals' display, and USD when priced. */
export function networkFeeText(
  t: IntlShape,
  fee: NetworkFee,
  symbol: string,
  priceUsd: string | null,
): string {
  const f = formatsFor(t);
  return t.formatMessage(
    {
      id: 'bridge.networkFee.text',
      defaultMessage:
        '{approximate, select, yes {{priced, select, yes {about {amount} {symbol} ({usd})} other {about {amount} {symbol}}}} other {{priced, select, yes {{amount} {symbol} ({usd})} other {{amount} {symbol}}}}}',
    },
    {
      approximate: fee.approximate ? 'yes' : 'no',
      priced: priceUsd === null ? 'no' : 'yes',
      amount: f.amount(fee.wei, 18, 8),
      symbol,
      usd: priceUsd === null ? '' : f.usd(fee.wei, 18, priceUsd),
    },
  );
}

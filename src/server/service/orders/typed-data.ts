// The TransferAuthorization a depositor signs to fund a quote (docs/interface-decisions.md#quotes).
// Values that are uint on chain travel as decimal strings, so the payload survives JSON unchanged.
import { spokePoolAddress } from '../world/spokes';
import {
  TRANSFER_AUTHORIZATION_DOMAIN,
  transferAuthorizationTypes,
} from '../../../contract/typed-data';
import type { TypedDataJson } from './signatures';

// Declared once in the contract; re-exported for the order code that builds quotes.
export { TRANSFER_AUTHORIZATION_DOMAIN, transferAuthorizationTypes };

export interface AuthorizationFields {
  orderId: string;
  originChainId: number;
  depositor: string;
  inputToken: string;
  inputAmount: bigint;
  destinationChainId: number;
  outputToken: string;
  outputAmount: bigint;
  recipient: string;
  refundAddress: string;
  /** Unix seconds. */
  fillDeadline: number;
  nonce: bigint;
}

export function transferAuthorization(f: AuthorizationFields) {
  return {
    domain: {
      ...TRANSFER_AUTHORIZATION_DOMAIN,
      chainId: f.originChainId,
      verifyingContract: spokePoolAddress(f.originChainId),
    },
    types: transferAuthorizationTypes,
    primaryType: 'TransferAuthorization',
    message: {
      orderId: f.orderId,
      depositor: f.depositor,
      inputToken: f.inputToken,
      inputAmount: f.inputAmount.toString(),
      destinationChainId: String(f.destinationChainId),
      outputToken: f.outputToken,
      outputAmount: f.outputAmount.toString(),
      recipient: f.recipient,
      refundAddress: f.refundAddress,
      fillDeadline: String(f.fillDeadline),
      nonce: f.nonce.toString(),
    },
  } satisfies TypedDataJson;
}

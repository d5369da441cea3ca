// The TransferAuthorization a depositor signs to fund a quote (supplement 5). Values that are
// uint on chain travel as decimal strings, so the payload survives JSON unchanged.
import { spokePoolAddress } from '../world/spokes';
import type { TypedDataJson } from './signatures';

export const TRANSFER_AUTHORIZATION_DOMAIN = { name: 'Cross-Chain Transfer Service', version: '1' };

/** EIP712Domain is left out: wallets and viem derive it from the domain's fields. */
export const transferAuthorizationTypes: TypedDataJson['types'] = {
  TransferAuthorization: [
    { name: 'orderId', type: 'bytes32' },
    { name: 'depositor', type: 'address' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputAmount', type: 'uint256' },
    { name: 'destinationChainId', type: 'uint256' },
    { name: 'outputToken', type: 'address' },
    { name: 'outputAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'refundAddress', type: 'address' },
    { name: 'fillDeadline', type: 'uint32' },
    { name: 'nonce', type: 'uint256' },
  ],
};

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

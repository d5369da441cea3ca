// What a gasless depositor signs (docs/interface-decisions.md#gasless-deposits). Direct EVM routes:
// one ERC-3009 ReceiveWithAuthorization, which lets the spoke pool periphery pull the tokens and
// deposit them, so the service can send the deposit and pay its gas; its nonce is the deposit's
// witness (periphery.ts), so the signature covers the deposit too. HyperCore (a special ledger,
// chain 1337): two user-signed HyperCore actions, one approving the service's fee and one sending
// the funds to the bridge account.
import { formatAmount } from '../../../../contract/amounts';
import type { WorldToken } from '../../world/tokens';
import type { TypedDataJson } from '../signatures';
import {
  approveBuilderFeeTypes,
  HYPERCORE_DOMAIN,
  HYPERCORE_USDC,
  receiveWithAuthorizationTypes,
  sendAssetTypes,
} from '../../../../contract/typed-data';

export type SigningStep = {
  stepId: string;
  typedData: TypedDataJson;
};

export function receiveWithAuthorization(a: {
  token: WorldToken;
  from: string;
  to: string;
  value: bigint;
  /** Unix seconds; 0 means valid at once. */
  validAfter?: number;
  /** Unix seconds. */
  validBefore: number;
  nonce: `0x${string}`;
}): TypedDataJson {
  return {
    domain: {
      name: 'USD Coin',
      version: '2',
      chainId: a.token.chainId,
      verifyingContract: a.token.address,
    },
    types: receiveWithAuthorizationTypes,
    primaryType: 'ReceiveWithAuthorization',
    message: {
      from: a.from,
      to: a.to,
      value: a.value.toString(),
      validAfter: String(a.validAfter ?? 0),
      validBefore: String(a.validBefore),
      nonce: a.nonce,
    },
  };
}

export function hyperCoreSteps(a: {
  token: WorldToken;
  amount: bigint;
  /** The bridge account on HyperCore that receives the funds. */
  bridge: string;
  /** Builder (fee collector) address and the most it may take. */
  builder: string;
  maxFeeRate: string;
  /** HyperCore nonces are millisecond timestamps. */
  nonce: number;
}): SigningStep[] {
  return [
    {
      stepId: 'approve',
      typedData: {
        domain: HYPERCORE_DOMAIN,
        types: approveBuilderFeeTypes,
        primaryType: 'HyperliquidTransaction:ApproveBuilderFee',
        message: {
          hyperliquidChain: 'Mainnet',
          maxFeeRate: a.maxFeeRate,
          builder: a.builder,
          nonce: String(a.nonce),
        },
      },
    },
    {
      stepId: 'send',
      typedData: {
        domain: HYPERCORE_DOMAIN,
        types: sendAssetTypes,
        primaryType: 'HyperliquidTransaction:SendAsset',
        message: {
          hyperliquidChain: 'Mainnet',
          destination: a.bridge.toLowerCase(),
          sourceDex: 'spot',
          destinationDex: 'spot',
          token: HYPERCORE_USDC,
          amount: formatAmount(a.amount, a.token.decimals),
          fromSubAccount: '',
          nonce: String(a.nonce + 1),
        },
      },
    },
  ];
}

// What a gasless depositor signs (docs/interface-decisions.md#gasless-deposits). Direct EVM routes:
// one ERC-3009 ReceiveWithAuthorization, which lets the spoke pool pull the tokens itself, so the
// service can send the deposit and pay its gas. HyperCore (a special ledger, chain 1337): two
// user-signed HyperCore actions, one approving the service's fee and one sending the funds to the
// bridge account.
import { randomBytes } from 'node:crypto';
import { formatAmount } from '../../../../contract/amounts';
import type { WorldToken } from '../../world/tokens';
import type { TypedDataJson } from '../signatures';
import { receiveWithAuthorizationTypes } from '../../../../contract/typed-data';

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
      nonce: `0x${randomBytes(32).toString('hex')}`,
    },
  };
}

/** HyperCore signs user actions on an Arbitrum-chain-id domain with a zero verifying contract. */
const hyperCoreDomain = {
  name: 'HyperliquidSignTransaction',
  version: '1',
  chainId: 42161,
  verifyingContract: '0x0000000000000000000000000000000000000000',
};

/** Spot USDC's token name on HyperCore. */
const HYPERCORE_USDC = 'USDC:0x6d1e7cde53ba9467b783cb7c530ce054';

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
        domain: hyperCoreDomain,
        types: {
          'HyperliquidTransaction:ApproveBuilderFee': [
            { name: 'hyperliquidChain', type: 'string' },
            { name: 'maxFeeRate', type: 'string' },
            { name: 'builder', type: 'address' },
            { name: 'nonce', type: 'uint64' },
          ],
        },
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
        domain: hyperCoreDomain,
        types: {
          'HyperliquidTransaction:SendAsset': [
            { name: 'hyperliquidChain', type: 'string' },
            { name: 'destination', type: 'string' },
            { name: 'sourceDex', type: 'string' },
            { name: 'destinationDex', type: 'string' },
            { name: 'token', type: 'string' },
            { name: 'amount', type: 'string' },
            { name: 'fromSubAccount', type: 'string' },
            { name: 'nonce', type: 'uint64' },
          ],
        },
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

// Test data for the transaction checks: the contract's quote funded by transaction (0.1 WETH
// Arbitrum → Base, approval + tagged deposit) and a native-ETH variant with no approval, both
// rebuilt from their deposit arguments so a test can change one argument and re-encode.
import { maxUint256, type Hex } from 'viem';
import { quoteResponse, type QuoteResponse } from '../../../../contract/schemas/v1-quotes';
import {
  encodeApproveCall,
  encodeDepositCall,
  tagWithOrder,
  type DepositCall,
} from '../../../../contract/spoke-pool-calls';
import {
  transactionDepositFixture,
  transactionQuoteFixture,
} from '../../../../contract/testing/v1-quotes';
import {
  DEPOSITOR,
  ORDER_ID,
  RECIPIENT,
  SPOKE_POOL,
  WETH,
  ZERO_ADDRESS,
} from '../../../../contract/testing/values';
import type { ExpectedTransaction } from '../check-transactions';

export const QUOTE_TIME = 1_763_762_100;

export const depositArgs: DepositCall = transactionDepositFixture;

/** What the person saw for the WETH quote. */
export const expectedWeth: ExpectedTransaction = {
  originChainId: 42161,
  destinationChainId: 8453,
  depositor: DEPOSITOR,
  recipient: RECIPIENT,
  refundAddress: DEPOSITOR,
  inputToken: { address: WETH.arbitrum, decimals: 18, symbol: 'WETH' },
  inputAmount: 10n ** 17n,
  outputToken: { address: WETH.base, decimals: 18, symbol: 'WETH' },
  outputAmount: 99_950_000_000_000_000n,
  quoteId: ORDER_ID,
  nowSec: QUOTE_TIME,
  unlimitedApproval: false,
};

/** What the person saw for native ETH Arbitrum → Base. */
export const expectedEth: ExpectedTransaction = {
  ...expectedWeth,
  inputToken: { address: ZERO_ADDRESS, decimals: 18, symbol: 'ETH' },
  outputToken: { address: ZERO_ADDRESS, decimals: 18, symbol: 'ETH' },
};

type Json = Record<string, unknown>;
export interface TxQuoteParts {
  deposit: DepositCall;
  /** Fields of the send_transaction action's transaction, over the built ones. */
  send: Json;
  approval: Json | null;
  approvalTx: Json;
  approve: { spender: Hex; amount: bigint };
  submit: Json;
  extra: Json[];
}

/** A quote funded by transaction, built from parts a test may change. */
export function txQuote(change: (p: TxQuoteParts) => void = () => {}): QuoteResponse {
  const [approval, deposit, submit] = structuredClone(
    transactionQuoteFixture.nextActions,
  ) as unknown as [Json & { transaction: Json }, Json & { transaction: Json }, Json];
  const parts: TxQuoteParts = {
    deposit: { ...depositArgs },
    send: {},
    approval: { ...approval },
    approvalTx: {},
    approve: { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n },
    submit: { ...submit },
    extra: [],
  };
  change(parts);
  const data = tagWithOrder(encodeDepositCall(parts.deposit), ORDER_ID);
  const actions: Json[] = [];
  if (parts.approval) {
    actions.push({
      ...parts.approval,
      transaction: {
        ...approval.transaction,
        data: encodeApproveCall(parts.approve.spender, parts.approve.amount),
        ...parts.approvalTx,
      },
    });
  }
  actions.push({ ...deposit, transaction: { ...deposit.transaction, data, ...parts.send } });
  actions.push(parts.submit, ...parts.extra);
  return quoteResponse.parse({ ...transactionQuoteFixture, nextActions: actions });
}

/** Native ETH: no approval, the wrapped token in the call, the amount as value. */
export const ethQuote = (change: (p: TxQuoteParts) => void = () => {}) =>
  txQuote((p) => {
    p.approval = null;
    p.send.value = String(depositArgs.inputAmount);
    change(p);
  });

export const UNLIMITED = maxUint256;

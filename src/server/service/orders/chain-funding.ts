// Orders on the sandbox chains. Every order's deposit is a transaction whose calldata ends with
// the order id: the wallet sends it (a quote funded by transaction: the spoke pool's deposit, or
// for a swap the periphery's swapAndBridge or a deposit to the multicall handler), or the service
// sends the same call on the depositor's behalf once the signature is accepted (funded by
// signature; a swap's call is the one built with the quote, kept with it). The
// chain indexer stores each deposit it reads; this file claims the tagged ones for their order,
// so the order follows the deposit's fill or refund (transactions, chains/settlement.ts).
import { BaseError, ExecutionRevertedError, type Hex } from 'viem';
import type { SandboxChain } from '../chains/chain';
import type { Db } from '../../db/open';
import { iso } from '../chain-sim';
import type { ServiceContext } from '../context';
import { allowanceOn, balanceOn } from '../chains/balances';
import type { SeenDeposit } from '../chains/indexer';
import { contractToken } from '../catalogue/deposit-calldata';
import type { DepositChange } from '../deposits/lifecycle';
import { createDepositDriver } from '../deposits/schedule';
import { orderIdOfCalldata } from '../../../contract/spoke-pool-calls';
import { findToken, NATIVE } from '../world/tokens';
import { depositCall, walletActions } from './funding';
import { depositTransaction, fillDeadlineOf, type StoredQuote } from './quote';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import {
  depositAfterExpiry,
  findOrder,
  quoteOf,
  stateOf,
  transition,
  type OrderRow,
} from './store';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The deposit the order asks for. Funded by transaction, or a swap funded by signature: the one
 * its origin call makes (a spoke-pool deposit, or for a swap the periphery's swapAndBridge or a
 * deposit to the multicall handler with its message). A signed bridge: the quote's own terms.
 */
function askedDeposit(q: StoredQuote) {
  const sent = depositTransaction(q) ?? q.fundingCall;
  if (sent) {
    const decoded = decodeDepositIntent(sent.data as Hex);
    return decoded.ok ? decoded.intent : undefined;
  }
  const input = findToken(q.inputToken.chainId, q.inputToken.address);
  const output = findToken(q.outputToken.chainId, q.outputToken.address);
  if (!input || !output) return undefined;
  return {
    depositor: q.refundAddress ?? q.depositor,
    recipient: q.recipient,
    inputToken: contractToken(input).address,
    outputToken: contractToken(output).address,
    inputAmount: BigInt(q.inputAmount),
    outputAmount: BigInt(q.outputAmount),
    fillDeadline: fillDeadlineOf(q),
    message: undefined,
    swap: undefined,
  };
}

/**
 * Whether the deposit's amounts are the ones asked. After a swap on the origin the deposit is of
 * what the swap yielded, at least the leg's minimum, and the periphery's proportional adjustment
 * asks the signed output (priced at that minimum, outputAtMinimum) in proportion to the yield.
 */
function amountsMatch(
  asked: {
    inputAmount: bigint;
    outputAmount: bigint;
    swap?: { enableProportionalAdjustment: boolean };
  },
  seen: SeenDeposit,
) {
  if (!asked.swap) {
    return seen.inputAmount === asked.inputAmount && seen.outputAmount === asked.outputAmount;
  }
  if (seen.inputAmount < asked.inputAmount) return false;
  const output = asked.swap.enableProportionalAdjustment
    ? (asked.outputAmount * seen.inputAmount) / asked.inputAmount
    : asked.outputAmount;
  return seen.outputAmount === output;
}

/** Whether the deposit seen on chain is exactly the one the quote describes. */
function matchesQuote(q: StoredQuote, seen: SeenDeposit): boolean {
  const asked = askedDeposit(q);
  if (!asked || asked.depositor === undefined) return false;
  return (
    seen.chain.chainId === q.inputToken.chainId &&
    seen.destinationChainId === q.outputToken.chainId &&
    same(seen.inputToken, asked.inputToken) &&
    same(seen.outputToken, asked.outputToken) &&
    amountsMatch(asked, seen) &&
    same(seen.depositor, asked.depositor) &&
    same(seen.recipient, asked.recipient) &&
    (asked.message === undefined || same(seen.message, asked.message)) &&
    seen.fillDeadline === asked.fillDeadline
  );
}

/** Whether `tx` sent by `from` reverts on the chain's latest block (a read: nothing is sent). */
async function reverts(chain: SandboxChain, from: Hex, tx: { to: Hex; data: Hex; value: bigint }) {
  try {
    await chain.public.call({ account: from, ...tx });
    return false;
  } catch (err) {
    if (err instanceof BaseError && err.walk((e) => e instanceof ExecutionRevertedError)) {
      return true;
    }
    throw err;
  }
}

export function orderChainFunding(ctx: ServiceContext, onDepositChange: DepositChange) {
  const { chainIndexer: indexer, chains } = ctx;
  if (!indexer || !chains) return undefined;
  const log = ctx.logger.child({ component: 'order-chain-funding' });
  const driver = createDepositDriver(ctx, 'order-chain', onDepositChange, indexer.settlement);

  indexer.addClaimer(async (tx, seen) => {
    const sent = await seen.transaction();
    const orderId = orderIdOfCalldata(sent.input);
    if (!orderId) return undefined;
    const order = await findOrder(tx, orderId, undefined, { forUpdate: true });
    if (!order) return undefined;
    const state = stateOf(order);
    if (!matchesQuote(quoteOf(order), seen)) {
      log.info({ orderId, txnRef: seen.transactionHash, state }, 'deposit not taken by its order');
      return undefined;
    }
    const claim = {
      driver,
      orderId: order.orderId,
      refundAddress: quoteOf(order).refundAddress ?? undefined,
    };
    // The order's deposit: it follows its fill or refund. One sent with a quote that expired
    // unexecuted is still the order's (deposited after the quote expired), so the transfer says
    // what became of it instead of "nothing was sent".
    if (state === 'submitted' || state === 'quoted') {
      return {
        ...claim,
        async stored(t: Db, _row, depositId) {
          const deposit = {
            depositId,
            txnRef: seen.transactionHash,
            blockTimestamp: iso(seen.at),
          };
          if (state === 'quoted' && seen.at >= order.expiresAt) {
            await depositAfterExpiry(t, order, { at: seen.at, deposit });
            return;
          }
          const current =
            state === 'quoted' ? await transition(t, order, 'submitted', { at: seen.at }) : order;
          if (current) await transition(t, current, 'deposited', { at: seen.at, deposit });
        },
      };
    }
    // Another deposit with the same quote: filled or refunded on its own terms, and listed with
    // the order's deposits (GET /v1/transfers), not mistaken for its first.
    log.info({ orderId, txnRef: seen.transactionHash, state }, 'another deposit of this order');
    return claim;
  });

  /** Read the origin chain now, so a deposit already mined is claimed before anything else. */
  const readOrigin = (order: OrderRow) => indexer.scanNow(quoteOf(order).inputToken.chainId);

  return {
    runsOn: (chainId: number) => chains.get(chainId) !== undefined,

    /**
     * A signed order: the service sends, on the depositor's behalf, what a wallet would send for
     * the same quote funded by transaction: the approvals the allowance lacks (exactly the
     * amount; USDT's approve(0) first) and the tagged origin call (a swap's, kept from the quote;
     * a bridge's, the spoke pool's deposit). Runs outside any database transaction; 'short' when
     * the depositor cannot pay and 'reverted' when the call reverted (an origin swap whose price
     * moved past the slippage), so the caller fails the order.
     */
    async sendSigned(order: OrderRow): Promise<'sent' | 'short' | 'reverted' | 'done'> {
      await readOrigin(order);
      const again = await findOrder(ctx.db, order.orderId);
      if (!again || stateOf(again) !== 'submitted') return 'done';
      const q = quoteOf(again);
      const input = findToken(q.inputToken.chainId, q.inputToken.address);
      const output = findToken(q.outputToken.chainId, q.outputToken.address);
      const chain = chains.get(q.inputToken.chainId);
      if (!input || !output || !chain) throw new Error(`Order ${q.quoteId} is not on a chain`);
      const depositor = q.depositor as Hex;
      const amount = BigInt(q.inputAmount);
      const token = input.native ? NATIVE : contractToken(input).address;
      if ((await balanceOn(chain, token, depositor)) < amount) return 'short';
      const origin =
        q.fundingCall ??
        depositCall({
          input,
          output,
          inputAmount: amount,
          outputAmount: BigInt(q.outputAmount),
          refundAddress: q.refundAddress ?? q.depositor,
          recipient: q.recipient,
          quoteTimestamp: Math.floor(Date.parse(q.createdAt) / 1000),
          fillDeadline: fillDeadlineOf(q),
        });
      const actions = walletActions({
        orderId: q.quoteId as Hex,
        input,
        inputAmount: amount,
        to: origin.to,
        data: origin.data,
        allowance: await allowanceOn(chain, token, depositor, origin.to),
      });
      for (const a of actions) {
        if (a.kind !== 'approval') continue;
        const approved = await chain.sendOnBehalfOf(depositor, {
          to: token,
          data: a.transaction.data,
        });
        if (approved.status !== 'success') {
          throw new Error(`Approval for order ${q.quoteId} reverted (${approved.transactionHash})`);
        }
      }
      const { transaction } = actions.find((a) => a.kind === 'send_transaction')!;
      const tx = { to: transaction.to, data: transaction.data, value: BigInt(transaction.value) };
      // Tried first, as a wallet does: an origin swap whose pool moved past the slippage reverts.
      if (await reverts(chain, depositor, tx)) return 'reverted';
      const receipt = await chain.sendOnBehalfOf(depositor, tx);
      if (receipt.status !== 'success') {
        log.info(
          { orderId: q.quoteId, txnRef: receipt.transactionHash },
          'signed deposit reverted',
        );
        return 'reverted';
      }
      await readOrigin(again);
      return 'sent';
    },

    /**
     * A transaction the wallet reported (the txnRef arm): read its chain at once; the outcome,
     * when it is not the quote's deposit, is why the order failed.
     */
    async checkReported(order: OrderRow, txnRef: Hex): Promise<string | undefined> {
      const chain = chains.get(quoteOf(order).inputToken.chainId)!;
      const receipt = await chain.public
        .getTransactionReceipt({ hash: txnRef })
        .catch(() => undefined);
      if (!receipt) return 'pending';
      if (receipt.status !== 'success') return 'DEPOSIT_REVERTED';
      await readOrigin(order);
      const again = await findOrder(ctx.db, order.orderId);
      if (again && stateOf(again) !== 'submitted') return undefined;
      return 'NOT_THIS_QUOTES_DEPOSIT';
    },
  };
}

export type OrderChainFunding = NonNullable<ReturnType<typeof orderChainFunding>>;

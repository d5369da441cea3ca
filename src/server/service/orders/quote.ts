// POST /v1/quotes (docs/interface-decisions.md#quotes): price one exact transfer, hand out the
// TransferAuthorization to sign, and store the quote as a new order in state "quoted".
import { checkChainsUp } from '../catalogue/chain-availability';
import { poolBook } from '../catalogue/chain-pools';
import type { PoolBook } from '../world/pools';
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context';
import { svcOrders } from '../../db/service/schema';
import { newTxnRef } from '../chain-sim';
import { fillPath, timing } from '../deposits/timing';
import type { Handlers } from '../http/router';
import { signedUsd, type FeeLine, type Pricing } from '../world/pricing';
import type { WorldToken } from '../world/tokens';
import { evmField, priceWithinLimits, resolveRoute } from './route-check';
import { stepWire } from '../catalogue/swap-approval';
import { isSwapRequest, priceSwap } from './swap-quote';
import type { HistoryEntry } from './store';
import { transferAuthorization } from './typed-data';
import { depositCall, fundingMethod, walletActions } from './funding';
import { swapCall } from '../catalogue/swap-call';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import type { Hex } from 'viem';
import { allowanceOn } from '../chains/balances';

/** Quotes expire after 15 minutes of REAL time (docs/interface-decisions.md#quote-expiry)... */
export const QUOTE_TTL_MS = 15 * 60 * 1000;

export const tokenRef = (t: WorldToken) => ({
  chainId: t.chainId,
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol,
});

const feeItem = (input: WorldToken, line: FeeLine) => ({
  amount: line.amount.toString(),
  amountUsd: signedUsd(input, line.amount),
  pct: line.pct.toString(),
  token: tokenRef(input),
});

/** Seconds until the fill is expected, including the extra wait of large deposits. */
function expectedFillTimeSec(p: Pick<Pricing, 'inputAmount' | 'limits' | 'fillTimeSec'>): number {
  const path = fillPath(p.inputAmount, p.limits);
  if (path === 'short-delay') return p.fillTimeSec + timing.shortDelay / 1000;
  if (path === 'slow') return p.fillTimeSec + timing.slowFill / 1000;
  return p.fillTimeSec;
}

type Body = Parameters<Handlers['createQuote']>[0]['body'];

/** The priced transfer: a bridge of one asset, or a swap plan around the bridge. */
function priceTransfer(body: Body, now: number, book: PoolBook | undefined) {
  if (isSwapRequest(body)) {
    const s = priceSwap(body, body.slippage, new Date(now), book);
    const { plan } = s;
    return {
      input: plan.input,
      output: plan.output,
      inputAmount: plan.inputAmount,
      outputAmount: plan.expectedOutputAmount,
      lines: s,
      fillTimeSec: expectedFillTimeSec(plan.bridge),
      swap: {
        plan,
        crossSwapType: s.crossSwapType,
        minOutputAmount: plan.minOutputAmount.toString(),
        slippage: plan.slippage,
        swapImpact: s.swapImpact,
        steps: {
          ...(plan.originSwap && { originSwap: stepWire(plan.originSwap, plan.slippage) }),
          bridge: {
            tokenIn: tokenRef(plan.bridgeIn),
            tokenOut: tokenRef(plan.bridgeOut),
            inputAmount: plan.bridge.inputAmount.toString(),
            outputAmount: plan.bridge.outputAmount.toString(),
          },
          ...(plan.destinationSwap && {
            destinationSwap: stepWire(plan.destinationSwap, plan.slippage),
          }),
        },
        // A refund returns what was deposited into the bridge, on the origin chain.
        refundToken: tokenRef(plan.bridgeIn),
      },
    };
  }
  const { input, output } = resolveRoute(body, new Date(now));
  const p = priceWithinLimits(input, output, BigInt(body.amount), body.tradeType ?? 'exactInput');
  return {
    input,
    output,
    inputAmount: p.inputAmount,
    outputAmount: p.outputAmount,
    lines: p,
    fillTimeSec: expectedFillTimeSec(p),
    swap: undefined,
  };
}

/**
 * The origin call of the transfer: for a swap the one the swap API builds for the route (the
 * periphery's swapAndBridge, or a deposit to the destination's multicall handler with its
 * message), for a bridge the spoke pool's deposit (the periphery's depositNative for ETH).
 */
function originCall(
  priced: ReturnType<typeof priceTransfer>,
  parties: { recipient: string; refundAddress: string },
  times: { quoteTimestamp: number; fillDeadline: number },
): FundingCall {
  if (priced.swap) {
    const { to, data } = swapCall(priced.swap.plan, {
      refundTo: parties.refundAddress as Hex,
      recipient: parties.recipient as Hex,
      ...times,
    });
    return { to, data };
  }
  return depositCall({
    input: priced.input,
    output: priced.output,
    inputAmount: priced.inputAmount,
    outputAmount: priced.outputAmount,
    refundAddress: parties.refundAddress,
    recipient: parties.recipient,
    ...times,
  });
}

/**
 * What the depositor does: sign the TransferAuthorization (the service then sends the deposit),
 * or send the approval and the deposit. A transaction is reported with the txnRef arm; on the
 * sandbox chains the service also finds it by itself, so the report is optional there. A signed
 * swap also returns its origin call, which the service keeps to send for the depositor: the
 * call priced now, against the reserves the pairs hold now.
 */
async function fundingActions(
  body: Body,
  priced: ReturnType<typeof priceTransfer>,
  parties: { quoteId: Hex; depositor: string; recipient: string; refundAddress: string },
  times: { now: number; fillDeadlineMs: number },
  onChains: boolean,
  allowanceOf: AllowanceOf,
) {
  const { input, output } = priced;
  const submit = {
    kind: 'submit_execution' as const,
    method: 'POST' as const,
    path: `/v1/quotes/${parties.quoteId}/executions`,
  };
  const fillDeadline = Math.floor(times.fillDeadlineMs / 1000);
  const call = originCall(priced, parties, {
    quoteTimestamp: Math.floor(times.now / 1000),
    fillDeadline,
  });
  if (fundingMethod(body.funding, input, priced.swap !== undefined) === 'transaction') {
    const owner = parties.depositor as Hex;
    const nextActions = [
      ...walletActions({
        orderId: parties.quoteId,
        input,
        inputAmount: priced.inputAmount,
        to: call.to,
        data: call.data,
        allowance: await allowanceOf(input, owner, call.to),
      }),
      { ...submit, arm: 'txnRef' as const, txnRefOf: 'deposit', required: !onChains },
    ];
    return { nextActions, fundingCall: undefined };
  }
  const typedData = transferAuthorization({
    orderId: parties.quoteId,
    originChainId: input.chainId,
    depositor: parties.depositor,
    inputToken: input.address,
    inputAmount: priced.inputAmount,
    destinationChainId: output.chainId,
    outputToken: output.address,
    outputAmount: priced.outputAmount,
    recipient: parties.recipient,
    refundAddress: parties.refundAddress,
    fillDeadline,
    nonce: randomBytes(8).readBigUInt64BE(),
  });
  const nextActions = [
    { kind: 'sign_typed_data' as const, id: 'funding', chainId: input.chainId, typedData },
    { ...submit, arm: 'signatures' as const },
  ];
  // A bridge's deposit follows from the signed terms alone; a swap's does not.
  return { nextActions, fundingCall: priced.swap ? call : undefined };
}

/** The depositor's allowance of the contract it calls: read on the sandbox chains, else 0. */
type AllowanceOf = (input: WorldToken, owner: Hex, spender: Hex) => Promise<bigint>;

async function buildQuote(
  body: Body,
  now: number,
  fillDeadlineMs: number,
  onChains: boolean,
  allowanceOf: AllowanceOf,
  book?: PoolBook,
) {
  const priced = priceTransfer(body, now, book);
  const { input, output, lines } = priced;
  const depositor = evmField('depositor', body.depositor);
  const recipient = body.recipient ? evmField('recipient', body.recipient) : depositor;
  const refundAddress = body.refundAddress
    ? evmField('refundAddress', body.refundAddress)
    : depositor;
  const p = { inputAmount: priced.inputAmount, outputAmount: priced.outputAmount };
  const quoteId = newTxnRef() as Hex;
  // ...and never later than halfway to the fill deadline, so an accepted deposit has time to
  // fill even when SERVICE_CLOCK_SPEED shrinks the simulated deadline.
  const expiresAt = Math.min(now + QUOTE_TTL_MS, now + Math.floor((fillDeadlineMs - now) / 2));
  const funding = await fundingActions(
    body,
    priced,
    { quoteId, depositor, recipient, refundAddress },
    { now, fillDeadlineMs },
    onChains,
    allowanceOf,
  );
  const quote = {
    quoteId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
    depositor,
    recipient,
    refundAddress,
    externalId: body.externalId ?? null,
    inputToken: tokenRef(input),
    outputToken: tokenRef(output),
    inputAmount: p.inputAmount.toString(),
    outputAmount: p.outputAmount.toString(),
    fees: {
      total: feeItem(input, lines.total),
      lp: feeItem(input, lines.lp),
      relayerCapital: feeItem(input, lines.relayerCapital),
      destinationGas: feeItem(input, lines.destinationGas),
    },
    // A swap says how it swaps: the impact against spot, and the slippage-bounded minimum.
    ...(priced.swap && {
      crossSwapType: priced.swap.crossSwapType,
      swapImpact: feeItem(input, priced.swap.swapImpact),
      minOutputAmount: priced.swap.minOutputAmount,
      slippage: priced.swap.slippage,
      steps: priced.swap.steps,
      refundToken: priced.swap.refundToken,
    }),
    expectedFillTimeSec: priced.fillTimeSec,
    nextActions: funding.nextActions,
  };
  return { quote, fundingCall: funding.fundingCall };
}

/** The origin call the service sends for a signed swap: the one priced when quoting. */
export type FundingCall = { to: Hex; data: Hex };

/**
 * The quote as stored in svc_orders.quote: exactly what the caller received, and for a signed
 * swap the origin call the service will send (kept out of the response).
 */
export type StoredQuote = Awaited<ReturnType<typeof buildQuote>>['quote'] & {
  fundingCall?: FundingCall;
};

type StoredAction = StoredQuote['nextActions'][number];

/** The TransferAuthorization a signed quote asks for; undefined when it is funded by transaction. */
export function fundingTypedData(q: StoredQuote) {
  const sign = q.nextActions.find(
    (a): a is Extract<StoredAction, { kind: 'sign_typed_data' }> => a.kind === 'sign_typed_data',
  );
  return sign?.typedData;
}

/** The deposit transaction a quote funded by transaction asks the wallet to send. */
export function depositTransaction(q: StoredQuote) {
  const send = q.nextActions.find(
    (a): a is Extract<StoredAction, { kind: 'send_transaction' }> => a.kind === 'send_transaction',
  );
  return send?.transaction;
}

/** The quote's fill deadline (unix seconds), whichever way it is funded. */
export function fillDeadlineOf(q: StoredQuote): number {
  const typed = fundingTypedData(q);
  if (typed) return Number(typed.message.fillDeadline);
  const deposit = depositTransaction(q);
  const decoded = deposit && decodeDepositIntent(deposit.data as Hex);
  const call = decoded?.ok ? decoded.intent : undefined;
  if (!call) throw new Error(`Quote ${q.quoteId} has neither a signature nor a deposit to fund it`);
  return call.fillDeadline;
}

export function createQuoteHandler(ctx: ServiceContext): Handlers['createQuote'] {
  return async ({ body, caller }) => {
    const now = ctx.clock.now();
    // A swap prices against what the chains' pairs hold now, as /swap/approval does.
    let book: PoolBook | undefined;
    if (ctx.chains && isSwapRequest(body)) {
      checkChainsUp(ctx.chains, body, 'v1');
      book = await poolBook(ctx, [body.originChainId, body.destinationChainId]);
    }
    const allowanceOf: AllowanceOf = async (input, owner, spender) => {
      const chain = ctx.chains?.get(input.chainId);
      if (!chain) return 0n;
      return allowanceOn(chain, input.address, owner, spender);
    };
    const { quote, fundingCall } = await buildQuote(
      body,
      now,
      ctx.clock.after(timing.fillDeadline),
      !!ctx.chains,
      allowanceOf,
      book,
    );
    checkChainsUp(ctx.chains, body, 'v1');
    const history: HistoryEntry[] = [{ state: 'quoted', at: quote.createdAt, reason: null }];
    await ctx.db.insert(svcOrders).values({
      orderId: quote.quoteId,
      integratorId: caller.integratorId,
      quote: { ...quote, ...(fundingCall && { fundingCall }) } satisfies StoredQuote,
      state: 'quoted',
      history,
      createdAt: now,
      updatedAt: now,
      expiresAt: Date.parse(quote.expiresAt),
    });
    return quote;
  };
}

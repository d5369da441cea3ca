// POST /v1/quotes (docs/interface-decisions.md#quotes): price one exact transfer, hand out the
// TransferAuthorization to sign, and store the quote as a new order in state "quoted".
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context';
import { svcOrders } from '../../db/schema';
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

const tuple = <T extends unknown[]>(...items: T): T => items;

type Body = Parameters<Handlers['createQuote']>[0]['body'];

/** The priced transfer: a bridge of one asset, or a swap plan around the bridge. */
function priceTransfer(body: Body, now: number) {
  if (isSwapRequest(body)) {
    const s = priceSwap(body, body.slippage, new Date(now));
    const { plan } = s;
    return {
      input: plan.input,
      output: plan.output,
      inputAmount: plan.inputAmount,
      outputAmount: plan.expectedOutputAmount,
      lines: s,
      fillTimeSec: expectedFillTimeSec(plan.bridge),
      swap: {
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

function buildQuote(body: Body, now: number, fillDeadlineMs: number) {
  const priced = priceTransfer(body, now);
  const { input, output, lines } = priced;
  const depositor = evmField('depositor', body.depositor);
  const recipient = body.recipient ? evmField('recipient', body.recipient) : depositor;
  const refundAddress = body.refundAddress
    ? evmField('refundAddress', body.refundAddress)
    : depositor;
  const p = { inputAmount: priced.inputAmount, outputAmount: priced.outputAmount };
  const quoteId = newTxnRef();
  // ...and never later than halfway to the fill deadline, so an accepted deposit has time to
  // fill even when SERVICE_CLOCK_SPEED shrinks the simulated deadline.
  const expiresAt = Math.min(now + QUOTE_TTL_MS, now + Math.floor((fillDeadlineMs - now) / 2));
  const typedData = transferAuthorization({
    orderId: quoteId,
    originChainId: input.chainId,
    depositor,
    inputToken: input.address,
    inputAmount: p.inputAmount,
    destinationChainId: output.chainId,
    outputToken: output.address,
    outputAmount: p.outputAmount,
    recipient,
    refundAddress,
    fillDeadline: Math.floor(fillDeadlineMs / 1000),
    nonce: randomBytes(8).readBigUInt64BE(),
  });
  return {
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
    nextActions: tuple(
      { kind: 'sign_typed_data' as const, id: 'funding', chainId: input.chainId, typedData },
      {
        kind: 'submit_execution' as const,
        method: 'POST' as const,
        path: `/v1/quotes/${quoteId}/executions`,
      },
    ),
  };
}

/** The quote as stored in svc_orders.quote: exactly what the caller received. */
export type StoredQuote = ReturnType<typeof buildQuote>;

export const fundingTypedData = (q: StoredQuote) => q.nextActions[0].typedData;

export function createQuoteHandler(ctx: ServiceContext): Handlers['createQuote'] {
  return async ({ body, caller }) => {
    const now = ctx.clock.now();
    const quote = buildQuote(body, now, ctx.clock.after(timing.fillDeadline));
    const history: HistoryEntry[] = [{ state: 'quoted', at: quote.createdAt, reason: null }];
    await ctx.db.insert(svcOrders).values({
      orderId: quote.quoteId,
      integratorId: caller.integratorId,
      quote,
      state: 'quoted',
      history,
      createdAt: now,
      updatedAt: now,
      expiresAt: Date.parse(quote.expiresAt),
    });
    return quote;
  };
}

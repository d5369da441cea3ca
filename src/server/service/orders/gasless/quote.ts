// GET /swap/gasless (docs/interface-decisions.md#gasless-deposits): the swap-approval quote, with
// typed data to sign instead of a transaction to send, and the depositId the deposit will carry
// once the service sends it.
import { getChain } from '../../../../contract/chains';
import { svcGaslessQuotes } from '../../../db/schema';
import { buildSwapApproval, quoteSwap } from '../../catalogue/swap-approval';
import type { ServiceContext } from '../../context';
import { nextDepositId } from '../../deposits/store';
import { Failure } from '../../../../contract/failure';
import type { Handlers } from '../../http/router';
import { spokePoolAddress } from '../../world/spokes';
import { gaslessId, withDigests, type StoredGasless } from './store';
import { hyperCoreSteps, receiveWithAuthorization, type SigningStep } from './typed-data';

/** The most the service may charge through the HyperCore builder approval. */
const MAX_BUILDER_FEE = '0.1%';

type Query = Parameters<Handlers['getGaslessQuote']>[0]['query'];

export function gaslessQuoteHandler(ctx: ServiceContext): Handlers['getGaslessQuote'] {
  return async ({ query, caller }) => {
    const s = quoteSwap(ctx, query);
    const special = getChain(s.input.chainId)?.kind === 'special-ledger';
    // ERC-3009 authorizations exist on USDC, not on native assets or other tokens.
    if (!special && (s.input.family !== 'USDC' || s.input.native)) {
      throw new Failure(
        400,
        'INVALID_PARAM',
        `Gasless deposits need a token that supports transfer authorizations (USDC); ${s.input.symbol} does not`,
        'inputToken',
      );
    }
    const window = authWindow(query, s.quoteExpiryTimestamp, ctx.clock.now());
    const approval = await buildSwapApproval(ctx, query);
    const depositId = await nextDepositId(ctx.db, s.input.chainId);
    const now = ctx.clock.now();
    let steps: SigningStep[] = [];
    // Two identical HyperCore quotes in one millisecond would sign the same payloads: the
    // next nonce is taken instead (EVM nonces are random and never collide).
    for (let attempt = 0; steps.length === 0; attempt++) {
      if (attempt === 5) throw new Error('Could not allocate a unique gasless nonce');
      const candidate = signingSteps(s, special, now + 2 * attempt, window);
      const signing = withDigests(candidate);
      const stored: StoredGasless = { facts: factsOf(s, query), signing };
      const inserted = await ctx.db
        .insert(svcGaslessQuotes)
        .values({
          id: gaslessId(signing.map((x) => x.digest)),
          integratorId: caller.integratorId,
          depositId,
          originChainId: s.input.chainId,
          quote: stored,
          expiresAt: s.quoteExpiryTimestamp * 1000,
          createdAt: now,
        })
        .onConflictDoNothing({ target: svcGaslessQuotes.id })
        .returning({ id: svcGaslessQuotes.id });
      if (inserted.length > 0) steps = candidate;
    }
    // Nothing to approve: the authorization moves the tokens.
    const { approvalTxns: _approvals, swapTx: _swapTx, ...rest } = approval;
    const first = steps[0]!;
    return {
      ...rest,
      swapTx: special
        ? null
        : {
            ecosystem: 'evm-gasless',
            chainId: s.input.chainId,
            to: s.spokePool,
            typedData: first.typedData,
          },
      ...(special ? { swapTxns: steps.map((x) => ({ ...x, ecosystem: 'hypercore' })) } : {}),
      depositId,
    };
  };
}

type Swap = ReturnType<typeof quoteSwap>;

/**
 * The ERC-3009 validity window: authStart must be 0 or in the future, authDeadline in the
 * future; without them the authorization is valid at once and until the quote expires.
 */
function authWindow(q: Query, quoteExpiry: number, nowMs: number) {
  const now = Math.floor(nowMs / 1000);
  if (q.authStart !== undefined && q.authStart !== 0 && q.authStart <= now) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      'authStart must be 0 or a UNIX timestamp (seconds) in the future',
      'authStart',
    );
  }
  if (q.authDeadline !== undefined && q.authDeadline <= now) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      'authDeadline must be a UNIX timestamp (seconds) in the future',
      'authDeadline',
    );
  }
  const validAfter = q.authStart ?? 0;
  const validBefore = q.authDeadline ?? quoteExpiry;
  if (validBefore <= validAfter) {
    throw new Failure(
      400,
      'INVALID_PARAM',
      'authDeadline must come after authStart',
      'authDeadline',
    );
  }
  return { validAfter, validBefore };
}

function signingSteps(
  s: Swap,
  special: boolean,
  nonce: number,
  window: { validAfter: number; validBefore: number },
): SigningStep[] {
  const amount = s.plan.inputAmount;
  if (special) {
    const bridge = spokePoolAddress(s.input.chainId);
    return hyperCoreSteps({
      token: s.input,
      amount,
      bridge,
      builder: bridge,
      maxFeeRate: MAX_BUILDER_FEE,
      nonce,
    });
  }
  const typedData = receiveWithAuthorization({
    token: s.input,
    from: s.depositor,
    to: s.spokePool,
    value: amount,
    ...window,
  });
  return [{ stepId: 'swapTx', typedData }];
}

function factsOf(s: Swap, q: Query): StoredGasless['facts'] {
  return {
    depositor: s.depositor,
    recipient: s.depositRecipient,
    refundAddress: q.refundAddress ?? s.depositor,
    input: { chainId: s.input.chainId, address: s.input.address },
    output: { chainId: s.output.chainId, address: s.output.address },
    inputAmount: s.plan.inputAmount.toString(),
    // A destination swap delivers the output token: the fill is recorded in it.
    outputAmount: s.plan.expectedOutputAmount.toString(),
    feeAmount: s.plan.bridge.total.amount.toString(),
    message: s.message,
    quoteTimestamp: s.quoteTimestamp * 1000,
    fillDeadline: s.fillDeadline * 1000,
    fillTimeSec: s.plan.bridge.fillTimeSec,
  };
}

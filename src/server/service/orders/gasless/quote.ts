// GET /swap/gasless (docs/interface-decisions.md#gasless-deposits): the swap-approval quote, with
// typed data to sign instead of a transaction to send, and the depositId the deposit will carry
// once the service sends it. On EVM routes the typed data authorizes the spoke pool periphery, and
// the id is the one the spoke pool will give the periphery's deposit (periphery.ts).
import { randomBytes } from 'node:crypto';
import type { Hex } from 'viem';
import { getChain } from '../../../../contract/chains';
import { svcGaslessQuotes } from '../../../db/service/schema';
import { checkChainsUp } from '../../catalogue/chain-availability';
import { poolBook } from '../../catalogue/chain-pools';
import { buildSwapApproval, quoteSwap } from '../../catalogue/swap-approval';
import { placedToken } from '../../chains/balances';
import type { ServiceContext } from '../../context';
import { nextDepositId } from '../../deposits/store';
import { Failure } from '../../../../contract/failure';
import type { Handlers } from '../../http/router';
import { peripheryAddress, spokePoolAddress } from '../../world/spokes';
import type { WorldToken } from '../../world/tokens';
import { gaslessChain } from './land-on-chain';
import { authorizedValue, bridgeWitness, depositData, gaslessDepositId } from './periphery';
import { gaslessId, withDigests, type StoredGasless } from './store';
import { hyperCoreSteps, receiveWithAuthorization, type SigningStep } from './typed-data';

/** The most the service may charge through the HyperCore builder approval. */
const MAX_BUILDER_FEE = '0.1%';

type Query = Parameters<Handlers['getGaslessQuote']>[0]['query'];

/** ERC-3009 exists on Circle's USDC: not on native assets, other tokens or Binance-peg USDC. */
const hasAuthorizations = (t: WorldToken) =>
  !t.native && t.family === 'USDC' && placedToken(t.chainId, t.address)?.kind === 'usdc';

/** What one attempt at a quote signs, and the deposit it promises. */
interface Signing {
  steps: SigningStep[];
  depositId: string;
  deposit?: StoredGasless['deposit'];
}

export function gaslessQuoteHandler(ctx: ServiceContext): Handlers['getGaslessQuote'] {
  return async ({ query, caller }) => {
    // Priced against the pairs' reserves now, once for the quote and its approval checks.
    checkChainsUp(ctx.chains, query, 'legacy');
    const book = ctx.chains
      ? await poolBook(ctx, [query.originChainId, query.destinationChainId])
      : undefined;
    const s = quoteSwap(ctx, query, { book });
    const special = getChain(s.input.chainId)?.kind === 'special-ledger';
    if (!special && !hasAuthorizations(s.input)) {
      throw new Failure(
        400,
        'INVALID_PARAM',
        `Gasless deposits need a token that supports transfer authorizations (USDC); ${s.input.symbol} does not`,
        'inputToken',
      );
    }
    const window = authWindow(query, s.quoteExpiryTimestamp, ctx.clock.now());
    // A deposit that will be a sandbox chain's transaction reports that chain's balance.
    const onChain = !special && gaslessChain(ctx, s.input.chainId, s.message) !== undefined;
    const approval = await buildSwapApproval(ctx, query, { onChain, book });
    const reserved = special ? await nextDepositId(ctx.db, s.input.chainId) : undefined;
    const now = ctx.clock.now();
    let signing: Signing | undefined;
    // Two identical HyperCore quotes in one millisecond would sign the same payloads: the
    // next nonce is taken instead (EVM nonces are random and never collide).
    for (let attempt = 0; !signing; attempt++) {
      if (attempt === 5) throw new Error('Could not allocate a unique gasless nonce');
      const candidate: Signing = reserved
        ? { steps: hyperCoreSigning(s, now + 2 * attempt), depositId: reserved }
        : evmSigning(s, query, window);
      const signed = withDigests(candidate.steps);
      const stored: StoredGasless = {
        facts: factsOf(s, query),
        signing: signed,
        ...(candidate.deposit && { deposit: candidate.deposit }),
      };
      const inserted = await ctx.db
        .insert(svcGaslessQuotes)
        .values({
          id: gaslessId(signed.map((x) => x.digest)),
          integratorId: caller.integratorId,
          depositId: candidate.depositId,
          originChainId: s.input.chainId,
          quote: stored,
          expiresAt: s.quoteExpiryTimestamp * 1000,
          createdAt: now,
        })
        .onConflictDoNothing({ target: svcGaslessQuotes.id })
        .returning({ id: svcGaslessQuotes.id });
      if (inserted.length > 0) signing = candidate;
    }
    // Nothing to approve: the authorization moves the tokens.
    const { approvalTxns: _approvals, swapTx: _swapTx, ...rest } = approval;
    const first = signing.steps[0]!;
    return {
      ...rest,
      swapTx: special
        ? null
        : {
            ecosystem: 'evm-gasless',
            chainId: s.input.chainId,
            to: peripheryAddress(s.input.chainId),
            typedData: first.typedData,
          },
      ...(special
        ? { swapTxns: signing.steps.map((x) => ({ ...x, ecosystem: 'hypercore' })) }
        : {}),
      depositId: signing.depositId,
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

function hyperCoreSigning(s: Swap, nonce: number): SigningStep[] {
  const bridge = spokePoolAddress(s.input.chainId);
  return hyperCoreSteps({
    token: s.input,
    amount: s.plan.inputAmount,
    bridge,
    builder: bridge,
    maxFeeRate: MAX_BUILDER_FEE,
    nonce,
  });
}

/** The periphery deposit, the authorization whose nonce is its witness, and its id. */
function evmSigning(
  s: Swap,
  q: Query,
  window: { validAfter: number; validBefore: number },
): Signing {
  const { plan } = s;
  const deposit = depositData({
    inputToken: plan.bridgeIn.address,
    outputToken: plan.bridgeOut.address,
    inputAmount: plan.bridge.inputAmount,
    outputAmount: plan.bridge.outputAmount,
    // Refunds go to the deposit's depositor, as in the swap API's own deposit.
    depositor: (q.refundAddress ?? s.depositor) as Hex,
    recipient: s.depositRecipient,
    destinationChainId: plan.bridgeOut.chainId,
    quoteTimestamp: s.quoteTimestamp,
    fillDeadline: s.fillDeadline,
    message: s.message,
    spokePool: s.spokePool,
    nonce: BigInt(`0x${randomBytes(32).toString('hex')}`),
  });
  const periphery = peripheryAddress(s.input.chainId);
  const typedData = receiveWithAuthorization({
    token: s.input,
    from: s.depositor,
    to: periphery,
    value: authorizedValue(deposit),
    ...window,
    nonce: bridgeWitness(deposit),
  });
  const depositId = gaslessDepositId({ periphery, signer: s.depositor, deposit });
  return { steps: [{ stepId: 'swapTx', typedData }], depositId: depositId.toString(), deposit };
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

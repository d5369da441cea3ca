// The sandbox cannot drift from the real service unnoticed: for each payload of the corpus
// (src/contract/testing/real-payloads/), the embedded service answers a comparable request, and
// every key path the real answer has, the embedded one has too; where the real one sends null,
// the embedded one sends the key (null or a value), not nothing. Each difference kept on purpose
// is listed below with its reason; a new one, or a listed one that has gone, fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapApprovalResponseSchema } from '@across-protocol/app-sdk/dist/api/swap-approval.js';
import { realPayloads, type RealPayload } from '../../../contract/testing/real-payloads';
import { keyPaths } from '../../../contract/testing/schema-paths';
import { swapApprovalQueryFixture } from '../../../contract/testing/swap-approval';
import { suggestedFeesQueryFixture } from '../../../contract/testing/fees-limits';
import { USDC, WETH, ZERO_ADDRESS } from '../../../contract/testing/values';
import type { Db } from '../../db/open';
import { fillDeposit } from '../deposits/lifecycle';
import { insertDeposit } from '../deposits/store';
import { startTestService, type TestService } from '../testing/harness';
import { findToken } from '../world/tokens';
import { INTEGRATOR, usdcArbToBase } from './testing/catalogue-helpers';

let t: TestService;
let db: Db;
beforeAll(async () => {
  t = await startTestService();
  db = t.service.ctx.db;
});
afterAll(() => t.close());

const DAI_ARB = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1';
const DAI_BASE = '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb';

async function get(path: string, query: Record<string, string>): Promise<unknown> {
  const res = await t.fetch(
    `/api${path}?${new URLSearchParams({ integratorId: INTEGRATOR, ...query })}`,
  );
  expect(res.status, path).toBe(200);
  return res.json();
}

/** A deposit of 5 USDC Arbitrum → Base, filled, as the indexer lists it. */
async function filledDeposit() {
  const now = t.clock.now();
  const d = await insertDeposit(db, {
    input: findToken(42161, USDC.arbitrum)!,
    output: findToken(8453, USDC.base)!,
    inputAmount: 5_000_000n,
    outputAmount: 4_990_000n,
    feeAmount: 10_000n,
    depositor: swapApprovalQueryFixture.depositor,
    recipient: swapApprovalQueryFixture.depositor,
    refundAddress: null,
    quoteTimestamp: now,
    fillDeadline: now + 4 * 3600_000,
    at: now,
    visibleAt: now,
  });
  await fillDeposit(db, d.row, { at: now });
  return d;
}

const { timestamp: _timestamp, ...feesQuery } = suggestedFeesQueryFixture;
const swapQuery = swapApprovalQueryFixture as unknown as Record<string, string>;
/** The embedded request comparable to each corpus file (same row, same kind of route). */
const requests: Record<string, () => Promise<unknown>> = {
  'available-routes/oas-example': () => get('/available-routes', {}),
  'available-routes/toolkit-usdc-mainnet-arbitrum': () => get('/available-routes', {}),
  'available-routes/toolkit-weth-mainnet-optimism': () => get('/available-routes', {}),
  'chains/toolkit-mainnet-chain-info': () => get('/chains', {}),
  'deposit-status/kalatori-filled': async () => {
    const d = await filledDeposit();
    return get('/deposit/status', { depositTxnRef: d.depositTxnRef });
  },
  'deposit-status/oas-example': async () => {
    const d = await filledDeposit();
    return get('/deposit/status', { depositTxnRef: d.depositTxnRef });
  },
  'deposits/oas-example': async () => {
    await filledDeposit();
    return get('/deposits', { depositor: swapApprovalQueryFixture.depositor, limit: '1' });
  },
  'limits/oas-example': () => get('/limits', usdcArbToBase as Record<string, string>),
  'suggested-fees/oas-example': () => get('/suggested-fees', feesQuery),
  'suggested-fees/toolkit-usdc-mainnet-arbitrum': () => get('/suggested-fees', feesQuery),
  // Native ETH in: no approval needed, the case the real service answers with approvalTxns: null.
  'swap-approval/approval-txns-null-2026': () =>
    get('/swap/approval', {
      ...swapQuery,
      inputToken: ZERO_ADDRESS,
      outputToken: WETH.base,
      amount: '10000000000000000',
    }),
  'swap-approval/kalatori-origin-swap': () =>
    get('/swap/approval', { ...swapQuery, inputToken: DAI_ARB, amount: '25000000000000000000' }),
  'swap-approval/oas-example': () => get('/swap/approval', { ...swapQuery, outputToken: DAI_BASE }),
  'swap-chains/oas-example': () => get('/swap/chains', {}),
  'swap-sources/oas-example': () => get('/swap/sources', {}),
  'swap-tokens/oas-example': () => get('/swap/tokens', {}),
};

type Kind = 'missing' | 'absent-not-null';
/**
 * Differences kept on purpose: file → path → [kind, reason]. A path's children are not listed
 * (a missing object is one difference).
 */
const GAS_PRICES =
  "the sandbox leaves fee prices to the wallet: a price it made up could be under a sandbox chain's base fee, and the official client sends the one it is given";
const OLD_FEES = 'older documented shape: the live source sends fee lines under fees.total.details';
const OLD_STEP = "older documented shape of the bridge leg's fees, {pct, total} per line";
const listed: Record<string, Record<string, [Kind, string]>> = {
  'swap-approval/approval-txns-null-2026': {
    approvalTxns: [
      'absent-not-null',
      'the pinned official client (@across-protocol/app-sdk 0.4.4) refuses null there (checked below)',
    ],
    'swapTx.maxFeePerGas': ['missing', GAS_PRICES],
    'swapTx.maxPriorityFeePerGas': ['missing', GAS_PRICES],
  },
  'swap-approval/kalatori-origin-swap': {
    'swapTx.maxFeePerGas': ['missing', GAS_PRICES],
    'swapTx.maxPriorityFeePerGas': ['missing', GAS_PRICES],
    'x-gitbook-description-html': [
      'missing',
      'a key of the documentation page the integration copied, not a field the service sends',
    ],
  },
  'swap-approval/oas-example': {
    'fees.app': ['missing', OLD_FEES],
    'fees.destinationGas': ['missing', OLD_FEES],
    'fees.lpFee': ['missing', OLD_FEES],
    'fees.relayerCapital': ['missing', OLD_FEES],
    'fees.relayerTotal': ['missing', OLD_FEES],
    'steps.bridge.fees.lp.total': ['missing', OLD_STEP],
    'steps.bridge.fees.relayerCapital.total': ['missing', OLD_STEP],
    'steps.bridge.fees.relayerGas': ['missing', OLD_STEP],
    'steps.bridge.fees.totalRelay': ['missing', OLD_STEP],
    'swapTx.maxFeePerGas': ['missing', GAS_PRICES],
    'swapTx.maxPriorityFeePerGas': ['missing', GAS_PRICES],
  },
};

/** Where the embedded answer lacks what the real one has (top-most paths only). */
function differences(real: unknown, embedded: unknown): Record<string, Kind> {
  const want = keyPaths(real);
  const have = keyPaths(embedded);
  const out: Record<string, Kind> = {};
  const under = (p: string) =>
    Object.keys(out).some((q) => p.startsWith(`${q}.`) || p.startsWith(`${q}[`));
  for (const [path, seen] of [...want].sort(([a], [b]) => a.localeCompare(b))) {
    if (under(path)) continue;
    const got = have.get(path);
    if (!got) out[path] = seen.value ? 'missing' : 'absent-not-null';
  }
  return out;
}

const corpus = realPayloads();

describe('every corpus file has an embedded request to compare with', () => {
  it('and no request is left without a file', () => {
    expect(Object.keys(requests).sort()).toEqual(corpus.map((p) => p.file).sort());
  });
});

describe.each(corpus.map((p) => [p.file, p] as const))('%s', (file, p: RealPayload) => {
  it('is matched by the embedded answer in key paths and nulls, but for the listed differences', async () => {
    const embedded = await requests[file]!();
    const found = differences(p.payload, embedded);
    const expected = Object.fromEntries(
      Object.entries(listed[file] ?? {}).map(([path, [kind]]) => [path, kind]),
    );
    expect(found).toEqual(expected);
  });
});

describe('approvalTxns when the allowance suffices', () => {
  it('is left out by the embedded service: the pinned official client refuses null there', async () => {
    const answer = (await requests['swap-approval/approval-txns-null-2026']!()) as Record<
      string,
      unknown
    >;
    expect(answer).not.toHaveProperty('approvalTxns');
    // @across-protocol/app-sdk 0.4.4 (getSwapQuote) parses with `z.array(…).optional()`.
    expect(swapApprovalResponseSchema.safeParse(answer).success).toBe(true);
    expect(swapApprovalResponseSchema.safeParse({ ...answer, approvalTxns: null }).success).toBe(
      false,
    );
  });
});

// Shared setup of the execution tests: a BFF whose upstream is a scripted service with short
// budgets, and helpers that quote, accept and submit as the browser would.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { quoteFixture, quoteRequestFixture } from '../../../../contract/testing/v1-quotes';
import { SIGNATURE, SIGNATURE_2 } from '../../../../contract/testing/values';
import { transferFixture } from '../../../../contract/testing/v1-transfers';
import type { ManualClock } from '../../../clock';
import {
  expectKeyNeverLeaked,
  postJson,
  swapUpstream,
  type Swapped,
} from '../../proxy/testing/proxy-calls';
import { startTestBff, type TestBff } from '../../../testing/bff-harness';
import {
  respond,
  startScriptedUpstream,
  type ScriptedUpstream,
} from '../../upstream/testing/scripted-upstream';

export const BUDGET = 600;
export const HOUR = 3_600_000;
export const body = { authorization: { signatures: { funding: SIGNATURE } } };
export const otherBody = { authorization: { signatures: { funding: SIGNATURE_2 } } };
export const newOrderId = () => `0x${randomBytes(32).toString('hex')}`;
export const execPath = (id: string) => `/v1/quotes/${id}/executions`;
const iso = (ms: number) => new Date(ms).toISOString();

export interface ExecutionsHarness {
  t: TestBff;
  up: ScriptedUpstream;
  clock: ManualClock;
  exec(id: string, b?: unknown, key?: string): ReturnType<typeof postJson>;
  /** A quote for `orderId` passes through the BFF (which records its expiry: now + 15 min). */
  quote(orderId: string): Promise<void>;
  accepted(orderId: string): ReturnType<typeof respond>;
  transferIn(orderId: string, state: string): ReturnType<typeof respond>;
}

/** Call at the top of a test file: installs the hooks, returns the harness (fields set in beforeAll). */
export function setupScriptedExecutions(budgetMs = BUDGET): ExecutionsHarness {
  let swap: Swapped;
  const h = {} as ExecutionsHarness;
  beforeAll(async () => {
    h.t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
    h.clock = h.t.service.clock;
    h.up = await startScriptedUpstream();
  });
  beforeEach(() => {
    swap = swapUpstream(h.t, h.up.base, {
      timeoutMs: { createExecution: budgetMs, getTransfer: budgetMs } as never,
    });
  });
  afterEach(async () => {
    await swap.restore();
    h.up.reset();
  });
  afterAll(async () => {
    expectKeyNeverLeaked(h.t);
    await h.up.close();
    await h.t.close();
  });
  h.exec = (id, b = body, key) =>
    postJson(h.t, `/api${execPath(id)}`, b, key === undefined ? {} : { 'idempotency-key': key });
  h.quote = async (orderId) => {
    const now = h.clock.now();
    const q = {
      ...quoteFixture,
      quoteId: orderId,
      createdAt: iso(now),
      expiresAt: iso(now + 15 * 60_000),
    };
    h.up.on('POST', '/v1/quotes', respond(201, q));
    expect((await postJson(h.t, '/api/v1/quotes', quoteRequestFixture)).status).toBe(201);
  };
  h.accepted = (orderId) =>
    respond(202, { orderId, state: 'submitted', acceptedAt: iso(h.clock.now()) });
  h.transferIn = (orderId, state) =>
    respond(200, {
      ...transferFixture,
      orderId,
      status: { ...transferFixture.status, state, isTerminal: false, finalized: false },
      history: [{ state: 'submitted', at: '2026-11-21T12:00:01.000Z', reason: null }],
    });
  return h;
}

// The dashboard's writes, run as a component runs them (useMutation's observer): each one leaves
// the reads it changed stale, written where the read is defined, so no component has to know.
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../contract/schemas/ferry-auth';
import type { WebhookEventViewWire } from '../contract/schemas/ferry-integrator';
import {
  depositAddressRecordFixture,
  depositAddressRequestFixture,
} from '../contract/testing/deposit-addresses';
import { createWebhookSubscriptionFixture } from '../contract/testing/webhooks';
import {
  createDepositAddressMutationOptions,
  invalidateAddressActivity,
  labelDepositAddressMutationOptions,
  sendTestDepositMutationOptions,
} from './integrator-deposit-addresses';
import {
  createSubscriptionMutationOptions,
  deleteSubscriptionMutationOptions,
  sendTestEventMutationOptions,
} from './integrator-webhooks';
import { integratorKeys, overviewKeys, sessionKeys } from './keys';
import { signInMutationOptions, signOutMutationOptions } from './session';

type Reply = { status: number; body?: unknown };
let replies: Record<string, Reply>;
let calls: string[];

beforeEach(() => {
  calls = [];
  replies = {};
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${new URL(input, 'http://ferry.test').pathname}`;
    calls.push(call);
    const a = replies[call] ?? { status: 404, body: { error: 'NotFound', message: call } };
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A client holding a read of each key, so what a write leaves stale can be seen. */
function clientWith(...keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
}
const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

const ID = 'da_01JAZ7Q4M2V6K8N0P3R5T7W9Y1';
const ADDRESS = '0x7A61c9a6a4e5d10d1c3b0f2e8e0c7b6a5d4c3b2a';
const view = (label: string | null) => ({
  id: ID,
  address: ADDRESS,
  addresses: [ADDRESS],
  destination: {
    chainId: 8453,
    token: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    symbol: 'USDC',
  },
  recipient: '0x1111111111111111111111111111111111111111',
  refundAddresses: [],
  createdBy: null,
  label,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
  record: depositAddressRecordFixture,
});
const session: SessionResponse = {
  signedIn: true,
  address: '0x9f2C4b1e8A7d6C5b4A3f2E1d0C9b8A7f6E5d5d4C',
  chainId: 8453,
  expiresAt: '2026-11-24T09:00:00.000Z',
  isAdmin: true,
  adminRule: 'allowlist',
  dashboardLocked: false,
  lockedReason: null,
  sandbox: true,
};
const list = integratorKeys.depositAddressList('', undefined);
const events = integratorKeys.eventList({ limit: 50 });
const subscriptions = integratorKeys.subscriptions();

describe('deposit-address writes', () => {
  it('a label is the address read at once, and the lists read again', async () => {
    replies[`POST /api/ferry/deposit-addresses/${ID}/label`] = { status: 200, body: view('Shop') };
    const client = clientWith(list, integratorKeys.depositAddress(ID), events);
    await new MutationObserver(client, labelDepositAddressMutationOptions(ID)).mutate('Shop');
    expect(client.getQueryData(integratorKeys.depositAddress(ID))).toMatchObject({
      label: 'Shop',
    });
    expect(stale(client, list)).toBe(true);
    expect(stale(client, events)).toBe(false);
  });

  it('a new address (labelled once it has an id) makes the lists read again', async () => {
    replies['POST /api/deposit-addresses'] = { status: 200, body: depositAddressRecordFixture };
    replies[`POST /api/ferry/deposit-addresses/${ID}/label`] = { status: 200, body: view('Till') };
    const client = clientWith(list);
    const create = new MutationObserver(client, createDepositAddressMutationOptions());
    const record = await create.mutate({
      request: depositAddressRequestFixture,
      label: 'Till',
    });
    expect(record.id).toBe(ID);
    expect(calls).toEqual([
      'POST /api/deposit-addresses',
      `POST /api/ferry/deposit-addresses/${ID}/label`,
    ]);
    expect(stale(client, list)).toBe(true);
  });

  it("a test deposit makes that address's deposits read again, whatever the case", async () => {
    replies['POST /api/ferry/sandbox/deposits'] = {
      status: 202,
      body: {
        depositAddressId: ID,
        originChainId: 42161,
        inputToken: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
        amount: '1000000',
        depositTxnRef: `0x${'ab'.repeat(32)}`,
        status: 'pending',
      },
    };
    const mine = integratorKeys.addressDeposits(ADDRESS);
    const other = integratorKeys.addressDeposits('0x2222222222222222222222222222222222222222');
    const client = clientWith(mine, other);
    await new MutationObserver(client, sendTestDepositMutationOptions()).mutate({
      depositAddress: ADDRESS.toLowerCase(),
      originChainId: 42161,
      inputToken: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      amount: '1000000',
    });
    expect(stale(client, mine)).toBe(true);
    expect(stale(client, other)).toBe(false);
  });
});

describe('webhook writes', () => {
  it('a new subscription re-reads the list and keeps the receiver URL (one per event set)', async () => {
    replies['POST /api/v1/webhooks/subscriptions'] = {
      status: 201,
      body: createWebhookSubscriptionFixture,
    };
    const client = clientWith(integratorKeys.receiverUrl(), subscriptions);
    await new MutationObserver(client, createSubscriptionMutationOptions()).mutate({
      url: 'https://example.com/hooks',
      filter: { eventTypes: ['pda_transfer.filled'] },
    });
    expect(client.getQueryState(integratorKeys.receiverUrl())).toBeDefined();
    expect(stale(client, subscriptions)).toBe(true);
  });

  it('a delete that failed (gone already) still re-reads the list', async () => {
    const client = clientWith(subscriptions);
    const remove = new MutationObserver(client, deleteSubscriptionMutationOptions());
    await expect(remove.mutate('whsub_gone')).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual(['DELETE /api/v1/webhooks/subscriptions/whsub_gone']);
    expect(stale(client, subscriptions)).toBe(true);
  });

  it('a test event re-reads the inbox it was delivered to', async () => {
    replies['POST /api/ferry/webhooks/subscriptions/whsub_1/test'] = {
      status: 200,
      body: {
        webhookId: 'msg_test_1',
        url: 'https://example.com/hooks',
        status: 204,
        ok: true,
        latencyMs: 12,
        error: null,
      },
    };
    const client = clientWith(events, subscriptions);
    await new MutationObserver(client, sendTestEventMutationOptions()).mutate('whsub_1');
    expect(stale(client, events)).toBe(true);
    expect(stale(client, subscriptions)).toBe(false);
  });
});

describe('sign-in and sign-out', () => {
  it('signing in stores the session and re-reads what the last session loaded', async () => {
    replies['POST /api/ferry/auth/verify'] = { status: 200, body: session };
    const client = clientWith(list, overviewKeys.all);
    const sign = vi.fn(async () => `0x${'11'.repeat(65)}`);
    await new MutationObserver(client, signInMutationOptions(sign)).mutate({
      message: 'ferry.test wants you to sign in',
      address: session.address as `0x${string}`,
    });
    expect(sign).toHaveBeenCalledWith({
      message: 'ferry.test wants you to sign in',
      address: session.address,
    });
    expect(client.getQueryData(sessionKeys.all)).toEqual(session);
    expect(stale(client, list)).toBe(true);
    expect(stale(client, overviewKeys.all)).toBe(true);
  });

  it('signing out drops the dashboard reads and re-reads the session, even when it failed', async () => {
    replies['POST /api/ferry/auth/logout'] = { status: 503, body: { error: 'X', message: 'down' } };
    const client = clientWith(list, events, sessionKeys.all);
    const out = new MutationObserver(client, signOutMutationOptions());
    await expect(out.mutate()).rejects.toMatchObject({ status: 503 });
    expect(client.getQueryState(list)).toBeUndefined();
    expect(client.getQueryState(events)).toBeUndefined();
    expect(stale(client, sessionKeys.all)).toBe(true);
  });
});

describe('events about an address', () => {
  const event = (payload: unknown): WebhookEventViewWire => ({
    id: '7',
    webhookId: 'msg_1',
    eventId: 'evt_1',
    type: 'pda_transfer.filled',
    subscriptionId: 'whsub_1',
    depositAddress: ADDRESS,
    status: 'filled',
    eventCreatedAt: null,
    receivedAt: '2026-11-23T09:00:00.000Z',
    payload,
  });
  const deposits = integratorKeys.addressDeposits(ADDRESS);
  const sweep = integratorKeys.sweepDeposits(`0x${'cd'.repeat(32)}`);

  it("re-read the address's deposits, and those of the sweep the payload names", () => {
    const client = clientWith(deposits, sweep);
    invalidateAddressActivity(
      client,
      ADDRESS,
      event({ data: { sweepTxnRef: `0x${'CD'.repeat(32)}` } }),
    );
    expect(stale(client, deposits)).toBe(true);
    expect(stale(client, sweep)).toBe(true);
  });

  it.each(
    [null, 'text', ['list'], { data: null }, { data: { sweepTxnRef: 5 } }, { data: 'x' }].map(
      (payload) => ({ payload }),
    ),
  )('a payload of another shape ($payload) names no sweep', ({ payload }) => {
    const client = clientWith(deposits, sweep);
    invalidateAddressActivity(client, ADDRESS, event(payload));
    expect(stale(client, deposits)).toBe(true);
    expect(stale(client, sweep)).toBe(false);
  });
});

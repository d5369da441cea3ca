import { afterEach, describe, expect, it, vi } from 'vitest';
import { quotedTransferFixture, transferFixture } from '../contract/testing/v1-transfers';
import { ServiceError } from '../contract/errors';
import { fetchTransfer, isOrderId, snapshotOf, transferQueryOptions } from './transfers';
import { fetchTrackedDeposit, isDepositRef, trackedDepositQueryOptions } from './tracked-deposit';
import { depositResponseFixture } from '../contract/testing/deposits';
import { depositResponse } from '../contract/schemas/deposit';
import { transferResponse } from '../contract/schemas/v1-transfers';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function stubFetch(res: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => res);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const orderId = transferFixture.orderId;

describe('fetchTransfer', () => {
  it('reads a transfer through the BFF, typed by the endpoint table', async () => {
    const fetch = stubFetch(json(200, transferFixture));
    const snap = await fetchTransfer(orderId);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/v1/transfers/${orderId}`);
    expect(snap).toMatchObject({ orderId, state: 'filled' });
    expect(snap.transfer?.fill?.txnRef).toBe(transferFixture.fill.txnRef);
  });

  it('reads the BFF\'s transfer-shaped "indexing" response as indexing, not unknown', async () => {
    const body = {
      ...quotedTransferFixture,
      status: { ...quotedTransferFixture.status, state: 'indexing' },
      indexing: true,
    };
    stubFetch(json(200, body));
    expect((await fetchTransfer(orderId)).state).toBe('indexing');
  });

  it('reads a 404 TRANSFER_INDEXING as indexing without a transfer', async () => {
    stubFetch(
      json(
        404,
        {
          error: {
            type: 'not_found_error',
            code: 'TRANSFER_INDEXING',
            message: 'soon',
            requestId: 'r1',
          },
        },
        { 'retry-after': '5' },
      ),
    );
    expect(await fetchTransfer(orderId)).toEqual({ orderId, state: 'indexing', transfer: null });
  });

  it('keeps a plain not-found a typed error', async () => {
    stubFetch(
      json(404, {
        error: {
          type: 'not_found_error',
          code: 'TRANSFER_NOT_FOUND',
          message: 'no',
          requestId: 'r2',
        },
      }),
    );
    const err = await fetchTransfer(orderId).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 404, code: 'TRANSFER_NOT_FOUND' });
  });

  it('maps an unknown state from the service to "unknown"', () => {
    const t = transferResponse.parse({
      ...transferFixture,
      status: { ...transferFixture.status, state: 'teleported' },
    });
    expect(snapshotOf(t).state).toBe('unknown');
  });

  it('only queries well-formed order ids', () => {
    expect(isOrderId(orderId)).toBe(true);
    expect(isOrderId('ord_01HZX3')).toBe(false);
    expect(transferQueryOptions('nope').enabled).toBe(false);
    expect(transferQueryOptions(orderId).queryKey).toEqual(['transfers', orderId]);
  });
});

describe('fetchTrackedDeposit', () => {
  it('looks a deposit up by id and origin chain', async () => {
    // What the BFF sends: the fixture as the row's schema reads it.
    const fetch = stubFetch(json(200, depositResponse.parse(depositResponseFixture)));
    const d = await fetchTrackedDeposit({ originChainId: 42161, depositId: '3912470' });
    const url = new URL(fetch.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/deposit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depositId: '3912470',
      originChainId: '42161',
    });
    expect(d.originChainId).toBe(42161);
  });

  it('accepts only complete refs', () => {
    expect(isDepositRef({ originChainId: 8453, depositId: '12' })).toBe(true);
    expect(isDepositRef({ originChainId: 8453 })).toBe(false);
    expect(isDepositRef({ originChainId: 0, depositId: '12' })).toBe(false);
    expect(isDepositRef({ originChainId: 8453, depositId: '1e3' })).toBe(false);
    expect(trackedDepositQueryOptions({ originChainId: 0, depositId: '' }).enabled).toBe(false);
  });
});

// Shared by the order, deposit and sandbox tests: accounts that sign, quote requests, the
// sandbox controls, and the raw answers the typed client would refuse.
import { privateKeyToAccount } from 'viem/accounts';
import type { z } from 'zod';
import { endpoints } from '../../../../contract/endpoints';
import { USDC } from '../../../../contract/testing/values';
import type { QuoteRequest, QuoteResponse } from '../../../../contract/schemas/v1-quotes';
import type { TestService } from '../../testing/harness';

export { USDC };
export const INTEGRATOR = '0xf00d';

/** Fixed test keys (never funded anywhere real). */
export const alice = privateKeyToAccount(`0x${'a1'.repeat(32)}`);
export const bob = privateKeyToAccount(`0x${'b0'.repeat(32)}`);
export const RECIPIENT = '0xE86cd45f5A5B268813183C57Cf67234D21C9f086';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** Arbitrum USDC → Base USDC, 25 USDC from alice. */
export const quoteRequest = (over: Partial<QuoteRequest> = {}): QuoteRequest => ({
  originChainId: 42161,
  destinationChainId: 8453,
  inputToken: USDC.arbitrum,
  outputToken: USDC.base,
  amount: '25000000',
  depositor: alice.address,
  recipient: RECIPIENT,
  ...over,
});

export const createQuote = (t: TestService, over: Partial<QuoteRequest> = {}) =>
  t.client().call(endpoints.createQuote, { body: quoteRequest(over) });

/** Sign the quote's funding typed data exactly as a wallet would. */
export async function signFunding(quote: QuoteResponse, signer = alice) {
  const action = quote.nextActions[0];
  if (action?.kind !== 'sign_typed_data') throw new Error('first action is not sign_typed_data');
  return signer.signTypedData(
    action.typedData as unknown as Parameters<typeof signer.signTypedData>[0],
  );
}

export async function execute(t: TestService, quote: QuoteResponse, signer = alice) {
  const funding = await signFunding(quote, signer);
  return t.client().call(endpoints.createExecution, {
    params: { orderId: quote.quoteId },
    body: { authorization: { signatures: { funding } } },
  });
}

export const getTransfer = (t: TestService, orderId: string) =>
  t.client().call(endpoints.getTransfer, { params: { orderId } });

/** Call a sandbox control over HTTP (mounted under /sandbox). */
export async function sandbox(
  t: TestService,
  path: string,
  body: unknown,
  key = 'sk_sandbox_full',
) {
  const res = await t.fetch(`/sandbox${path}`, {
    method: 'POST',
    key,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const setBalance = (
  t: TestService,
  chainId: number,
  token: string,
  address: string,
  amount: string,
) => sandbox(t, '/balances', { chainId, token, address, amount });
export const pauseFills = (t: TestService, paused: boolean) => sandbox(t, '/fills', { paused });

export { expectFailure } from '../../testing/expect-failure';

/** Raw JSON call, for bodies the typed client refuses to send and for envelope checks. */
export async function raw(
  t: TestService,
  path: string,
  init: RequestInit & { key?: string | null } = {},
) {
  const res = await t.fetch(path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export type Quote = z.output<typeof endpoints.createQuote.response>;

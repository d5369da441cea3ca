// Shared by the deposit-address lifecycle tests: a deposit address and a subscription created
// over HTTP, a simulated arrival, and signature verification of what a receiver got.
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';
import { endpoints } from '../../../../contract/endpoints';
import { DEPOSITOR, RECIPIENT, USDC } from '../../../../contract/testing/values';
import { webhookEvent, type WebhookEvent } from '../../../../contract/schemas/webhook-events';
import { webhookEventTypes, type WebhookEventType } from '../../../../contract/schemas/webhooks';
import type { SandboxDepositBody } from '../../sandbox/deposits';
import type { TestService } from '../../testing/harness';
import type { Hit } from '../../webhooks/testing/webhook-harness';

export { DEPOSITOR, RECIPIENT, USDC };

/** A USDC-on-Base deposit address for `recipient`, refunds to DEPOSITOR. */
export async function usdcAddress(t: TestService, recipient: string = RECIPIENT) {
  const r = await t.client().call(endpoints.createDepositAddress, {
    query: { integratorId: '0xf00d' },
    body: {
      destination: { token: { chainId: 8453, address: USDC.base }, recipient },
      refundAddresses: [{ namespace: 'evm', address: DEPOSITOR }],
    },
  });
  return { id: r.id, address: r.depositInstructions[0]!.depositAddress.address };
}

export async function subscribe(
  t: TestService,
  url: string,
  eventTypes: readonly WebhookEventType[] = webhookEventTypes,
) {
  return t.client().call(endpoints.createWebhookSubscription, {
    body: { url, filter: { eventTypes: [...eventTypes] } },
  });
}

export async function sandboxDeposit(
  t: TestService,
  body: SandboxDepositBody | Record<string, unknown>,
  key?: string | null,
) {
  const res = await t.fetch('/sandbox/deposits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(key !== undefined && { key }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** 100 USDC from Arbitrum (or `amount` base units) to `address`. */
export const arbitrumUsdc = (address: string, amount = '100000000'): SandboxDepositBody => ({
  depositAddress: address,
  originChainId: 42161,
  inputToken: USDC.arbitrum,
  amount,
});

/**
 * Verifies a hit with the subscription's secret as a receiver would (Standard Webhooks, the
 * 5-minute tolerance measured at the hit's clock time), then parses it with the contract.
 */
export function verified(secret: string, hit: Hit): WebhookEvent {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(hit.at);
    return webhookEvent.parse(
      new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>),
    );
  } finally {
    vi.useRealTimers();
  }
}

export const webhookId = (hit: Hit) => String(hit.headers['webhook-id']);

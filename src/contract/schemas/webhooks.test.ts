import { describe, expect, it } from 'vitest';
import {
  createWebhookSubscriptionBodyFixture,
  createWebhookSubscriptionFixture,
  listWebhookSubscriptionsFixture,
  webhookEventFixture,
} from '../testing/webhooks';
import { FILL_TX, SWEEP_TX } from '../testing/values';
import { issuePaths } from '../primitives';
import { webhookEvent } from './webhook-events';
import {
  createWebhookSubscriptionBody,
  createWebhookSubscriptionResponse,
  listWebhookSubscriptionsResponse,
  webhookEventTypes,
  webhookSubscriptionParams,
} from './webhooks';

describe('subscription create body', () => {
  it.each(webhookEventTypes)('accepts event type %s', (type) => {
    const body = { ...createWebhookSubscriptionBodyFixture, filter: { eventTypes: [type] } };
    expect(createWebhookSubscriptionBody.safeParse(body).success).toBe(true);
  });

  it.each([
    [
      { ...createWebhookSubscriptionBodyFixture, filter: { eventTypes: ['pda_transfer.created'] } },
      'filter.eventTypes.0',
    ],
    [{ ...createWebhookSubscriptionBodyFixture, filter: { eventTypes: [] } }, 'filter.eventTypes'],
    [{ url: createWebhookSubscriptionBodyFixture.url }, 'filter'],
    [
      {
        ...createWebhookSubscriptionBodyFixture,
        filter: { eventTypes: ['pda_transfer.filled'], chains: [1] },
      },
      'filter.chains',
    ],
    [{ ...createWebhookSubscriptionBodyFixture, secret: 'mine' }, 'secret'],
    [{ ...createWebhookSubscriptionBodyFixture, url: 'javascript:alert(1)' }, 'url'],
  ])('rejects and names the field (%#)', (body, path) => {
    expect(issuePaths(createWebhookSubscriptionBody.safeParse(body).error!.issues)).toContain(path);
  });

  it('accepts a local http url (policy is the service’s, by configuration)', () => {
    const body = { ...createWebhookSubscriptionBodyFixture, url: 'http://127.0.0.1:4010/hooks' };
    expect(createWebhookSubscriptionBody.safeParse(body).success).toBe(true);
  });
});

describe('subscription responses', () => {
  it('returns the secret only at creation; the list has enabled and secretHash', () => {
    expect(
      createWebhookSubscriptionResponse.parse(createWebhookSubscriptionFixture).secret,
    ).toMatch(/^whsec_/);
    const list = listWebhookSubscriptionsResponse.parse(listWebhookSubscriptionsFixture);
    expect(list.data.map((s) => s.enabled)).toEqual([true, false]);
    expect(list.data[0]).not.toHaveProperty('secret');
  });

  it('keeps an event type this client does not know in a listed filter', () => {
    const sub = {
      ...listWebhookSubscriptionsFixture.data[1]!,
      filter: { eventTypes: ['pda_transfer.swept'] },
    };
    expect(
      listWebhookSubscriptionsResponse.parse({ data: [sub] }).data[0]!.filter.eventTypes,
    ).toEqual(['pda_transfer.swept']);
  });
});

describe('subscription id param', () => {
  it.each(['../secrets', '%2e%2e', '//', 'a?x=', 'a.b', ''])('rejects %j', (id) => {
    expect(webhookSubscriptionParams.safeParse({ id }).success).toBe(false);
  });
});

describe('webhook event', () => {
  it('parses a deposit-pending event with not-yet-known fields null', () => {
    const e = webhookEvent.parse(webhookEventFixture);
    expect(e).toMatchObject({
      type: 'pda_transfer.deposit-pending',
      data: { sweepTxnRef: null, depositId: null, status: 'deposit-pending' },
    });
    expect(e.data.destination.token.symbol).toBe('USDC');
  });

  it('parses a filled event with numeric-string chain id and extra fields', () => {
    const e = webhookEvent.parse({
      ...webhookEventFixture,
      type: 'pda_transfer.filled',
      data: {
        ...webhookEventFixture.data,
        originChainId: '42161',
        sweepTxnRef: SWEEP_TX,
        depositId: '3912470',
        outputAmount: '24987512',
        fillTxnRef: FILL_TX,
        status: 'filled',
        fillDelaySec: 3,
      },
    });
    expect(e.data).toMatchObject({ originChainId: 42161, status: 'filled', fillDelaySec: 3 });
  });

  it('maps unknown types and statuses to "unknown"', () => {
    const e = webhookEvent.parse({
      ...webhookEventFixture,
      type: 'pda_transfer.swept',
      data: { ...webhookEventFixture.data, status: 'sweeping' },
    });
    expect([e.type, e.data.status]).toEqual(['unknown', 'unknown']);
  });

  it.each([
    [{ ...webhookEventFixture, id: 'event_1' }, 'id'],
    [{ ...webhookEventFixture, createdAt: 'yesterday' }, 'createdAt'],
    [
      { ...webhookEventFixture, data: { ...webhookEventFixture.data, inputAmount: '25.0' } },
      'data.inputAmount',
    ],
  ])('rejects a malformed event (%#)', (event, path) => {
    expect(issuePaths(webhookEvent.safeParse(event).error!.issues)).toContain(path);
  });
});

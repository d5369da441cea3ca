// Accept and reject cases for the webhook subscription rows (endpoints.ts: create, list and
// delete, on the versioned host).
import type { EndpointId } from '../endpoints';
import { hostilePathValues, without, type EndpointCases } from './slot-cases';
import {
  createWebhookSubscriptionBodyFixture,
  createWebhookSubscriptionFixture,
  listWebhookSubscriptionsFixture,
  SUBSCRIPTION_ID,
} from './webhooks';

export const webhookSubscriptionCases = {
  createWebhookSubscription: {
    body: {
      accept: [createWebhookSubscriptionBodyFixture],
      reject: [
        { ...createWebhookSubscriptionBodyFixture, filter: { eventTypes: [] } },
        { ...createWebhookSubscriptionBodyFixture, filter: { eventTypes: ['deposit.created'] } },
        without(createWebhookSubscriptionBodyFixture, 'filter'),
        { ...createWebhookSubscriptionBodyFixture, url: 'ftp://hooks.merchant.example/x' },
        { ...createWebhookSubscriptionBodyFixture, url: 'not a url' },
      ],
    },
    response: {
      accept: [createWebhookSubscriptionFixture],
      reject: [without(createWebhookSubscriptionFixture, 'secret')],
    },
  },
  listWebhookSubscriptions: {
    response: {
      accept: [listWebhookSubscriptionsFixture, { data: [] }],
      reject: [{ data: [{ id: SUBSCRIPTION_ID }] }, listWebhookSubscriptionsFixture.data],
    },
  },
  deleteWebhookSubscription: {
    params: {
      accept: [{ id: SUBSCRIPTION_ID }, { id: 'a' }],
      reject: hostilePathValues.map((id) => ({ id })),
    },
    response: { accept: [undefined], reject: [{}, ''] },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;

// "Send test event" for the webhook console: a test event signed with the subscription's stored
// secret (Standard Webhooks) and delivered to its URL through the SSRF guard; the response is the
// endpoint's status code and the time it took. The event's type is not a deposit event, so
// Ferry's own receiver stores it in the inbox without moving any deposit's state.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { zeroAddress } from 'viem';
import { ownRoutes } from '../../../contract/own-routes';
import { testEventResponse } from '../../../contract/schemas/ferry-integrator';
import { bffWebhookSubscriptions } from '../../db/bff/schema/integrator';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import type { Access } from './access';
import { notFound } from './queries';
import { receiverIdOf } from './subscriptions';
import { deliverTestEvent, type TestDeliveryOptions } from './test-delivery';
import { decryptSecret } from './vault';

export const TEST_EVENT_TYPE = 'ferry.test-event';
const route = ownRoutes.sendTestEvent;

export function testEventBody(now: Date, subscriptionId: string): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(9).toString('base64url')}`,
    type: TEST_EVENT_TYPE,
    createdAt: now.toISOString(),
    // A deposit-shaped body, so a receiver that validates events can parse it; no real deposit.
    data: {
      test: true,
      subscriptionId,
      depositAddressId: 'da_test',
      depositAddress: zeroAddress,
      originChainId: 42161,
      inputToken: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      inputAmount: '0',
      depositTxnRef: null,
      sweepTxnRef: null,
      depositId: null,
      destination: {
        token: {
          chainId: 8453,
          address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          decimals: 6,
          symbol: 'USDC',
          name: 'USD Coin',
        },
        recipient: { namespace: 'evm', address: zeroAddress },
      },
      outputAmount: null,
      fillTxnRef: null,
      status: 'deposit-pending',
    },
  });
}

export function mountTestEvents(
  app: Hono,
  ctx: BffContext,
  access: Access,
  delivery: Partial<TestDeliveryOptions> = {},
) {
  // An id Ferry could not have made names nothing: 404, as an unknown one.
  ownRouter(app, ctx, access.requireAdmin).readingItself(['params'], route, async (c) => {
    const id = c.req.param('id') ?? '';
    if (!route.params.safeParse({ id }).success) return notFound(c, 'subscription');
    const [row] = await ctx.db
      .select()
      .from(bffWebhookSubscriptions)
      .where(
        and(
          eq(bffWebhookSubscriptions.subscriptionId, id),
          isNull(bffWebhookSubscriptions.deletedAt),
        ),
      )
      .limit(1);
    // Any admin may test any subscription of the key; only one Ferry holds a secret for.
    if (!row) {
      return c.json(
        {
          error: 'NotFoundError',
          message: 'No subscription with a signing secret held by Ferry has this id',
        },
        404,
      );
    }
    let secret: string;
    try {
      secret = decryptSecret(ctx.keys.vault, row.secretEnc);
    } catch {
      return c.json(
        {
          error: 'SecretUnavailableError',
          message:
            "This Ferry instance cannot decrypt the subscription's signing secret: it was stored by an instance with another SESSION_SECRET",
        },
        409,
      );
    }
    const now = ctx.clock.now();
    const webhookId = `msg_test_${randomBytes(12).toString('base64url')}`;
    // Ferry's own receiver is this server: reachable on loopback in development by design.
    const own = receiverIdOf(ctx.publicUrl, row.url) !== null;
    const result = await deliverTestEvent(
      {
        url: row.url,
        secret,
        webhookId,
        timestampSec: Math.floor(now / 1000),
        body: testEventBody(new Date(now), id),
      },
      { allowLocal: own || ctx.config.SERVICE_ALLOW_LOCAL_WEBHOOKS, ...delivery },
    );
    ctx.logger.info(
      { subscriptionId: id, status: result.status, latencyMs: result.latencyMs },
      'test event sent',
    );
    return c.json(testEventResponse.parse({ webhookId, url: row.url, ...result }));
  });
}

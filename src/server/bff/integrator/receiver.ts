// POST /api/ferry/webhooks/receive/{id}: where the service delivers webhook events for
// subscriptions created through Ferry. Order matters: the three signature headers are checked
// before any byte of the body is read (401 at once), then the size (64 KiB, also for chunked
// bodies without Content-Length: 413), then the signature over the raw bytes (401), and only
// then is the body parsed (400 when it is not a JSON event). An event is stored durably, once
// per webhook-id, before the 2xx leaves. Authenticated by signature, not by session or CSRF
// header, so the security middleware exempts this path.
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import { refuse } from '../security/refuse';
import type { EventWriter } from './event-writer';
import type { InboxFeed } from './inbox-feed';
import { readSignatureHeaders, verifyDelivery } from './signature';
import type { Vault } from './vault';

const route = ownRoutes.receiveWebhook;
export const MAX_WEBHOOK_BYTES = 64 * 1024;

const BAD_SIGNATURE = 'Invalid webhook signature';

const requireSignatureHeaders: MiddlewareHandler = async (c, next) => {
  if (!readSignatureHeaders((name) => c.req.header(name))) {
    return c.json(
      { error: 'UnauthorizedError', message: 'Missing webhook signature headers' },
      401,
    );
  }
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_WEBHOOK_BYTES,
  onError: (c) =>
    refuse(c, 'too-large', `Webhook bodies are limited to ${MAX_WEBHOOK_BYTES} bytes`),
});

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parseJson(raw: Buffer): { ok: true; text: string; value: unknown } | { ok: false } {
  try {
    const text = strictUtf8.decode(raw);
    return { ok: true, text, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function mountReceiver(
  app: Hono,
  ctx: BffContext,
  deps: { vault: Vault; feed: InboxFeed; writer: EventWriter },
) {
  const { vault, feed, writer } = deps;
  const log = ctx.logger.child({ component: 'webhook-receiver' });
  ownRouter(app, ctx).readingItself(
    ['params', 'body'],
    route,
    requireSignatureHeaders,
    limitBody,
    async (c) => {
      const headers = readSignatureHeaders((name) => c.req.header(name))!;
      const id = c.req.param('id') ?? '';
      const entry = route.params.safeParse({ id }).success ? await vault.lookup(id) : undefined;
      if (!entry) return refuse(c, 'unauthorized', BAD_SIGNATURE);
      if (entry.secret === null) {
        // Not the sender's fault, so not acknowledged: it retries, and succeeds once every
        // instance shares the SESSION_SECRET the subscription's secret was stored under.
        log.error(
          { subscriptionId: entry.subscriptionId },
          'cannot decrypt the stored signing secret: this instance has another SESSION_SECRET than the one that created the subscription',
        );
        return refuse(c, 'unauthorized', BAD_SIGNATURE);
      }
      const rawBody = Buffer.from(await c.req.arrayBuffer());
      const verdict = verifyDelivery({
        secret: entry.secret,
        rawBody,
        headers,
        nowMs: ctx.clock.now(),
      });
      if (!verdict.ok) {
        log.info({ subscriptionId: entry.subscriptionId, reason: verdict.reason }, 'rejected');
        return refuse(c, 'unauthorized', BAD_SIGNATURE);
      }
      // 410 tells the sender to disable the subscription
      // (docs/interface-decisions.md#webhook-retries).
      if (entry.deleted)
        return c.json({ error: 'GoneError', message: 'Subscription deleted' }, 410);
      const json = parseJson(rawBody);
      if (!json.ok) {
        return refuse(c, 'invalid', 'Body is not JSON');
      }
      const event = route.body.safeParse(json.value);
      if (!event.success) {
        return refuse(c, 'invalid', 'Body is not a webhook event');
      }
      const { row } = await writer.store({
        webhookId: verdict.webhookId,
        subscriptionId: entry.subscriptionId,
        owner: ctx.integratorId,
        event: event.data,
        payload: json.value,
        body: json.text,
        receivedAt: ctx.clock.now(),
      });
      log.info(
        { subscriptionId: entry.subscriptionId, webhookId: verdict.webhookId, duplicate: !row },
        'webhook received',
      );
      if (row) void feed.kick();
      return c.json({ received: true, duplicate: !row }, 200);
    },
  );
}

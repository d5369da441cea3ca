// Keeps the vault in step with the proxied subscription endpoints: a created subscription's
// secret is encrypted and stored before the create response (the only one carrying the secret)
// leaves for the browser; a deleted one is marked deleted. Subscriptions pointing at Ferry's
// own receiver are linked by the receiver id in their URL (the service assigns the
// subscription id only on creation, so the suggested URL carries an id Ferry chose: one per
// event set, see receiverIdFor).
import { hkdfSync } from 'node:crypto';
import { fillPath } from '../../../contract/endpoint';
import { ownRoutes } from '../../../contract/own-routes';
import {
  createWebhookSubscriptionBody,
  createWebhookSubscriptionResponse,
} from '../../../contract/schemas/webhooks';
import { Failure } from '../../../contract/failure';
import { isWebhookUrlRefusal } from '../../../contract/webhook-url-refusals';
import { checkWebhookTarget, checkWebhookUrl, type Resolver } from '../../net/ssrf';
import type { BffContext, ProxyInterceptor } from '../context';
import type { Access } from './access';
import type { Vault } from './vault';

const receiveRoute = ownRoutes.receiveWebhook;

/**
 * The receiver id for a subscription of `eventTypes` (in any order): the same for the same set,
 * on every instance sharing SESSION_SECRET, so a second subscription of Ferry's receiver to the
 * same events meets the service's ConflictError as any repeated URL does, and events are never
 * received twice through two receiver URLs of one set. Keyed, so ids cannot be guessed.
 */
export function receiverIdFor(key: Buffer, integratorId: string, eventTypes: readonly string[]) {
  const set = [...new Set(eventTypes)].sort().join(',');
  const info = `ferry/receiver-id\0${integratorId}\0${set}`;
  return `rcv_${Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), info, 16)).toString('base64url')}`;
}

export function receiverUrl(publicUrl: string, receiverId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${fillPath(receiveRoute.path, { id: receiverId })}`;
}

/**
 * What the service will take: http:// on loopback only from the embedded service with local
 * webhooks on (a real service never), and so whether it takes Ferry's own receiver URL: on
 * loopback without local webhooks it refuses it, so the dashboard must not suggest it.
 */
export function receiverReach(ctx: BffContext, url: string) {
  const localAllowed = ctx.embedded && ctx.config.SERVICE_ALLOW_LOCAL_WEBHOOKS;
  return { localAllowed, serviceAccepts: checkWebhookUrl(url, { allowLocal: localAllowed }).ok };
}

/** The receiver id when `url` is this BFF's receiver URL, else null. */
export function receiverIdOf(publicUrl: string, url: string): string | null {
  try {
    const base = new URL(receiverUrl(publicUrl, 'x'));
    const target = new URL(url);
    const prefix = base.pathname.slice(0, -1);
    if (target.origin !== base.origin || !target.pathname.startsWith(prefix)) return null;
    const id = target.pathname.slice(prefix.length);
    return receiveRoute.params.safeParse({ id }).success ? id : null;
  } catch {
    return null;
  }
}

const asJson = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

export function subscriptionInterceptors(
  ctx: BffContext,
  vault: Vault,
  access: Access,
  /** DNS for naming a refusal the upstream gave no reason for; tests inject one. */
  resolver?: Resolver,
) {
  const created: ProxyInterceptor = {
    // A refused URL comes back with its reason as data: the embedded service's own (checked to
    // be one Ferry knows), or, from an upstream that names none, the rule the URL breaks by the
    // same check the embedded service runs. A refusal it cannot name passes through as it came.
    async afterError({ error, request }) {
      if (error.code !== 'ValidationError') return;
      const req = createWebhookSubscriptionBody.safeParse(request.body);
      if (!req.success) return;
      let reason = isWebhookUrlRefusal(error.reason) ? error.reason : undefined;
      if (!reason && error.reason === undefined) {
        const { localAllowed } = receiverReach(ctx, req.data.url);
        const check = await checkWebhookTarget(req.data.url, {
          allowLocal: localAllowed,
          ...(resolver && { resolver }),
        });
        if (!check.ok) reason = check.refusal;
      }
      if (!reason) return;
      return new Failure(error.status, error.code, error.message, 'url', {}, reason);
    },
    async afterSuccess({ c, body, request }) {
      const created = createWebhookSubscriptionResponse.parse(body);
      const req = createWebhookSubscriptionBody.safeParse(asJson(request.body));
      const url = req.success ? req.data.url : '';
      await vault.store({
        subscriptionId: created.id,
        receiverId: receiverIdOf(ctx.publicUrl, url),
        url,
        eventTypes: req.success ? req.data.filter.eventTypes : [],
        secret: created.secret,
        createdBy: await access.sessionAddress(c),
        now: ctx.clock.now(),
      });
    },
  };
  const deleted: ProxyInterceptor = {
    async afterSuccess({ request }) {
      const id = request.params.id;
      if (id) await vault.markDeleted(id, ctx.clock.now());
    },
  };
  return { created, deleted };
}

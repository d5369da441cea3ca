// Webhook subscriptions (docs/interface-decisions.md#webhook-events). The router has
// already checked the key, the deposit-address permission and the body's shape; here: the SSRF
// guard on the url, one subscription per url per integrator, and a secret that is shown once.
import { randomBytes } from 'node:crypto';
import { checkWebhookTarget } from '../../net/ssrf';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import type { WebhookRuntime } from './runtime';
import { generateSecret, secretHash } from './signing';
import type { WebhookSubscription } from './store';

export type WebhookHandlersIds =
  'createWebhookSubscription' | 'listWebhookSubscriptions' | 'deleteWebhookSubscription';

const conflict = () =>
  new Failure(
    409,
    'ConflictError',
    'A subscription with this url already exists for this integrator',
  );

/** The same endpoint however it is spelled (host case, default port, empty path). */
const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
};

/** PostgreSQL unique_violation, possibly wrapped by the driver (Drizzle puts it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const listed = (s: WebhookSubscription) => ({
  id: s.id,
  url: s.url,
  filter: { eventTypes: s.eventTypes },
  enabled: s.enabled,
  secretHash: s.secretHash,
});

export function webhookHandlers(
  ctx: ServiceContext,
  webhooks: WebhookRuntime,
): Pick<Handlers, WebhookHandlersIds> {
  const { store } = webhooks;
  const log = ctx.logger.child({ component: 'webhook-subscriptions' });
  return {
    async createWebhookSubscription({ body, caller }) {
      const target = await checkWebhookTarget(body.url, {
        allowLocal: ctx.allowLocalWebhooks,
        ...(webhooks.resolver && { resolver: webhooks.resolver }),
      });
      if (!target.ok) {
        throw new Failure(
          400,
          'ValidationError',
          `Invalid parameter at path 'url': ${target.reason}`,
          'url',
          {},
          target.refusal,
        );
      }
      const existing = await store.listSubscriptions(caller.integratorId);
      if (existing.some((s) => sameUrl(s.url, body.url))) throw conflict();
      const secret = generateSecret();
      const sub: WebhookSubscription = {
        id: `sub_${randomBytes(12).toString('hex')}`,
        integratorId: caller.integratorId,
        url: body.url,
        eventTypes: [...new Set(body.filter.eventTypes)],
        enabled: true,
        secret,
        secretHash: secretHash(secret),
        createdAt: ctx.clock.now(),
        failingSince: null,
      };
      try {
        await store.insertSubscription(sub);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(); // a concurrent create won the race
        throw err;
      }
      // Never the url (its query may hold a token) nor the secret.
      log.info(
        { subscriptionId: sub.id, integratorId: sub.integratorId, eventTypes: sub.eventTypes },
        'webhook subscription created',
      );
      return { ...listed(sub), secret };
    },

    async listWebhookSubscriptions({ caller }) {
      const subs = await store.listSubscriptions(caller.integratorId);
      return { data: subs.map(listed) };
    },

    async deleteWebhookSubscription({ params, caller }) {
      const sub = await store.getSubscription(params.id);
      // Another integrator's id is "not one of the caller's": the same 404, nothing revealed.
      if (sub?.integratorId !== caller.integratorId || !(await store.deleteSubscription(sub.id))) {
        throw new Failure(404, 'NotFoundError', `No webhook subscription with id '${params.id}'`);
      }
      log.info(
        { subscriptionId: sub.id, integratorId: sub.integratorId },
        'webhook subscription deleted',
      );
      return undefined;
    },
  };
}

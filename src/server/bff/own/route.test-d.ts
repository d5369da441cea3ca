// Type tests, compiled by `npm run typecheck`: a handler of an own route responds with its row's
// response and nothing else, and reads its checked input by the row's types.
import { Hono } from 'hono';
import { expectTypeOf, test } from 'vitest';
import { ownRoutes } from '../../../contract/own-routes';
import { ownRouter } from './route';

const route = ownRouter(new Hono(), { embedded: true }, async (_c, next) => next());

test('a handler may respond with its row’s response, and refuse in any envelope', () => {
  route(ownRoutes.healthz, (c) => c.json({ status: 'ok' }));
  route(ownRoutes.receiverUrl, (c) =>
    Math.random() > 0.5
      ? c.json({ error: 'ValidationError', message: 'no' }, 400)
      : c.json({
          url: 'https://ferry.test/r',
          receiverId: 'r',
          localAllowed: true,
          serviceAccepts: true,
        }),
  );
});

test('typecheck refuses a handler responding with a field its row does not declare', () => {
  // @ts-expect-error `uptime` is not a field of the healthz row's response
  route(ownRoutes.healthz, (c) => c.json({ status: 'ok', uptime: 1 }));
  // @ts-expect-error `secret` is not a field of the overview row's response
  route(ownRoutes.overview, async (c) =>
    c.json({
      depositAddresses: 1,
      eventsLast24h: 0,
      lastEventAt: null,
      depositEventSeen: false,
      secret: 'sk_live',
    }),
  );
});

test('typecheck refuses a JSON success that is not the row’s response at all', () => {
  // @ts-expect-error healthz responds with {status}, not {healthy}
  route(ownRoutes.healthz, (c) => c.json({ healthy: true }, 200));
});

test('the handler reads the row’s checked query, with its defaults applied', () => {
  route(ownRoutes.listEvents, (c) => {
    expectTypeOf(c.req.valid('query').limit).toEqualTypeOf<number>();
    return c.json({ data: [], nextCursor: null });
  });
});

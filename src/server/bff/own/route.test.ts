// An own route's input is checked by its row's schemas before its handler runs: a refusal names
// the field in the row's envelope, and the handler reads the checked values.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownRoute } from '../../../contract/own-route';
import { ownRouter } from './route';

const row = ownRoute({
  id: 'renameThing',
  method: 'POST',
  path: '/api/ferry/things/{id}',
  access: 'public',
  responseFormat: 'json',
  envelope: 'named',
  successStatus: 200,
  tags: ['test'],
  errors: {},
  summary: 'Rename a thing',
  params: z.strictObject({ id: z.string().regex(/^t\d+$/, 'Expected a thing id') }),
  query: z.strictObject({ limit: z.string().regex(/^\d+$/).transform(Number).default(20) }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: z.object({ id: z.string(), name: z.string(), limit: z.number() }),
});

function app(readingItself = false) {
  const hono = new Hono();
  const route = ownRouter(hono, { embedded: true });
  if (readingItself) {
    route.readingItself(['params'], row, (c) =>
      c.json({ id: c.req.param('id') ?? '', name: c.req.valid('json').name, limit: 0 }),
    );
  } else {
    route(row, (c) =>
      c.json({
        id: c.req.valid('param').id,
        name: c.req.valid('json').name,
        limit: c.req.valid('query').limit,
      }),
    );
  }
  return hono;
}

async function post(hono: Hono, path: string, body: string) {
  const res = await hono.request(path, { method: 'POST', body });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('an own route checked by its row', () => {
  it('hands the handler the checked values, defaults and transforms applied', async () => {
    const res = await post(app(), '/api/ferry/things/t1', '{"name":"Ferry"}');
    expect(res).toEqual({ status: 200, body: { id: 't1', name: 'Ferry', limit: 20 } });
  });

  it.each([
    ['a bad path parameter', '/api/ferry/things/x1', '{"name":"a"}', 'id', "path parameter 'id'"],
    ['a bad query parameter', '/api/ferry/things/t1?limit=-1', '{"name":"a"}', 'limit', 'limit'],
    ['an unknown query parameter', '/api/ferry/things/t1?sort=1', '{"name":"a"}', 'sort', 'sort'],
    ['an empty name', '/api/ferry/things/t1', '{"name":""}', 'name', "Invalid field 'name'"],
    ['an unknown field', '/api/ferry/things/t1', '{"name":"a","x":1}', 'x', "Unknown field 'x'"],
  ])('refuses %s with 400 naming it', async (_name, path, body, param, words) => {
    const res = await post(app(), path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'ValidationError',
      message: expect.stringContaining(words) as string,
      param,
    });
  });

  it('refuses a body that is not JSON by name, never with a 5xx', async () => {
    const res = await post(app(), '/api/ferry/things/t1', '{"name":');
    expect(res).toEqual({
      status: 400,
      body: { error: 'ValidationError', message: 'The body must be JSON', param: 'body' },
    });
  });

  it('leaves a slot it is told the handler reads itself unchecked', async () => {
    const res = await post(app(true), '/api/ferry/things/x1', '{"name":"a"}');
    expect(res).toEqual({ status: 200, body: { id: 'x1', name: 'a', limit: 0 } });
  });
});

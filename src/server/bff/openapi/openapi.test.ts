// GET /api/openapi.json describes every mirrored row from the endpoint table and the BFF's own
// paths from the registry (registerOpenApiPath).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointList } from '../../../contract/endpoints';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { buildOpenApiDocument } from './document';
import { OpenApiRegistry, registerOpenApiPath } from './registry';

type Doc = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
type Param = { name: string; in: string; required: boolean };

let t: TestBff;
let doc: Doc;
beforeAll(async () => {
  t = await startTestBff();
  const res = await t.fetch('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(() => t.close());

describe('OpenAPI of the mirror', () => {
  it(`is OpenAPI 3.1 with all ${endpointList.length} rows at /api + their path, by operationId`, () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const row of endpointList) {
      const op = doc.paths[`/api${row.path}`]?.[row.method.toLowerCase()];
      expect(op, row.id).toBeDefined();
      expect(op).toMatchObject({ operationId: row.id, summary: row.summary });
      expect(Object.keys(op!.responses as object)).toContain(String(row.successStatus));
    }
  });

  it('parameters from the row schemas; never integratorId (the BFF adds it)', () => {
    const params = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []) as Param[];
    expect(params('/api/v1/transfers/{orderId}', 'get')).toEqual([
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
    ]);
    expect(
      params('/api/v1/quotes/{orderId}/executions', 'post').map((p) => `${p.in}:${p.name}`),
    ).toEqual(['path:orderId', 'header:Idempotency-Key']);
    const approval = params('/api/swap/approval', 'get');
    expect(approval.find((p) => p.name === 'amount')).toMatchObject({
      in: 'query',
      required: true,
    });
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        expect(((op.parameters ?? []) as Param[]).map((p) => p.name)).not.toContain('integratorId');
      }
    }
  });

  it('request bodies as JSON Schema (strict: additionalProperties false), errors in the row envelope', () => {
    const quote = doc.paths['/api/v1/quotes']!.post!;
    const schema = (
      quote.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }
    ).content['application/json']!.schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schema.required).toEqual(
      expect.arrayContaining(['originChainId', 'amount', 'depositor']),
    );
    const responses = quote.responses as Record<string, unknown>;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '429', '502', '503', '504']),
    );
  });
});

describe('registerOpenApiPath', () => {
  it('adds, replaces (same path + method) and converts zod schemas', () => {
    const registry = new OpenApiRegistry();
    const spec = {
      summary: 'first',
      requestBody: z.strictObject({ name: z.string() }),
      query: z.object({ limit: z.string().optional() }),
      responses: { 200: { description: 'ok', schema: z.object({ id: z.number() }) } },
    };
    registerOpenApiPath('/api/ferry/things', 'post', spec, registry);
    registerOpenApiPath(
      '/api/ferry/things',
      'post',
      { ...spec, summary: 'second', auth: 'admin' },
      registry,
    );
    const built = buildOpenApiDocument(registry) as Doc;
    const op = built.paths['/api/ferry/things']!.post!;
    expect(op.summary).toBe('second');
    expect(op.security).toEqual([{ dashboardSession: [] }]);
    expect(op.parameters).toEqual([
      { name: 'limit', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(JSON.stringify(op.requestBody)).toContain('"name"');
  });

  it('a path registered on the default registry appears in the served document', async () => {
    registerOpenApiPath('/api/ferry/test-only', 'get', {
      summary: 'probe',
      responses: { 204: { description: 'none' } },
    });
    const served = (await (await t.fetch('/api/openapi.json')).json()) as Doc;
    expect(served.paths['/api/ferry/test-only']?.get).toMatchObject({ summary: 'probe' });
  });
});

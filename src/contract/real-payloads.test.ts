// What the real service sends, Ferry accepts: every payload of the corpus
// (testing/real-payloads/) parses through its endpoint-table row, and so does each variant with
// one of its optional fields set to null, the way the real service sends "nothing"
// (docs/interface-decisions.md#real-payloads).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointList, endpoints, type EndpointId } from './endpoints';
import { issuePaths } from './primitives';
import { tokenRef } from './schemas/common';
import { responseObject } from './schemas/response-object';
import { realPayloads } from './testing/real-payloads';
import {
  optionalFieldsIn,
  optionalFieldsRefusingNull,
  pathText,
  withValueAt,
  type Path,
} from './testing/schema-paths';

const corpus = realPayloads();
const schemaOf = (id: EndpointId) => endpoints[id].response as z.ZodType;
/** The fields a parse refuses, sorted (an incomplete payload must refuse exactly its gaps). */
const refused = (id: EndpointId, value: unknown) => {
  const r = schemaOf(id).safeParse(value);
  return r.success ? [] : issuePaths(r.error.issues).sort();
};

describe('the corpus', () => {
  it('names a source, a row and a status for every payload', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(15);
    for (const p of corpus) {
      expect(p.source.repository, p.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(p.source.commit, p.file).toMatch(/^[0-9a-f]{40}$/);
      expect(p.source.path, p.file).not.toBe('');
      expect(endpoints[p.endpoint], p.file).toBeDefined();
      expect(p.status, p.file).toBe(endpoints[p.endpoint].successStatus);
      expect(p.edits, p.file).not.toBe('');
      expect(p.complete || (p.gaps?.length ?? 0) > 0, `${p.file}: incomplete without gaps`).toBe(
        true,
      );
    }
  });

  it('holds the 2026 explicit-null response (approvalTxns: null)', () => {
    const explicit = corpus.filter(
      (p) =>
        p.endpoint === 'getSwapApproval' &&
        (p.payload as Record<string, unknown>).approvalTxns === null,
    );
    expect(explicit.map((p) => p.file)).toEqual(['swap-approval/approval-txns-null-2026']);
  });
});

describe.each(corpus.map((p) => [p.file, p] as const))('%s', (_, p) => {
  const gaps = (p.gaps ?? []).map((g) => g.path).sort();

  it(p.complete ? 'is accepted whole' : 'is refused only where the source left fields out', () => {
    expect(refused(p.endpoint, p.payload)).toEqual(gaps);
  });

  const optional = optionalFieldsIn(schemaOf(p.endpoint), p.payload);
  const variants: [string, Path | null][] =
    optional.length > 0 ? optional.map((path) => [pathText(path), path]) : [['(none)', null]];
  it.each(variants)('is accepted with %s set to null', (_label, path) => {
    if (path === null) return;
    // A gap inside the field set to null is gone with it (swapTx null: no swapTx.data to refuse).
    const under = pathText(path) + '.';
    const left = gaps.filter((g) => !g.startsWith(under));
    expect(refused(p.endpoint, withValueAt(p.payload, path, null))).toEqual(left);
  });
});

describe('null for an optional field', () => {
  it('is accepted anywhere in every response of the endpoint table', () => {
    const refusing = endpointList.flatMap((e) =>
      optionalFieldsRefusingNull(e.response).map((at) => `${e.id}: ${at}`),
    );
    expect(refusing).toEqual([]);
  });

  it('parses as absent, so consumers keep T | undefined; a field that says null keeps it', () => {
    const parsed = endpoints.getSwapApproval.response.parse(
      withValueAt(
        corpus.find((p) => p.file === 'swap-approval/kalatori-origin-swap')!.payload,
        ['approvalTxns'],
        null,
      ),
    );
    expect(parsed.approvalTxns).toBeUndefined();
    const status = endpoints.getDepositStatus.response.parse({
      status: 'pending',
      originChainId: 1,
      fillTxnRef: null,
      pagination: { currentIndex: 0, maxIndex: 0 },
    });
    expect(status.fillTxnRef).toBeNull();
  });

  it('is refused in a required field and where the value is of the wrong kind', () => {
    const token = {
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      decimals: 6,
    };
    expect(tokenRef.safeParse({ ...token, symbol: null }).success).toBe(false);
    expect(tokenRef.safeParse({ ...token, symbol: 'USDC', name: 7 }).success).toBe(false);
    expect(tokenRef.parse({ ...token, symbol: 'USDC', name: null }).name).toBeUndefined();
  });

  it("keeps the builder out of the JSON Schema's way: null is described as accepted", () => {
    const schema = responseObject({ a: tokenRef.optional() });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading a JSON Schema
    const json = (schema as any).toJSONSchema({ io: 'input' }) as { properties: { a: unknown } };
    expect(JSON.stringify(json.properties.a)).toContain('"type":"null"');
  });
});

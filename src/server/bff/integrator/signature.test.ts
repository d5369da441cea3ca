import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signDelivery, timestampFresh, verifyDelivery, type SignatureHeaders } from './signature';
import { eventBody, TEST_SECRET } from './testing/integrator-harness';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const NOW_S = NOW / 1000;
const BODY = eventBody('pda_transfer.filled');
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

const signed = (body = BODY, at = NOW_S, id = 'msg_2Lq0', secret = TEST_SECRET) => {
  const h = signDelivery(secret, id, at, body);
  return {
    id: h['webhook-id'],
    timestamp: h['webhook-timestamp'],
    signature: h['webhook-signature'],
  };
};
const verify = (headers: SignatureHeaders, body: string | Buffer = BODY, secret = TEST_SECRET) =>
  verifyDelivery({ secret, rawBody: Buffer.from(body), headers, nowMs: NOW }).ok;

describe('Standard Webhooks verification', () => {
  // NOW is a fixed 2026 instant, not Date.now(): this passes only because the tolerance is
  // checked against the injected clock.
  it('accepts a delivery signed with standardwebhooks sign() at the injected clock', () => {
    expect(verify(signed())).toBe(true);
  });

  it('10,000 fast-check mutations of id, timestamp, body byte or signature → 100 % rejected, 0 accepted', () => {
    const base = signed();
    const raw = Buffer.from(BODY);
    const mutation = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }).map((id) => ({ kind: 'id' as const, id })),
      fc.integer({ min: -299, max: 299 }).map((d) => ({ kind: 'timestamp' as const, d })),
      fc
        .tuple(fc.nat(raw.length - 1), fc.integer({ min: 1, max: 255 }))
        .map(([i, x]) => ({ kind: 'body' as const, i, x })),
      fc
        .tuple(fc.nat(base.signature.length - 1), fc.integer({ min: 33, max: 126 }))
        .map(([i, c]) => ({ kind: 'signature' as const, i, c })),
    );
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(mutation, (m) => {
        const h = { ...base };
        let body = raw;
        if (m.kind === 'id') {
          fc.pre(m.id !== base.id);
          h.id = m.id;
        } else if (m.kind === 'timestamp') {
          fc.pre(m.d !== 0);
          h.timestamp = String(NOW_S + m.d);
        } else if (m.kind === 'body') {
          body = Buffer.from(raw);
          body[m.i] = body[m.i]! ^ m.x;
        } else {
          const chars = [...base.signature];
          fc.pre(chars[m.i] !== String.fromCharCode(m.c));
          chars[m.i] = String.fromCharCode(m.c);
          h.signature = chars.join('');
        }
        runs += 1;
        if (verify(h, body)) accepted += 1;
        return true;
      }),
      { numRuns: 10_000, seed: 20261121 },
    );
    expect(runs).toBeGreaterThanOrEqual(9_900);
    expect(accepted).toBe(0);
  });

  it('the same JSON re-serialised (whitespace, key order) → 0 passes', () => {
    const h = signed();
    const parsed = JSON.parse(BODY) as Record<string, unknown>;
    const variants = [
      JSON.stringify(parsed, null, 2),
      JSON.stringify(parsed) + '\n',
      ` ${BODY}`,
      JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse())),
    ];
    expect(variants.every((v) => v !== BODY)).toBe(true);
    expect(variants.filter((v) => verify(h, v))).toHaveLength(0);
  });

  it('timestamp skew accepted at ±299 s (and ±300), rejected at −301 s and +301 s', () => {
    for (const skew of [-299, 299, -300, 300, 0])
      expect(verify(signed(BODY, NOW_S + skew))).toBe(true);
    for (const skew of [-301, 301, -3600]) expect(verify(signed(BODY, NOW_S + skew))).toBe(false);
    for (const bad of ['', '-1', '1e9', `0${NOW_S}`, `${NOW_S}.5`, 'abc']) {
      expect(timestampFresh(bad, NOW)).toBe(false);
    }
  });

  it('two-entry signature header (old key, new key) accepted in either order', () => {
    const fresh = signed().signature;
    const old = signed(BODY, NOW_S, 'msg_2Lq0', OTHER_SECRET).signature;
    expect(verify({ ...signed(), signature: `${old} ${fresh}` })).toBe(true);
    expect(verify({ ...signed(), signature: `${fresh} ${old}` })).toBe(true);
    expect(verify({ ...signed(), signature: old })).toBe(false);
  });

  it('a header with only v1a / v2 entries is rejected, even with the right MAC', () => {
    const mac = signed().signature.slice(3);
    for (const sig of [`v1a,${mac}`, `v2,${mac}`, `v1a,${mac} v2,${mac}`, mac, `v1;${mac}`]) {
      expect(verify({ ...signed(), signature: sig })).toBe(false);
    }
  });

  it('a secret with and without the whsec_ prefix both verify', () => {
    const bare = TEST_SECRET.slice('whsec_'.length);
    expect(verify(signed(BODY, NOW_S, 'm1', bare), BODY, TEST_SECRET)).toBe(true);
    expect(verify(signed(BODY, NOW_S, 'm1', TEST_SECRET), BODY, bare)).toBe(true);
    expect(new Webhook(bare).sign('m1', new Date(NOW), BODY)).toBe(
      signed(BODY, NOW_S, 'm1').signature,
    );
  });
});

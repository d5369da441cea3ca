import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSecret, secretHash, signDelivery } from './signing';

describe('signing', () => {
  it('makes whsec_ + base64 of 32 random bytes, different every time', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(generateSecret()).not.toBe(a);
  });

  it('hashes the whole secret string to lowercase hex SHA-256', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(secretHash(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(secretHash(secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs so that standardwebhooks verify() accepts it, and rejects any changed body', () => {
    const secret = generateSecret();
    fc.assert(
      fc.property(fc.json(), fc.integer({ min: 0, max: 10_000 }), (body, n) => {
        const headers = signDelivery(secret, `msg_${n}`, new Date(), body);
        expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
        expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('puts the timestamp in whole seconds', () => {
    const h = signDelivery(generateSecret(), 'msg_1', new Date(1_790_000_000_999), '{}');
    expect(h['webhook-timestamp']).toBe('1790000000');
    expect(h['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });
});

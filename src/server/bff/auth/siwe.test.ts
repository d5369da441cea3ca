// docs/reliability.md#sign-in-with-ethereum: every way a Sign-In with Ethereum attempt must fail,
// each on its own, plus the nonce's life: single use, ≤ 10 minutes, spent only by a success.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import { sessionResponse } from '../../../contract/schemas/ferry-auth';
import { NONCE_TTL_MS } from './nonces';
import { getNonce, messageFor, newAccount, verify } from './testing/sign-in';

let service: TestService;
let t: TestBff; // PUBLIC_URL unset: loopback, the way tests and local runs reach Ferry
let strict: TestBff; // PUBLIC_URL=https://ferry.example
beforeAll(async () => {
  service = await startTestService();
  const env = { RATE_LIMIT_API: '0' };
  t = await startTestBff({ service, env });
  strict = await startTestBff({ service, env: { ...env, PUBLIC_URL: 'https://ferry.example' } });
});
afterAll(async () => {
  for (const b of [t, strict]) expect(b.logs.join('\n')).not.toContain(TEST_API_KEY);
  await Promise.all([t.close(), strict.close()]);
  await service.close();
});

const now = () => new Date(service.clock.now());

async function attempt(b: TestBff, overrides: Parameters<typeof messageFor>[2] = {}) {
  const account = newAccount();
  const message = messageFor(account, await getNonce(b), overrides);
  return verify(b, { message, signature: await account.signMessage({ message }) });
}

describe('SIWE sign-in', () => {
  it('accepts a valid message and signature and responds with who signed in', async () => {
    const account = newAccount();
    const message = messageFor(account, await getNonce(t));
    const res = await verify(t, { message, signature: await account.signMessage({ message }) });
    expect(res.status).toBe(200);
    const body = sessionResponse.parse(await res.json());
    expect(body).toMatchObject({ signedIn: true, address: account.address, chainId: 8453 });
  });

  it('nonce is single-use: the same signed message a second time → 401', async () => {
    const account = newAccount();
    const message = messageFor(account, await getNonce(t));
    const body = { message, signature: await account.signMessage({ message }) };
    expect((await verify(t, body)).status).toBe(200);
    const again = await verify(t, body);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'UnauthorizedError' });
  });

  it('two concurrent verifies of one message: exactly one succeeds', async () => {
    const account = newAccount();
    const message = messageFor(account, await getNonce(t));
    const body = { message, signature: await account.signMessage({ message }) };
    const statuses = (await Promise.all([verify(t, body), verify(t, body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('nonce lives ≤ 10 min: works at 9 min 59 s, refused at 10 min 1 s', async () => {
    const n = await getNonce(t);
    expect(Date.parse(n.expirationTime) - Date.parse(n.issuedAt)).toBeLessThanOrEqual(10 * 60_000);
    expect(NONCE_TTL_MS).toBeLessThanOrEqual(10 * 60_000);
    const late = await getNonce(t);
    const [a, b] = [newAccount(), newAccount()];
    // No expirationTime in these messages: only the nonce's own life is tested.
    const onTime = messageFor(a, n, { expirationTime: undefined });
    const tooLate = messageFor(b, late, { expirationTime: undefined });
    await service.clock.advance(10 * 60_000 - 1_000);
    expect(
      (await verify(t, { message: onTime, signature: await a.signMessage({ message: onTime }) }))
        .status,
    ).toBe(200);
    await service.clock.advance(2_000);
    const res = await verify(t, {
      message: tooLate,
      signature: await b.signMessage({ message: tooLate }),
    });
    expect(res.status).toBe(401);
  });

  it('nonce is spent only on success: a bad signature leaves it usable', async () => {
    const [account, other] = [newAccount(), newAccount()];
    const message = messageFor(account, await getNonce(t));
    const wrong = await other.signMessage({ message });
    expect((await verify(t, { message, signature: wrong })).status).toBe(401);
    const right = await account.signMessage({ message });
    expect((await verify(t, { message, signature: right })).status).toBe(200);
  });

  it.each([
    ['wrong domain', { domain: 'evil.example' }],
    ['wrong URI', { uri: 'https://evil.example' }],
    ['wrong URI path', { uri: 'https://ferry.example/other' }],
    ['wrong scheme', { scheme: 'http' }],
    ['wrong chain id', { chainId: 5 }],
  ])('%s → 401 (PUBLIC_URL https://ferry.example)', async (_name, overrides) => {
    const res = await attempt(strict, overrides);
    expect(res.status).toBe(401);
  });

  it('PUBLIC_URL binds the domain: ferry.example → 200, the loopback host it runs on → 401', async () => {
    expect((await attempt(strict)).status).toBe(200);
    const host = new URL(strict.base).host;
    const res = await attempt(strict, { domain: host, uri: `http://${host}` });
    expect(res.status).toBe(401);
  });

  it('issuedAt up to 5 minutes ahead of our clock is a wallet clock: 200; 6 minutes ahead → 401', async () => {
    const ahead = (min: number) => ({ issuedAt: new Date(now().getTime() + min * 60_000) });
    expect((await attempt(t, ahead(4))).status).toBe(200);
    const res = await attempt(t, ahead(6));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/future/);
  });

  it('loopback PUBLIC_URL: another loopback name on its port → 200; another local port → 401', async () => {
    const { port } = new URL(t.ctx.publicUrl);
    const named = (domain: string) => ({ domain, uri: `http://${domain}` });
    expect((await attempt(t, named(`localhost:${port}`))).status).toBe(200);
    expect((await attempt(t, named(`localhost:${Number(port) + 1}`))).status).toBe(401);
    expect((await attempt(t, named('127.0.0.1'))).status).toBe(401);
  });

  it('expired expirationTime → 401', async () => {
    const res = await attempt(t, { expirationTime: new Date(now().getTime() - 1) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('future notBefore → 401', async () => {
    const res = await attempt(t, { notBefore: new Date(now().getTime() + 60_000) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/not valid yet/);
  });

  it('address mismatch (message names A, B signs) → 401', async () => {
    const [a, b] = [newAccount(), newAccount()];
    const message = messageFor(a, await getNonce(t));
    const res = await verify(t, { message, signature: await b.signMessage({ message }) });
    expect(res.status).toBe(401);
  });

  it('a nonce we never issued → 401', async () => {
    const n = await getNonce(t);
    const res = await attempt(t, { nonce: `${n.nonce.slice(0, -4)}zzzz` });
    expect(res.status).toBe(401);
  });

  it('text outside the canonical message → 401; a malformed body → 400', async () => {
    const account = newAccount();
    const message = `${messageFor(account, await getNonce(t))}\nResources:\n- https://evil.example`;
    const signed = { message: `x${message}`, signature: await account.signMessage({ message }) };
    expect((await verify(t, signed)).status).toBe(401);
    expect((await verify(t, { message: 'hi', signature: '0x1234' })).status).toBe(400);
  });

  it('fast-check: 150 one-character mutations of message or signature → never 200', async () => {
    const account = newAccount();
    const message = messageFor(account, await getNonce(t));
    const signature = await account.signMessage({ message });
    const hex = '0123456789abcdef';
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.nat(), fc.nat(), async (inMessage, at, by) => {
        const body = inMessage
          ? { message: mutate(message, at, by, ' !-:.0123456789ABCDEFabcdefXYZxyz\n'), signature }
          : { message, signature: mutate(signature, at, by, hex, 2) };
        fc.pre(body.message !== message || body.signature !== signature);
        const res = await verify(t, body);
        expect([400, 401]).toContain(res.status);
      }),
      { numRuns: 150, seed: 20261121 },
    );
    // None of those spent the nonce: the genuine signature still signs in.
    expect((await verify(t, { message, signature })).status).toBe(200);
  });
});

/** Replace one character of s (from index `from` on) with another from `alphabet`. */
function mutate(s: string, at: number, by: number, alphabet: string, from = 0): string {
  const i = from + (at % (s.length - from));
  const pool = alphabet.replace(s[i] ?? '', '');
  return s.slice(0, i) + pool[by % pool.length] + s.slice(i + 1);
}

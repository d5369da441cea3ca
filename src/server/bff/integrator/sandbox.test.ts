// The dashboard's "Send a test deposit": only with the embedded service, admin only, through
// Ferry's own route; the mirrored API still has no /sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSITOR, RECIPIENT, USDC } from '../../../contract/testing/values';
import { signIn } from '../auth/testing/sign-in';
import { startTestBff, type TestBff } from '../../testing/bff-harness';

let t: TestBff;
let real: TestBff;
let cookie = '';
let depositAddress = '';

const post = (bff: TestBff, path: string, body: unknown, headers: Record<string, string> = {}) =>
  bff.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await startTestBff();
  // The same service behind a BFF configured as if it were the real one.
  real = await startTestBff({ service: t.service, embedded: false });
  ({ cookie } = await signIn(t));
  const res = await post(
    t,
    '/api/deposit-addresses',
    {
      destination: { token: { chainId: 8453, address: USDC.base }, recipient: RECIPIENT },
      refundAddresses: [{ namespace: 'evm', address: DEPOSITOR }],
    },
    { cookie },
  );
  const record = (await res.json()) as {
    depositInstructions: { depositAddress: { address: string } }[];
  };
  depositAddress = record.depositInstructions[0]!.depositAddress.address;
});
afterAll(async () => {
  await real.close();
  await t.close();
});

const arbitrumUsdc = () => ({
  depositAddress,
  originChainId: 42161,
  inputToken: USDC.arbitrum,
  amount: '100000000',
});

describe('POST /api/ferry/sandbox/deposits', () => {
  it('makes funds arrive at the address: deposit-pending, with its transaction reference', async () => {
    const res = await post(t, '/api/ferry/sandbox/deposits', arbitrumUsdc(), { cookie });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { depositTxnRef: string };
    expect(body).toMatchObject({
      originChainId: 42161,
      amount: '100000000',
      status: 'deposit-pending',
    });
    expect(body.depositTxnRef).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('names the bad field, passes on the service refusal in words, and never responds with 5xx for bad input', async () => {
    const bad = await post(
      t,
      '/api/ferry/sandbox/deposits',
      { ...arbitrumUsdc(), amount: '1.5' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/'amount'/);
    const tooSmall = await post(
      t,
      '/api/ferry/sandbox/deposits',
      { ...arbitrumUsdc(), amount: '1' },
      { cookie },
    );
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.json()).toMatchObject({
      error: 'ValidationError',
      message: expect.stringMatching(/min/),
    });
  });

  it('needs a signed-in admin', async () => {
    const res = await post(t, '/api/ferry/sandbox/deposits', arbitrumUsdc());
    expect(res.status).toBe(401);
  });

  it('does not exist with a real upstream, and the mirrored API never exposes /sandbox', async () => {
    const { cookie: realCookie } = await signIn(real);
    expect(
      (await post(real, '/api/ferry/sandbox/deposits', arbitrumUsdc(), { cookie: realCookie }))
        .status,
    ).toBe(404);
    expect((await post(t, '/api/sandbox/deposits', arbitrumUsdc(), { cookie })).status).toBe(404);
  });

  it('tells the browser whether sandbox controls exist', async () => {
    const mine = (await (
      await t.fetch('/api/ferry/auth/session', { headers: { cookie } })
    ).json()) as { sandbox: boolean };
    expect(mine.sandbox).toBe(true);
    expect(
      ((await (await real.fetch('/api/ferry/auth/session')).json()) as { sandbox: boolean })
        .sandbox,
    ).toBe(false);
  });
});

// The sandbox controls' guard rails: key, permission and strict bodies. Their effects (a
// balance that fails an execution, paused fills that end in a refund) are exercised end to
// end in orders/lifecycle.test.ts.
import { describe, expect, it } from 'vitest';
import { defaultServiceKeys } from '../../config';
import type { ServiceContext } from '../context';
import { sandboxOrderRoutes } from './balances-and-fills';

// Nothing here reaches the database: every request is refused before it.
const app = sandboxOrderRoutes({ keys: defaultServiceKeys } as unknown as ServiceContext);

async function post(path: string, body: unknown, key: string | null = 'sk_sandbox_full') {
  const res = await app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const balance = {
  chainId: 42161,
  token: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  address: '0x00000000000000000000000000000000000d4e11',
  amount: '0',
};

describe('sandbox balances and fills', () => {
  it('needs a key (401) with the deposit-address permission (403)', async () => {
    expect(await post('/fills', { paused: true }, null)).toEqual({
      status: 401,
      body: { error: 'UnauthorizedError', message: expect.any(String) },
    });
    expect(await post('/balances', balance, 'sk_nope')).toMatchObject({ status: 401 });
    expect(await post('/faucet', { chainId: 42161, address: balance.address }, null)).toMatchObject(
      { status: 401 },
    );
    expect(
      await post('/faucet', { chainId: 42161, address: balance.address }, 'sk_sandbox_basic'),
    ).toMatchObject({ status: 403 });
    expect(await post('/fills', { paused: true }, 'sk_sandbox_basic')).toEqual({
      status: 403,
      body: { error: 'ForbiddenError', message: expect.stringContaining('deposit-address') },
    });
  });

  it('rejects unknown fields, wrong types and bad JSON (400 ValidationError)', async () => {
    const cases = [
      ['/balances', { ...balance, amont: '1' }, /amont/],
      ['/balances', { ...balance, amount: '-1' }, /amount/],
      ['/balances', { ...balance, chainId: '42161' }, /chainId/],
      ['/fills', { paused: 'yes' }, /paused/],
      ['/fills', '{not json', /JSON/],
      ['/faucet', { chainId: 42161 }, /address/],
      ['/faucet', { chainId: 42161, address: balance.address, amount: '1' }, /amount/],
      [
        '/faucet',
        { chainId: 42161, address: '0x0000000000000000000000000000000000000000' },
        /^Invalid parameter at path 'address': the zero address cannot be funded$/,
      ],
      // USDC's address with one letter's case flipped (…5831 → C is c, e is E).
      [
        '/faucet',
        {
          chainId: 42161,
          address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'.replace('e77c8cC', 'E77c8cC'),
        },
        /^Invalid parameter at path 'address': its mixed-case letters do not match its EIP-55 checksum/,
      ],
      // A service run without sandbox chains has nothing to fund.
      ['/faucet', { chainId: 42161, address: balance.address }, /42161 is not a sandbox chain/],
    ] as const;
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'ValidationError',
        message: expect.stringMatching(message),
      });
    }
  });
});

// The BFF's read-only JSON-RPC, read the way the bridge reads it (viem over /api/rpc/{chainId})
// against the embedded service's simulated chains.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, erc20Abi, http, zeroAddress, type Address } from 'viem';
import { base } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSITOR, USDC } from '../../../contract/testing/values';
import { RPC_MAX_BATCH } from '../../../contract/json-rpc';
import { RPC_MAX_PARAMS_DEPTH } from '../../../contract/json-rpc-depth';
import { startTestBff, type TestBff } from '../../testing/bff-harness';

let t: TestBff;
let offline: TestBff; // a real-service configuration with no RPC_URLS: nothing to read from
beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0' } });
  offline = await startTestBff({ service: t.service, embedded: false });
});
afterAll(async () => {
  await offline.close();
  await t.close();
});

const client = (b: TestBff) =>
  createPublicClient({
    chain: base,
    transport: http(`${b.base}/api/rpc/8453`, {
      batch: false,
      retryCount: 0,
      fetchOptions: { headers: { 'X-Ferry-Client': 'web', origin: b.base } },
    }),
  });
const rpc = (b: TestBff, body: unknown, chainId = 8453) =>
  b.fetch(`/api/rpc/${chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

async function setBalance(token: string, address: string, amount: bigint) {
  const res = await fetch(`${t.service.base}/sandbox/balances`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_sandbox_full', 'content-type': 'application/json' },
    body: JSON.stringify({ chainId: 8453, token, address, amount: amount.toString() }),
  });
  expect(res.status).toBe(200);
}

describe('read-only JSON-RPC for balances', () => {
  it('lists the chains it can read; with no node configured, none', async () => {
    const listed = (await (await t.fetch('/api/rpc')).json()) as {
      chainIds: number[];
      sendChainIds: number[];
    };
    expect(listed.chainIds).toEqual(expect.arrayContaining([1, 10, 8453, 42161]));
    // A service without sandbox chains: every chain is its simulated ledger's, read-only.
    expect(listed.sendChainIds).toEqual([]);
    expect(await (await offline.fetch('/api/rpc')).json()).toEqual({
      chainIds: [],
      sendChainIds: [],
    });
  });

  it('shows the balance the sandbox set, exactly, and the token as the world has it', async () => {
    const holder = '0x00000000000000000000000000000000000b0b01' as Address;
    await setBalance(USDC.base, holder, 123_456_789n);
    await setBalance(zeroAddress, holder, 5n * 10n ** 17n);
    const c = client(t);
    const read = (functionName: 'decimals' | 'symbol') =>
      c.readContract({ address: USDC.base as Address, abi: erc20Abi, functionName });
    expect(
      await c.readContract({
        address: USDC.base as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ).toBe(123_456_789n);
    expect(await c.getBalance({ address: holder })).toBe(5n * 10n ** 17n);
    expect(await read('decimals')).toBe(6);
    expect(await read('symbol')).toBe('USDC');
    expect(await c.getChainId()).toBe(8453);
    expect(await c.getBytecode({ address: USDC.base as Address })).toMatch(/^0x[0-9a-f]+$/);
    expect(await c.getBytecode({ address: holder })).toBeUndefined();
    // Allowances start at zero in the simulated world (every ERC-20 quote carries an approval).
    expect(
      await c.readContract({
        address: USDC.base as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [holder, DEPOSITOR as Address],
      }),
    ).toBe(0n);
  });

  it('responds to a read again from its cache within a block, and anew after it', async () => {
    const holder = '0x00000000000000000000000000000000000b0b02';
    await setBalance(USDC.base, holder, 1n);
    const balanceCall = call('eth_call', [
      { to: USDC.base, data: `0x70a08231${holder.slice(2).padStart(64, '0')}` },
      'latest',
    ]);
    const first = (await (await rpc(t, balanceCall)).json()) as { result: string };
    await setBalance(USDC.base, holder, 2n);
    expect(await (await rpc(t, balanceCall)).json()).toEqual(first);
    await t.service.clock.advance(1_001);
    const later = (await (await rpc(t, balanceCall)).json()) as { result: string };
    expect(BigInt(later.result)).toBe(2n);
  });

  it('batches keep their order; refused calls are errors in place, the rest served', async () => {
    const res = await rpc(t, [
      call('eth_chainId', [], 'a'),
      call('eth_sendRawTransaction', ['0x00'], 'b'),
      { jsonrpc: '1.0', id: 'c', method: 'eth_chainId' },
      call('eth_blockNumber', [], 'd'),
    ]);
    expect(res.status).toBe(200);
    const responses = (await res.json()) as {
      id: string;
      result?: string;
      error?: { code: number };
    }[];
    expect(responses.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(responses[0]!.result).toBe('0x2105');
    expect(responses[1]!.error?.code).toBe(-32601);
    expect(responses[2]!.error?.code).toBe(-32600);
    expect(responses[3]!.result).toMatch(/^0x[0-9a-f]+$/);
  });

  it.each([
    ['a state-changing method', -32601, call('eth_sendTransaction', [{}])],
    ['a signing method', -32601, call('eth_sign', [DEPOSITOR, '0x00'])],
    ['text that is not JSON', -32700, 'not json'],
    ['an empty batch', -32600, []],
    [
      `a batch over ${RPC_MAX_BATCH}`,
      -32005,
      Array.from({ length: RPC_MAX_BATCH + 1 }, (_, i) => call('eth_chainId', [], i)),
    ],
  ])('%s → JSON-RPC error %i', async (_, code, body) => {
    const res =
      typeof body === 'string'
        ? await t.fetch('/api/rpc/8453', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        : await rpc(t, body);
    const response = (await res.json()) as { error?: { code: number } };
    expect(response.error?.code).toBe(code);
  });

  it('a chain with no node, or no node at all, is a JSON-RPC error naming the chain', async () => {
    const none = (await (await rpc(offline, call('eth_chainId'))).json()) as {
      error: { code: number; message: string };
    };
    expect(none.error).toEqual({ code: -32002, message: 'This Ferry has no RPC for chain 8453' });
    const unknown = (await (await rpc(t, call('eth_chainId'), 999_999)).json()) as {
      error: { code: number };
    };
    expect(unknown.error.code).toBe(-32002);
    const badChain = await t.fetch('/api/rpc/0x1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_chainId')),
    });
    expect(badChain.status).toBe(400);
  });

  it('params 10,000 levels deep → a JSON-RPC error for that call, the rest of the batch served', async () => {
    const depth = 10_000;
    const deep = `{"jsonrpc":"2.0","id":"deep","method":"eth_call","params":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
    const res = await t.fetch('/api/rpc/8453', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `[${deep},${JSON.stringify(call('eth_chainId', [], 'ok'))}]`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        jsonrpc: '2.0',
        id: 'deep',
        error: {
          code: -32602,
          message: `params nested too deeply (at most ${RPC_MAX_PARAMS_DEPTH} levels)`,
        },
      },
      { jsonrpc: '2.0', id: 'ok', result: '0x2105' },
    ]);
  });

  it('a body over 32 KiB → 413; without the SPA header → 403 (CSRF)', async () => {
    const big = call('eth_call', [{ to: USDC.base, data: `0x${'00'.repeat(20_000)}` }]);
    expect((await rpc(t, big)).status).toBe(413);
    const bare = await t.fetch('/api/rpc/8453', {
      bare: true,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_chainId')),
    });
    expect(bare.status).toBe(403);
  });
});

describe('rate limit of balance reads', () => {
  it('is a budget of its own: reads past it → 429 with Retry-After, other API calls unaffected', async () => {
    const limited = await startTestBff({
      service: t.service,
      env: { RATE_LIMIT_RPC: '2', RATE_LIMIT_API: '100' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await rpc(limited, call('eth_chainId'))).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await rpc(limited, call('eth_chainId'));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.fetch('/api/v1/quotes/ping')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a node configured in RPC_URLS', () => {
  it('gets the allowlisted calls of its chain, one call per read per block however many ask', async () => {
    const received: unknown[] = [];
    const node: Server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(text) as { id: number; method: string } | { id: number }[];
        received.push(body);
        const reply = (c: { id: number }) => ({ jsonrpc: '2.0', id: c.id, result: '0xa' });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body)));
      });
    });
    node.listen(0, '127.0.0.1');
    await once(node, 'listening');
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const real = await startTestBff({
      service: t.service,
      embedded: false,
      env: { RPC_URLS: JSON.stringify({ 10: url }) },
    });
    try {
      expect(await (await real.fetch('/api/rpc')).json()).toEqual({
        chainIds: [10],
        sendChainIds: [],
      });
      const responses = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const res = await rpc(real, call('eth_blockNumber'), 10);
          return ((await res.json()) as { result: string }).result;
        }),
      );
      expect(new Set(responses)).toEqual(new Set(['0xa']));
      const again = (await (await rpc(real, call('eth_blockNumber', [], 7), 10)).json()) as {
        id: number;
        result: string;
      };
      expect(again).toEqual({ jsonrpc: '2.0', id: 7, result: '0xa' });
      // Five pages asking at once cost the node one call; the read after them, none.
      expect(received).toHaveLength(1);
      const before = received.length;
      await rpc(real, call('eth_blockNumber'), 10);
      expect(received.length).toBe(before);
      const other = (await (await rpc(real, call('eth_chainId'), 8453)).json()) as {
        error: { code: number };
      };
      expect(other.error.code).toBe(-32002);
    } finally {
      await real.close();
      node.close();
    }
  });
});

// The sandbox faucet through Ferry (POST /api/ferry/sandbox/faucet), against the embedded service
// with real sandbox chains: a new wallet gets the starting balance of each token and gas, read
// at once through Ferry's own RPC; nothing is lowered; a wrong field is named; the two budgets
// hold; and without sandbox chains (or with the real service) there is no such endpoint.
import { erc20Abi, getAddress, parseEther, parseUnits, zeroAddress, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faucetResponse, SANDBOX_FAUCET_PATH } from '../../../contract/schemas/ferry-sandbox';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import {
  ARB_USDC,
  defaultBalance,
  newPerson,
  sandboxChainsForThisFile,
  startTestService,
  type TestService,
} from '../../testing/service-upstream';
import { FAUCET_PER_WALLET } from './mount';

const ARB = 42161;
const BNB = 56;
const NATIVE = zeroAddress;
const testChains = sandboxChainsForThisFile([ARB, BNB]);
let t: TestService;
let bff: TestBff;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
  // The per-client budget has a test of its own, on a Ferry of its own.
  bff = await startTestBff({ service: t, env: { RATE_LIMIT_FAUCET: '0' } });
});
afterAll(async () => {
  await bff?.close();
  await t?.close();
});

const someone = () => privateKeyToAccount(generatePrivateKey()).address;
/** A checksummed address with the case of its first letter flipped: its checksum no longer holds. */
function flipCase(address: Address): string {
  const at = address.slice(2).search(/[a-fA-F]/) + 2;
  const c = address[at]!;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return address.slice(0, at) + flipped + address.slice(at + 1);
}

async function faucet(body: unknown, b = bff) {
  const res = await b.fetch(SANDBOX_FAUCET_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as unknown };
}

/** The wallet's USDC on Arbitrum, read through Ferry's /api/rpc as the bridge reads it. */
async function usdcThroughFerry(owner: Address): Promise<bigint> {
  const res = await bff.fetch(`/api/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: ARB_USDC, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'],
    }),
  });
  return BigInt(((await res.json()) as { result: string }).result);
}

const onChain = (chainId: number) => testChains().chains.get(chainId)!;

describe('the sandbox faucet', () => {
  it('gives a new wallet the starting balance of every token on the chain, and Ferry reads it at once', async () => {
    const address = someone();
    // Read (and cached) before: the next read must not be this zero.
    expect(await usdcThroughFerry(address)).toBe(0n);

    const res = await faucet({ chainId: ARB, address });
    expect(res.status).toBe(200);
    const body = faucetResponse.parse(res.json);
    expect(body).toMatchObject({ chainId: ARB, address });
    expect(body.balances.map((b) => b.symbol).sort()).toEqual(
      ['DAI', 'ETH', 'USDC', 'USDT', 'WBTC', 'WETH'].sort(),
    );
    for (const b of body.balances) {
      expect(b.balance, b.symbol).toBe(String(defaultBalance(ARB, b.token)));
      expect(b.added, b.symbol).toBe(b.balance);
    }
    // About $10,000,000 of each: USDC at its world price, ETH for gas and to send.
    expect(BigInt(body.balances.find((b) => b.symbol === 'USDC')!.balance)).toBeGreaterThan(
      parseUnits('9999000', 6),
    );
    expect(await usdcThroughFerry(address)).toBe(defaultBalance(ARB, ARB_USDC));
    expect(await onChain(ARB).public.getBalance({ address })).toBe(defaultBalance(ARB, NATIVE));
    expect(res.text).not.toContain(TEST_API_KEY);
    expect(bff.logs.join('\n')).not.toContain(TEST_API_KEY);
  });

  it('never lowers a balance: more than it gives stays, less is topped up', async () => {
    const rich = defaultBalance(ARB, ARB_USDC) + 5n;
    const person = await newPerson(onChain(ARB), ARB_USDC, rich);
    const body = faucetResponse.parse(
      (await faucet({ chainId: ARB, address: person.address })).json,
    );
    const usdc = body.balances.find((b) => b.symbol === 'USDC')!;
    expect(usdc).toMatchObject({ balance: String(rich), added: '0' });
    const eth = body.balances.find((b) => b.token === NATIVE)!;
    expect(eth.added).toBe(String(defaultBalance(ARB, NATIVE) - parseEther('1')));
    const held = await onChain(ARB).public.readContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [person.address],
    });
    expect(held).toBe(rich);
  });

  it('gives native coin for gas where it is not one of the world tokens (BNB)', async () => {
    const address = someone();
    const body = faucetResponse.parse((await faucet({ chainId: BNB, address })).json);
    expect(body.balances.find((b) => b.token === NATIVE)).toMatchObject({
      symbol: 'BNB',
      balance: String(parseEther('1')),
    });
    const usdc = body.balances.find((b) => b.symbol === 'USDC')!;
    expect(usdc.decimals).toBe(18);
    expect(usdc.balance).toBe(String(defaultBalance(BNB, usdc.token)));
    expect(await onChain(BNB).public.getBalance({ address })).toBe(parseEther('1'));
  });

  it.each([
    ['no address', { chainId: ARB }, "Missing required field 'address'"],
    ['a bad address', { chainId: ARB, address: '0x12' }, "Invalid field 'address'"],
    [
      'the zero address',
      { chainId: ARB, address: zeroAddress },
      "Invalid field 'address': the zero address cannot be funded",
    ],
    [
      'a mixed-case address whose checksum is wrong',
      { chainId: ARB, address: flipCase(getAddress(someone())) },
      "Invalid field 'address': its mixed-case letters do not match its EIP-55 checksum",
    ],
    ['a chain id in text', { chainId: '42161', address: someone() }, "Invalid field 'chainId'"],
    ['an unknown field', { chainId: ARB, address: someone(), amount: '1' }, "'amount'"],
    [
      'a chain that is not a sandbox chain',
      { chainId: 8453, address: someone() },
      "Invalid field 'chainId': 8453 is not a sandbox chain of this Ferry (56, 42161)",
    ],
    ['a body that is not JSON', '{chainId', 'The body must be JSON'],
  ])('names what is wrong: %s (400)', async (_name, body, message) => {
    const res = await faucet(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'ValidationError',
      message: expect.stringContaining(message) as string,
    });
  });

  it('takes an address in one case, lower or upper, as EIP-55 allows', async () => {
    for (const address of [someone().toLowerCase(), `0x${someone().slice(2).toUpperCase()}`]) {
      const res = await faucet({ chainId: ARB, address });
      expect(res.status).toBe(200);
      expect(faucetResponse.parse(res.json).address).toBe(getAddress(address));
    }
  });

  it('tops one wallet up on one chain a few times a minute, then says when to come back', async () => {
    const address = someone();
    for (let i = 0; i < FAUCET_PER_WALLET; i++) {
      expect((await faucet({ chainId: ARB, address })).status).toBe(200);
    }
    const refused = await faucet({ chainId: ARB, address });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/^This address was given test funds on chain 42161/) as string,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another chain is another budget; a minute later this one is open again.
    expect((await faucet({ chainId: BNB, address })).status).toBe(200);
    await t.clock.advance(60_000);
    expect((await faucet({ chainId: ARB, address })).status).toBe(200);
  });

  it('limits each client address (RATE_LIMIT_FAUCET), whatever wallet it names', async () => {
    const strict = await startTestBff({ service: t, env: { RATE_LIMIT_FAUCET: '1' } });
    try {
      expect((await faucet({ chainId: ARB, address: someone() }, strict)).status).toBe(200);
      const refused = await faucet({ chainId: ARB, address: someone() }, strict);
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({
        error: 'RATE_LIMITED',
        message: expect.stringContaining('requests for test funds') as string,
      });
    } finally {
      await strict.close();
    }
  });
});

describe('no sandbox faucet', () => {
  it('with the real service configured (404), and nothing reaches a chain', async () => {
    const real = await startTestBff({ service: t, embedded: false });
    try {
      const address = someone();
      const res = await faucet({ chainId: ARB, address }, real);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: 'NotFound' });
      expect(await onChain(ARB).public.getBalance({ address })).toBe(0n);
    } finally {
      await real.close();
    }
  });

  it('with the embedded service run without sandbox chains (404)', async () => {
    const ledgerOnly = await startTestBff();
    try {
      const res = await faucet({ chainId: ARB, address: someone() }, ledgerOnly);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: 'NotFound' });
    } finally {
      await ledgerOnly.close();
    }
  });
});

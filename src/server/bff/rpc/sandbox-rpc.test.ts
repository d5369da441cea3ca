// The BFF's JSON-RPC over the embedded service's sandbox chains (its Anvil nodes): a wallet or a
// script sends signed transactions through /api/rpc/{chainId} and reads the chain itself, not
// the simulated ledger; a wallet given only the URL (no Ferry header, any origin) may use it; a
// chain taken from RPC_URLS stays read-only and keeps the CSRF checks even where a sandbox chain
// has the same id.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseAbi,
  parseEther,
  parseGwei,
  parseUnits,
  type Address,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_MAX_BODY_BYTES, rpcChainsResponse } from '../../../contract/json-rpc';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import {
  ARB_USDC,
  newPerson,
  sandboxChainAt,
  sandboxChainsForThisFile,
  startTestService,
  type TestService,
} from '../../testing/service-upstream';

const ARB = 42161;
const testChains = sandboxChainsForThisFile([ARB]);
let t: TestService;
let bff: TestBff;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
  bff = await startTestBff({ service: t });
});
afterAll(async () => {
  await bff?.close();
  await t?.close();
});

const arbitrum = () => testChains().chains.get(ARB)!;
const usdc = (amount: string) => parseUnits(amount, 6);

/** Ferry's /api/rpc/42161, asked as the app asks it (its header and origin). */
function throughFerry(b: TestBff) {
  const url = `${b.base}/api/rpc/${ARB}`;
  const transport = http(url, {
    batch: false,
    retryCount: 0,
    fetchOptions: { headers: { 'X-Ferry-Client': 'web', origin: b.base } },
  });
  return { chain: sandboxChainAt(ARB, url), transport };
}
const reader = (b = bff) => createPublicClient(throughFerry(b));
const walletOf = (account: LocalAccount, b = bff) =>
  createWalletClient({ account, ...throughFerry(b) });
/** Straight to the service's own RPC, so Ferry never sees what it sends. */
const walletElsewhere = (account: LocalAccount) => {
  const url = `${t.base}/sandbox/rpc/${ARB}`;
  return createWalletClient({ account, chain: sandboxChainAt(ARB, url), transport: http(url) });
};
const usdcOf = (address: Address) =>
  reader().readContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
const someone = () => privateKeyToAccount(generatePrivateKey()).address;
/** The sandbox tokens' minting, which only their owner may call. */
const mintAbi = parseAbi(['function mint(address to, uint256 amount)']);

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
async function rpc(b: TestBff, body: unknown) {
  const res = await b.fetch(`/api/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as unknown;
}

describe('a sandbox chain through Ferry', () => {
  it('is listed as readable and as taking transactions', async () => {
    const listed = rpcChainsResponse.parse(await (await bff.fetch('/api/rpc')).json());
    expect(listed.chainIds).toEqual(expect.arrayContaining([ARB, 8453]));
    expect(listed.sendChainIds).toEqual([ARB]);
  });

  it('mines a signed USDC transfer, and balanceOf read through Ferry shows it at once', async () => {
    const sender = await newPerson(arbitrum(), ARB_USDC, usdc('100'));
    const recipient = someone();
    expect(await usdcOf(recipient)).toBe(0n);
    const hash = await walletOf(sender).writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, usdc('25')],
    });
    const receipt = await reader().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect((await arbitrum().public.getTransactionReceipt({ hash })).blockHash).toBe(
      receipt.blockHash,
    );
    // The clock has not moved: the block Ferry's own transaction mined makes its reads fresh.
    expect(await usdcOf(recipient)).toBe(usdc('25'));
    expect(await usdcOf(sender.address)).toBe(usdc('75'));
  });

  it("reads the native balance from the chain, not the simulated ledger's", async () => {
    const address = someone();
    await arbitrum().test.setBalance({ address, value: parseEther('1.5') });
    expect(await reader().getBalance({ address })).toBe(parseEther('1.5'));
    const ledger = (await (
      await fetch(`${t.base}/rpc/${ARB}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call('eth_getBalance', [address, 'latest'])),
      })
    ).json()) as { result: string };
    expect(BigInt(ledger.result)).not.toBe(parseEther('1.5'));
  });

  it('never caches nonces, receipts not there yet or filters; plain reads keep their block', async () => {
    const person = await newPerson(arbitrum(), ARB_USDC, usdc('10'));
    const r = reader();
    const filter = await r.createBlockFilter();
    expect(await r.getFilterChanges({ filter })).toEqual([]);
    expect(await r.getTransactionCount({ address: person.address, blockTag: 'pending' })).toBe(0);
    expect(await usdcOf(person.address)).toBe(usdc('10'));

    const elsewhere = walletElsewhere(person);
    const signed = await elsewhere.signTransaction(
      await elsewhere.prepareTransactionRequest({
        to: ARB_USDC,
        data: transferData(someone(), usdc('4')),
      }),
    );
    const hash = keccak256(signed);
    expect(await r.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toBeNull();
    await elsewhere.sendRawTransaction({ serializedTransaction: signed });

    expect(await r.getTransactionCount({ address: person.address, blockTag: 'pending' })).toBe(1);
    expect((await r.getTransactionReceipt({ hash })).status).toBe('success');
    expect((await r.getFilterChanges({ filter })).length).toBeGreaterThan(0);
    // A transaction Ferry did not send: its balance reads wait out the block, as they do elsewhere.
    expect(await usdcOf(person.address)).toBe(usdc('10'));
    await t.clock.advance(1_001);
    expect(await usdcOf(person.address)).toBe(usdc('6'));
  });

  it('refuses a method outside its list by name, and responds to the rest of the batch', async () => {
    const responses = (await rpc(bff, [
      call('eth_sendTransaction', [{ from: someone(), to: someone() }], 'a'),
      call('anvil_setBalance', [someone(), '0x1'], 'b'),
      call('eth_accounts', [], 'c'),
      call('eth_chainId', [], 'd'),
    ])) as { id: string; result?: string; error?: { code: number; message: string } }[];
    expect(responses.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    for (const [i, method] of ['eth_sendTransaction', 'anvil_setBalance', 'eth_accounts'].entries())
      expect(responses[i]!.error).toEqual({
        code: -32601,
        message: expect.stringContaining(method) as string,
      });
    expect(responses[3]!.result).toBe('0xa4b1');
  });
});

/** As a wallet extension asks: no X-Ferry-Client, its own origin. */
const WALLET_ORIGIN = 'chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn';
async function bare(b: TestBff, body: unknown, origin = WALLET_ORIGIN) {
  const res = await fetch(`${b.base}/api/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as unknown };
}
const preflight = (b: TestBff) =>
  fetch(`${b.base}/api/rpc/${ARB}`, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://wallet.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('a wallet given only the URL (no Ferry header, any origin)', () => {
  it('is served, and a page of another origin may read the response', async () => {
    const { res, body } = await bare(bff, call('eth_chainId'));
    expect(res.status).toBe(200);
    expect(body).toEqual({ jsonrpc: '2.0', id: 1, result: '0xa4b1' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await preflight(bff);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toBe('POST');
    expect(pre.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('sends a signed USDC transfer as a wallet does (nonce, fees, gas, raw transaction)', async () => {
    const sender = await newPerson(arbitrum(), ARB_USDC, usdc('10'));
    const recipient = someone();
    const url = `${bff.base}/api/rpc/${ARB}`;
    const wallet = createWalletClient({
      account: sender,
      chain: sandboxChainAt(ARB, url),
      transport: http(url, { batch: false, retryCount: 0 }),
    });
    const hash = await wallet.writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, usdc('3')],
    });
    expect((await arbitrum().public.getTransactionReceipt({ hash })).status).toBe('success');
    const { body } = await bare(bff, call('eth_getTransactionReceipt', [hash]));
    expect(body).toMatchObject({ result: { transactionHash: hash, status: '0x1' } });
    expect(await usdcOf(recipient)).toBe(usdc('3'));
  });

  it("refuses by name what is not a wallet's: unsigned sends, cheat codes, the node's accounts", async () => {
    const methods = [
      ['eth_sendTransaction', [{ from: someone(), to: someone(), value: '0x1' }]],
      ['anvil_setBalance', [someone(), '0xde0b6b3a7640000']],
      ['anvil_impersonateAccount', [someone()]],
      ['hardhat_setBalance', [someone(), '0xde0b6b3a7640000']],
      ['hardhat_impersonateAccount', [someone()]],
      ['eth_sign', [someone(), '0x00']],
      ['eth_signTransaction', [{ from: someone(), to: someone() }]],
      ['eth_signTypedData_v4', [someone(), '{}']],
      ['personal_sign', ['0x00', someone()]],
      ['evm_mine', []],
      ['evm_increaseTime', ['0x3c']],
      ['eth_accounts', []],
    ] as const;
    const { res, body } = await bare(
      bff,
      methods.map(([method, params], i) => call(method, [...params], i)),
    );
    expect(res.status).toBe(200);
    expect(body).toEqual(
      methods.map(([method], i) => ({
        jsonrpc: '2.0',
        id: i,
        error: { code: -32601, message: `${method} is not available on sandbox chain ${ARB}` },
      })),
    );
  });
});

describe('a caller who means harm, from any origin', () => {
  it('gets a JSON-RPC error for params 10,000 levels deep, and 413 for a body over the limit', async () => {
    const depth = 10_000;
    const deep = `{"jsonrpc":"2.0","id":"deep","method":"eth_call","params":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
    const res = await fetch(`${bff.base}/api/rpc/${ARB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: WALLET_ORIGIN },
      body: deep,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 'deep',
      error: {
        code: -32602,
        message: expect.stringMatching(/^params nested too deeply/) as string,
      },
    });
    const big = await bare(
      bff,
      call('eth_sendRawTransaction', [`0x${'00'.repeat(RPC_MAX_BODY_BYTES)}`]),
    );
    expect(big.res.status).toBe(413);
  });

  it("cannot mint with Anvil's public development key #0: the service refuses it by name, and no USDC moves", async () => {
    const devKey0 = privateKeyToAccount(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    );
    const recipient = someone();
    const nonce = await arbitrum().public.getTransactionCount({ address: devKey0.address });
    const supply = await reader().readContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    const raw = await devKey0.signTransaction({
      chainId: ARB,
      nonce,
      to: ARB_USDC,
      data: encodeFunctionData({
        abi: mintAbi,
        functionName: 'mint',
        args: [recipient, usdc('1000000000')],
      }),
      gas: 200_000n,
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    const { res, body } = await bare(bff, call('eth_sendRawTransaction', [raw]));
    expect(res.status).toBe(200);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32003,
        message: expect.stringContaining(
          `template admin (Anvil development account #0) (${devKey0.address})`,
        ) as string,
      },
    });
    expect(await arbitrum().public.getTransactionCount({ address: devKey0.address })).toBe(nonce);
    expect(await usdcOf(recipient)).toBe(0n);
    expect(
      await reader().readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'totalSupply',
      }),
    ).toBe(supply);
  });
});

describe('the same chain id from RPC_URLS', () => {
  it('stays read-only: a signed transaction is refused by name and never reaches the node', async () => {
    // The node behind it is the sandbox chain itself, which would take the transaction.
    const readOnly = await startTestBff({
      service: t,
      env: { RPC_URLS: JSON.stringify({ [ARB]: `${t.base}/sandbox/rpc/${ARB}` }) },
    });
    try {
      const listed = rpcChainsResponse.parse(await (await readOnly.fetch('/api/rpc')).json());
      expect(listed.chainIds).toContain(ARB);
      expect(listed.sendChainIds).toEqual([]);
      const person = await newPerson(arbitrum(), ARB_USDC, usdc('1'));
      const elsewhere = walletElsewhere(person);
      const signed = await elsewhere.signTransaction(
        await elsewhere.prepareTransactionRequest({
          to: ARB_USDC,
          data: transferData(someone(), usdc('1')),
        }),
      );
      expect(await rpc(readOnly, call('eth_sendRawTransaction', [signed]))).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32601, message: 'eth_sendRawTransaction is not a read Ferry serves' },
      });
      expect(await arbitrum().public.getTransactionCount({ address: person.address })).toBe(0);
      expect(await rpc(readOnly, call('eth_chainId'))).toMatchObject({ result: '0xa4b1' });
      // Without Ferry's header, or from another origin: the CSRF checks, as on every other path.
      for (const origin of [WALLET_ORIGIN, readOnly.base]) {
        const { res, body } = await bare(readOnly, call('eth_chainId'), origin);
        expect(res.status).toBe(403);
        expect(body).toMatchObject({ error: 'ForbiddenError' });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
      const pre = await preflight(readOnly);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await readOnly.close();
    }
  });
});

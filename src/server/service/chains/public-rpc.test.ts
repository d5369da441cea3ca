// The sandbox chains' public JSON-RPC (POST /sandbox/rpc/{chainId}) against a caller who means
// harm: bodies past the limit and params nested thousands of levels deep are refused without a
// 500, nothing but a wallet's own methods reaches the node, and no transaction signed by one of
// the service's accounts is sent, while those accounts hold nothing a public key could use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  parseGwei,
  type Hex,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_MAX_BODY_BYTES } from '../../../contract/json-rpc';
import { startTestService, type TestService } from '../testing/harness';
import { ADMIN_ADDRESS, ADMIN_KEY } from './accounts';
import { sandboxTokenAbi } from './contracts/generated/SandboxToken';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { ownedContracts } from './hand-over';
import { SERVICE_KEYS_FILE } from './service-keys';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_SPOKE, ARB_USDC, sandboxChainAt } from './testing/sandbox-people';

const ARB = 42161;
const testChains = sandboxChainsForThisFile([ARB]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
/** Every response this file got, to look for the admin's key in. */
const responses: string[] = [];
async function post(body: string) {
  const res = await fetch(`${t.base}/sandbox/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
    body,
  });
  const text = await res.text();
  responses.push(text);
  return { status: res.status, body: JSON.parse(text) as unknown };
}
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the sandbox chains’ RPC under hostile input', () => {
  it('responds to 10,000-deep params with a JSON-RPC error, and the rest of the batch', async () => {
    const deep = `{"jsonrpc":"2.0","id":"deep","method":"eth_call","params":[${nestedJson(10_000)}]}`;
    const { status, body } = await post(
      `[${deep},${JSON.stringify(call('eth_chainId', [], 'ok'))}]`,
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        jsonrpc: '2.0',
        id: 'deep',
        error: {
          code: -32602,
          message: expect.stringMatching(/^params nested too deeply/) as string,
        },
      },
      { jsonrpc: '2.0', id: 'ok', result: '0xa4b1' },
    ]);
  });

  it('refuses a body over the limit with 413 and a JSON-RPC error', async () => {
    const big = JSON.stringify(
      call('eth_sendRawTransaction', [`0x${'00'.repeat(RPC_MAX_BODY_BYTES)}`]),
    );
    expect(await post(big)).toEqual({
      status: 413,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32005,
          message: `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes`,
        },
      },
    });
  });

  it('refuses by name every method that signs, sends unsigned, or reaches the node’s controls', async () => {
    const methods = [
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'hardhat_setBalance',
      'hardhat_impersonateAccount',
      'evm_mine',
      'evm_setNextBlockTimestamp',
      'debug_traceTransaction',
      'txpool_content',
    ];
    const { body } = await post(JSON.stringify(methods.map((m, i) => call(m, [], i))));
    expect(body).toEqual(
      methods.map((m, i) => ({
        jsonrpc: '2.0',
        id: i,
        error: { code: -32601, message: `${m} is not available on the sandbox chains` },
      })),
    );
  });
});

const arbitrum = () => testChains().chains.get(ARB)!;
/** This data directory's admin key, as the service keeps it. */
const adminKey = () =>
  (
    JSON.parse(readFileSync(path.join(testChains().dir, SERVICE_KEYS_FILE), 'utf8')) as {
      admin: { privateKey: Hex };
    }
  ).admin.privateKey;
const usdcOf = (owner: Hex) =>
  arbitrum().public.readContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** A USDC mint of 10^9 to `to`, signed by `account` with its next nonce, gas set (none estimated). */
async function signedMint(account: LocalAccount, to: Hex): Promise<Hex> {
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(ARB, `${t.base}/sandbox/rpc/${ARB}`),
    transport: http(`${t.base}/sandbox/rpc/${ARB}`),
  });
  return wallet.signTransaction({
    to: ARB_USDC,
    data: encodeFunctionData({
      abi: sandboxTokenAbi,
      functionName: 'mint',
      args: [to, 10n ** 15n],
    }),
    nonce: await arbitrum().public.getTransactionCount({ address: account.address }),
    gas: 200_000n,
    maxFeePerGas: parseGwei('10'),
    maxPriorityFeePerGas: parseGwei('1'),
  });
}

describe('the service’s own accounts on the public RPC', () => {
  it('own the spoke pool and every token, so the template’s public key owns nothing', async () => {
    const admin = privateKeyToAccount(adminKey()).address;
    expect(admin).not.toBe(ADMIN_ADDRESS);
    expect(arbitrum().admin.account.address).toBe(admin);
    for (const contract of ownedContracts(ARB)) {
      const owner = await arbitrum().public.readContract({
        address: contract,
        abi: sandboxTokenAbi,
        functionName: 'owner',
      });
      expect(owner).toBe(admin);
    }
    for (const role of ['crossDomainAdmin', 'withdrawalRecipient'] as const) {
      expect(
        await arbitrum().public.readContract({
          address: ARB_SPOKE,
          abi: spokePoolAbi,
          functionName: role,
        }),
      ).toBe(admin);
    }
  });

  it.each([
    ['Anvil’s development key #0 (the template’s admin)', () => ADMIN_KEY as Hex, /template admin/],
    ['this data directory’s admin key', adminKey, /sandbox's admin \(/],
  ])('refuse a USDC mint signed with %s by name, and never send it', async (_, key, role) => {
    const signer = privateKeyToAccount(key());
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const nonce = await arbitrum().public.getTransactionCount({ address: signer.address });
    const raw = await signedMint(signer, to);
    const { status, body } = await post(JSON.stringify(call('eth_sendRawTransaction', [raw])));
    expect(status).toBe(200);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32003, message: expect.stringMatching(role) as string },
    });
    expect((body as { error: { message: string } }).error.message).toContain(signer.address);
    expect(await arbitrum().public.getTransactionCount({ address: signer.address })).toBe(nonce);
    expect(
      await arbitrum()
        .public.getTransaction({ hash: keccak256(raw) })
        .catch(() => null),
    ).toBeNull();
    expect(await usdcOf(to)).toBe(0n);
  });

  it('refuse a stranger’s transaction carrying an EIP-7702 authorization signed by the admin', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    const authorization = await privateKeyToAccount(adminKey()).signAuthorization({
      address: ARB_USDC,
      chainId: ARB,
      nonce: 0,
    });
    const raw = await stranger.signTransaction({
      type: 'eip7702',
      chainId: ARB,
      nonce: 0,
      to: stranger.address,
      authorizationList: [authorization],
      gas: 100_000n,
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    const { body } = await post(JSON.stringify(call('eth_sendRawTransaction', [raw])));
    expect(body).toMatchObject({
      error: { code: -32003, message: expect.stringContaining('EIP-7702 authorization') as string },
    });
  });

  it('refuse a transaction whose sender cannot be recovered, without sending it', async () => {
    const { body } = await post(JSON.stringify(call('eth_sendRawTransaction', ['0x02c0ffee'])));
    expect(body).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/params\[0\]/) as string },
    });
  });

  it('refuse a transaction below its intrinsic gas in geth’s words, as a node would, not take it and never mine it', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    const raw = await stranger.signTransaction({
      chainId: ARB,
      nonce: 0,
      to: stranger.address,
      data: `0x${'ab'.repeat(600)}`,
      gas: 30_000n,
      maxFeePerGas: parseGwei('10'),
      maxPriorityFeePerGas: parseGwei('1'),
    });
    const { body } = await post(JSON.stringify(call('eth_sendRawTransaction', [raw])));
    expect(body).toMatchObject({
      error: { code: -32000, message: 'intrinsic gas too low: gas 30000, minimum needed 30600' },
    });
    expect(
      await arbitrum()
        .public.getTransaction({ hash: keccak256(raw) })
        .catch(() => null),
    ).toBeNull();
  });

  it('never show the admin’s key in a response or a log line', async () => {
    responses.push(await (await fetch(`${t.base}/sandbox/chains`)).text());
    const key = adminKey().slice(2).toLowerCase();
    expect(responses.length).toBeGreaterThan(5);
    for (const text of [...responses, ...t.logs]) expect(text.toLowerCase()).not.toContain(key);
  });
});

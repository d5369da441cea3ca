// The sandbox chains as an integrator's script meets them: real contracts at the world's real
// addresses, a JSON-RPC that takes raw transactions and refuses the node's private methods, block
// times on the service clock, and chain state that survives a restart.
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEventLogs,
  parseUnits,
  padHex,
  zeroAddress,
  type Hex,
} from 'viem';
import { arbitrum as arbitrumChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { admin } from './accounts';
import { INITIAL_DEPOSIT_ID } from './bootstrap';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { uniswapV2PairAbi } from './contracts/generated/UniswapV2Pair';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  sandboxChainAt,
} from './testing/sandbox-people';

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const arbitrum = () => sandboxChainAt(42161, rpcUrl(42161));

async function rpc(chainId: number, method: string, params: unknown[] = []) {
  const res = await fetch(rpcUrl(chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  return (await res.json()) as {
    id: number;
    result?: unknown;
    error?: { code: number; message: string };
  };
}

const toBytes32 = (a: Hex) => padHex(a, { size: 32 });

/** The spoke pool's deposit arguments for USDC Arbitrum → Base, to the depositor itself. */
const usdcToBase = (
  depositor: Hex,
  inputAmount: bigint,
  outputAmount: bigint,
  quoteTimestamp: number,
  fillDeadline: number,
) =>
  [
    toBytes32(depositor),
    toBytes32(depositor),
    toBytes32(ARB_USDC),
    toBytes32(BASE_USDC),
    inputAmount,
    outputAmount,
    8453n,
    toBytes32(zeroAddress),
    quoteTimestamp,
    fillDeadline,
    0,
    '0x',
  ] as const;

/** A new person with ETH for gas and `usdc` of USDC on Arbitrum, funded the way the sandbox controls do. */
const person = (usdc: bigint) => newPerson(testChains().chains.get(42161)!, ARB_USDC, usdc);

describe('the sandbox chains', () => {
  it('lists each chain with its RPC path and the real addresses of its contracts', async () => {
    const res = await t.fetch('/sandbox/chains', { key: null });
    expect(res.status).toBe(200);
    const { chains } = (await res.json()) as {
      chains: {
        chainId: number;
        rpcPath: string;
        spokePool: string;
        tokens: { symbol: string; address: string }[];
        dex: {
          source: string;
          factory: string;
          router: string;
          pairs: { address: Hex; tokenA: { symbol: string }; tokenB: { symbol: string } }[];
        }[];
      }[];
    };
    expect(chains.map((c) => c.chainId)).toEqual([8453, 42161]);
    const arb = chains.find((c) => c.chainId === 42161)!;
    expect(arb.rpcPath).toBe('/sandbox/rpc/42161');
    expect(arb.spokePool).toBe(ARB_SPOKE);
    expect(arb.tokens.find((x) => x.symbol === 'USDC')?.address).toBe(ARB_USDC);
    // The DEX as docs/service.md lists it; each pair is a live Uniswap v2 pair of its tokens.
    expect(arb.dex.map((d) => [d.source, d.factory, d.router])).toEqual([
      [
        'uniswap_v3',
        '0x71BA13DEa1cDf6d955523E18864dE1c5A3717FF3',
        '0xb26482254B42f401451A45C1fe10ea87880Fc875',
      ],
      [
        'camelot_v3',
        '0xB399906b495a0aFc7F222EB56552E86977d00317',
        '0x1c4CCcCb8BcA50e360175e90B590d30a8E1814e7',
      ],
    ]);
    const usdcWeth = arb.dex[0]!.pairs.find(
      (p) => p.tokenA.symbol === 'WETH' || p.tokenB.symbol === 'WETH',
    )!;
    const [reserve0, reserve1] = await createPublicClient({
      transport: http(rpcUrl(42161)),
    }).readContract({
      address: usdcWeth.address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    expect(reserve0 > 0n && reserve1 > 0n).toBe(true);
  });

  it('serves the real chain id and real token metadata at the real addresses', async () => {
    const client = createPublicClient({ transport: http(rpcUrl(8453)) });
    expect(await client.getChainId()).toBe(8453);
    const read = (functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ address: BASE_USDC, abi: erc20Abi, functionName });
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
      'USD Coin',
      'USDC',
      6,
    ]);
    const weth = await client.readContract({
      address: '0x4200000000000000000000000000000000000006',
      abi: erc20Abi,
      functionName: 'symbol',
    });
    expect(weth).toBe('WETH');
  });

  it('responds to batched reads through Multicall3 at its canonical address, as wagmi sends them', async () => {
    // viem's Arbitrum names the canonical Multicall3; with batching on, reads go through it.
    const client = createPublicClient({
      chain: arbitrumChain,
      transport: http(rpcUrl(42161)),
      batch: { multicall: true },
    });
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: ARB_USDC, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: ARB_USDC, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    expect([symbol, decimals]).toEqual(['USDC', 6]);
    const results = await client.multicall({
      contracts: [
        { address: ARB_USDC, abi: erc20Abi, functionName: 'balanceOf', args: [ARB_SPOKE] },
        { address: ARB_SPOKE, abi: erc20Abi, functionName: 'symbol' },
      ],
    });
    expect(results[0]).toEqual({ status: 'success', result: expect.any(BigInt) });
    // A call that fails fails alone: the spoke pool is no token.
    expect(results[1]?.status).toBe('failure');
  });

  it('refuses the node’s own accounts, cheat codes and unknown chains, naming what was refused', async () => {
    expect((await rpc(42161, 'eth_accounts')).result).toEqual([]);
    const send = await rpc(42161, 'eth_sendTransaction', [
      { from: admin.address, to: admin.address },
    ]);
    expect(send.error?.message).toMatch(/eth_sendTransaction is not available/);
    expect((await rpc(42161, 'anvil_setBalance', [admin.address, '0x1'])).error?.code).toBe(-32601);
    expect((await rpc(42161, 'evm_revert', ['0x1'])).error?.code).toBe(-32601);
    expect((await rpc(10, 'eth_chainId')).error?.message).toMatch(
      /Chain 10 is not a sandbox chain/,
    );
    expect((await rpc(42161, 'eth_sendRawTransaction', ['nope'])).error?.message).toMatch(
      /params\[0\]/,
    );
  });

  it('takes an approval and a deposit sent as raw transactions, stamped with the service clock', async () => {
    const { clock } = testChains();
    const amount = parseUnits('25', 6);
    const account = await person(amount);
    const wallet = createWalletClient({
      account,
      chain: arbitrum(),
      transport: http(rpcUrl(42161)),
    });
    const reader = createPublicClient({ chain: arbitrum(), transport: http(rpcUrl(42161)) });
    await clock.advance(90_000);
    const approve = await wallet.writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'approve',
      args: [ARB_SPOKE, amount],
    });
    expect(
      (await reader.waitForTransactionReceipt({ hash: approve, pollingInterval: 20 })).status,
    ).toBe('success');
    const now = Math.floor(clock.now() / 1000);
    const deposit = await wallet.writeContract({
      address: ARB_SPOKE,
      abi: spokePoolAbi,
      functionName: 'deposit',
      args: usdcToBase(account.address, amount, amount - 10_000n, now, now + 4 * 3600),
    });
    const receipt = await reader.waitForTransactionReceipt({ hash: deposit, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    const block = await reader.getBlock({ blockNumber: receipt.blockNumber });
    expect(Number(block.timestamp)).toBe(now);
    const [event] = parseEventLogs({
      abi: spokePoolAbi,
      logs: receipt.logs,
      eventName: 'FundsDeposited',
    });
    expect(event?.args.depositId).toBe(BigInt(INITIAL_DEPOSIT_ID));
    expect(event?.args.inputAmount).toBe(amount);
    expect(
      await reader.readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(0n);
    expect(
      await reader.readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ARB_SPOKE],
      }),
    ).toBe(amount);
  });

  it('holds mining on request, so a wallet can replace a pending transaction ("speed up")', async () => {
    const account = await person(parseUnits('1', 6));
    const reader = createPublicClient({ chain: arbitrum(), transport: http(rpcUrl(42161)) });
    const mining = (held: boolean) =>
      fetch(`${t.base}/sandbox/mining`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_sandbox_full', 'content-type': 'application/json' },
        body: JSON.stringify({ chainId: 42161, held }),
      });
    const approve = (maxFeePerGas: bigint) =>
      account.signTransaction({
        chainId: 42161,
        type: 'eip1559',
        nonce: 0,
        to: ARB_USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ARB_SPOKE, 1n] }),
        gas: 80_000n,
        maxFeePerGas,
        maxPriorityFeePerGas: maxFeePerGas / 2n,
      });
    const { baseFeePerGas } = await reader.getBlock();
    const fee = (baseFeePerGas ?? 1n) * 2n + 1n;

    expect((await mining(true)).status).toBe(200);
    const first = (await rpc(42161, 'eth_sendRawTransaction', [await approve(fee)])).result as Hex;
    expect((await reader.getTransaction({ hash: first })).blockNumber).toBeNull(); // pending
    const faster = (await rpc(42161, 'eth_sendRawTransaction', [await approve(fee * 2n)]))
      .result as Hex;
    expect(await mining(false)).toMatchObject({ status: 200 });

    expect((await reader.getTransactionReceipt({ hash: faster })).status).toBe('success');
    await expect(reader.getTransactionReceipt({ hash: first })).rejects.toThrow();
    expect(await reader.getTransactionCount({ address: account.address })).toBe(1);
  });

  it('responds to a raw transaction it cannot mine yet at once, and it blocks no other wallet', async () => {
    const chain = testChains().chains.get(42161)!;
    const told = vi.fn();
    const stopListening = chain.onTransactionFromOutside(told);
    const waiting = await person(0n);
    const other = await person(0n);
    const { baseFeePerGas } = await chain.public.getBlock();
    const fee = (baseFeePerGas ?? 1n) * 2n + 1n;
    const send = (from: typeof waiting, nonce: number) =>
      from
        .signTransaction({
          chainId: 42161,
          type: 'eip1559',
          nonce,
          to: from.address,
          value: 1n,
          gas: 21_000n,
          maxFeePerGas: fee,
          maxPriorityFeePerGas: 1n,
        })
        .then(async (raw) => (await rpc(42161, 'eth_sendRawTransaction', [raw])).result as Hex);
    const receipt = (hash: Hex) =>
      rpc(42161, 'eth_getTransactionReceipt', [hash]).then(
        (a) => a.result as { status: string } | null,
      );
    try {
      // Nonces 1 to 5 wait for nonce 0: each is served with its hash, none is mined.
      const future: Hex[] = [];
      for (let nonce = 1; nonce <= 5; nonce++) future.push(await send(waiting, nonce));
      for (const hash of future) {
        expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(await receipt(hash)).toBeNull();
      }
      // Meanwhile another wallet's transaction is mined as it is sent.
      const meanwhile = await send(other, 0);
      expect((await receipt(meanwhile))?.status).toBe('0x1');
      told.mockClear();
      // The missing nonce lets all six in; the indexer is told of those mined later too.
      const gap = await send(waiting, 0);
      await vi.waitFor(
        async () => {
          for (const hash of [gap, ...future]) expect((await receipt(hash))?.status).toBe('0x1');
        },
        { timeout: 15_000, interval: 50 },
      );
      await vi.waitFor(() => expect(told.mock.calls.length).toBeGreaterThanOrEqual(2), {
        timeout: 15_000,
        interval: 50,
      });
      expect(await chain.public.getTransactionCount({ address: waiting.address })).toBe(6);
    } finally {
      stopListening();
    }
  });

  it('refuses to hold mining on a chain that is not a sandbox chain', async () => {
    const res = await fetch(`${t.base}/sandbox/mining`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_sandbox_full', 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 999999, held: true }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'chainId 999999 is not a sandbox chain' });
  });

  it('refuses a deposit whose quote time is out of the spoke pool’s window, as the real contract does', async () => {
    const amount = parseUnits('1', 6);
    const account = await person(amount);
    const wallet = createWalletClient({
      account,
      chain: arbitrum(),
      transport: http(rpcUrl(42161)),
    });
    const reader = createPublicClient({ chain: arbitrum(), transport: http(rpcUrl(42161)) });
    const stale = Math.floor(testChains().clock.now() / 1000) - 2 * 3600;
    // With the gas given, the wallet skips its estimate and the chain mines the revert.
    const hash = await wallet.writeContract({
      address: ARB_SPOKE,
      abi: spokePoolAbi,
      functionName: 'deposit',
      args: usdcToBase(account.address, amount, amount, stale, stale + 3600),
      gas: 500_000n,
    });
    expect((await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe(
      'reverted',
    );
    expect(
      await reader.readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(amount);
  });

  it('keeps every transaction and balance across a restart of the nodes', async () => {
    const { chains } = testChains();
    const before = chains.get(42161)!;
    const height = await before.public.getBlockNumber();
    const tip = await before.public.getBlock({ blockNumber: height });
    const spokeBalance = await before.public.readContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ARB_SPOKE],
    });
    const logs = await before.public.getContractEvents({
      address: ARB_SPOKE,
      abi: spokePoolAbi,
      eventName: 'FundsDeposited',
      fromBlock: 0n,
    });
    await testChains().restart();
    const after = testChains().chains.get(42161)!;
    expect((await after.public.getBlock({ blockNumber: height })).hash).toBe(tip.hash);
    expect(
      await after.public.readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ARB_SPOKE],
      }),
    ).toBe(spokeBalance);
    const again = await after.public.getContractEvents({
      address: ARB_SPOKE,
      abi: spokePoolAbi,
      eventName: 'FundsDeposited',
      fromBlock: 0n,
    });
    expect(again.map((l) => l.transactionHash)).toEqual(logs.map((l) => l.transactionHash));
  });
});

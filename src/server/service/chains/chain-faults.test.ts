// A sandbox chain under faults, as an operator or a wallet meets them: a node killed with -9 comes
// back on its state with every write the service acknowledged; while it is down, the health check
// and the chain list say so, its RPC responds with "chain N is unavailable" and quotes on its
// routes are refused naming it; and a crash of node and service together right after an
// acknowledged write, or after a wallet was shown its receipt, loses neither.
import { encodeFunctionData, erc20Abi, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import { startTestService, type TestService } from '../testing/harness';
import { rpcErrorCodes } from '../../../contract/json-rpc';
import { startSandboxChains } from './sandbox-chains';
import { usdcArbToBase } from '../catalogue/testing/catalogue-helpers';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_USDC, BASE_USDC, mintOn, newPerson } from './testing/sandbox-people';

const ARB = 42161;
/** While set, a dead node waits for it before it is restarted. */
let restartsHeld: Promise<void> | undefined;
const testChains = sandboxChainsForThisFile([ARB], undefined, {
  beforeRestart: () => restartsHeld ?? Promise.resolve(),
});
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const chain = () => testChains().chains.get(ARB)!;
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const usdcOf = (owner: Hex, c = chain()) =>
  c.public.readContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** Holds restarts until the returned function is called. */
function holdRestarts() {
  let release!: () => void;
  restartsHeld = new Promise<void>((resolve) => (release = resolve));
  return () => {
    restartsHeld = undefined;
    release();
  };
}

async function rpc(method: string, params: unknown[] = []) {
  const res = await fetch(`${t.base}/sandbox/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 3, method, params }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { result?: unknown; error?: { code: number; message: string } },
  };
}

const killNode = () => process.kill(chain().node.pid, 'SIGKILL');
const waitUntil = (up: boolean) =>
  vi.waitFor(() => expect(chain().up).toBe(up), { timeout: 30_000, interval: 20 });

// A restart and the state writes around it take seconds on a loaded 2-core machine. One retry:
// twice in seven full runs on 2026-12-03 the first and third cases waited out their 60 s (3 s
// alone) after the kill, not yet explained; a second failure in a row still fails the run.
describe('a sandbox chain whose node is killed with -9', { timeout: 60_000, retry: 1 }, () => {
  it('comes back on its state, with every write the service acknowledged', async () => {
    const amount = parseUnits('7', 6);
    const people = Array.from({ length: 8 }, newAddress);
    const acknowledged: Hex[] = [];
    const writes = people.map(async (who) => {
      await mintOn(chain(), ARB_USDC, who, amount);
      acknowledged.push(who);
    });
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(2), {
      timeout: 30_000,
      interval: 10,
    });
    const before = chain().node.pid;
    killNode();
    await Promise.allSettled(writes);
    // Back: a new process, responding.
    await vi.waitFor(
      () => expect([chain().up, chain().node.pid === before]).toEqual([true, false]),
      {
        timeout: 30_000,
        interval: 20,
      },
    );
    for (const who of acknowledged) expect(await usdcOf(who)).toBe(amount);
    // And it takes writes again.
    const after = newAddress();
    await mintOn(chain(), ARB_USDC, after, amount);
    expect(await usdcOf(after)).toBe(amount);
  });

  it('is reported down while it restarts, and its RPC and quotes respond that it is unavailable', async () => {
    const release = holdRestarts();
    try {
      killNode();
      await waitUntil(false);

      const listing = (await (await t.fetch('/sandbox/chains', { key: null })).json()) as {
        chains: { chainId: number; status: string }[];
      };
      expect(listing.chains).toEqual([expect.objectContaining({ chainId: ARB, status: 'down' })]);
      const health = await t.fetch('/healthz', { key: null });
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: 'degraded',
        chains: [{ chainId: ARB, status: 'down' }],
      });

      const response = await rpc('eth_blockNumber');
      expect(response.status).toBe(200);
      expect(response.body.error).toEqual({
        code: rpcErrorCodes.unavailable,
        message: `chain ${ARB} is unavailable`,
      });

      const fees = await t.fetch(
        `/api/suggested-fees?${new URLSearchParams({
          ...usdcArbToBase,
          amount: '25000000',
        })}`,
      );
      expect(fees.status).toBe(503);
      expect(await fees.json()).toMatchObject({
        code: 'UPSTREAM_RPC_ERROR',
        param: 'originChainId',
        message: expect.stringContaining(`chain ${ARB} is unavailable`),
      });
      const quote = await t.fetch('/v1/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          originChainId: 8453,
          destinationChainId: ARB,
          inputToken: BASE_USDC,
          outputToken: ARB_USDC,
          amount: '25000000',
          depositor: newAddress(),
        }),
      });
      expect(quote.status).toBe(503);
      expect(await quote.json()).toMatchObject({
        code: 'UNSUPPORTED_ROUTE',
        message: expect.stringContaining(`chain ${ARB} is unavailable`),
      });
    } finally {
      release();
    }
    await waitUntil(true);
    expect((await rpc('eth_chainId')).body.result).toBe(`0x${ARB.toString(16)}`);
    const health = await t.fetch('/healthz', { key: null });
    expect(await health.json()).toEqual({ status: 'ok', chains: [{ chainId: ARB, status: 'up' }] });
  });

  it('loses nothing acknowledged when the service dies with it: neither a write nor a receipt a wallet was shown', async () => {
    const { dir, clock } = testChains();
    const amount = parseUnits('3', 6);
    const minted = newAddress();
    await mintOn(chain(), ARB_USDC, minted, amount);
    // A wallet's transfer, sent and its receipt shown through the public RPC.
    const wallet = await newPerson(chain(), ARB_USDC, amount);
    const to = newAddress();
    const signed = await wallet.signTransaction({
      chainId: ARB,
      type: 'eip1559',
      nonce: 0,
      to: ARB_USDC,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      }),
      gas: 100_000n,
      maxFeePerGas: parseUnits('1', 9),
      maxPriorityFeePerGas: 1n,
    });
    const hash = (await rpc('eth_sendRawTransaction', [signed])).body.result as Hex;
    const receipt = await vi.waitFor(
      async () => {
        const r = (await rpc('eth_getTransactionReceipt', [hash])).body.result;
        expect(r).toBeTruthy();
        return r as { status: string; blockNumber: string };
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(receipt.status).toBe('0x1');

    // Node and service die together: nothing restarts this node, nothing writes its state.
    const release = holdRestarts();
    killNode();
    await waitUntil(false);
    const logger = createLogger({ level: 'silent' });
    const next = await startSandboxChains({ dir, clock, logger, chainIds: [ARB] });
    try {
      const resumed = next.get(ARB)!;
      expect(await usdcOf(minted, resumed)).toBe(amount);
      expect(await usdcOf(to, resumed)).toBe(amount);
      const again = await resumed.public.getTransactionReceipt({ hash });
      expect(again.blockNumber).toBe(BigInt(receipt.blockNumber));
    } finally {
      await next.stop();
      release();
    }
    await waitUntil(true);
    expect(await usdcOf(to)).toBe(amount);
  });
});

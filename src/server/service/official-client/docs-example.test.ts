// docs/service.md's example of the official client, run as written: the TypeScript blocks of its
// section "The official client" (the client set up with its three adjustments, then a transfer
// with executeSwapQuote) against an embedded service with sandbox chains. Only the service's
// address is replaced, by this test service's. Every request the example makes must go to the
// service: before the docs gave `rpcUrls`, the client read and sent through viem's public RPCs
// (https://arb1.arbitrum.io/rpc), which this test refuses as the closed network here does.
// Also here: the sandbox RPC's responses the same page describes (eth_accounts, refusals by name).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AcrossClient } from '@across-protocol/app-sdk';
import { erc20Abi, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import { BASE_USDC } from '../chains/testing/sandbox-people';
import { startTestService, type TestService } from '../testing/harness';

const SECOND = 1000;
const docs = path.resolve('docs/service.md');
const DOCS_SERVICE = "const SERVICE = 'http://127.0.0.1:8788';";

/** The ```ts blocks of one `## ` section of a Markdown file, in order. */
function tsBlocksOf(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}" in ${docs}`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(async () => {
  await t?.close();
});

interface ExampleResult {
  account: { address: Hex };
  swapQuote: { expectedOutputAmount: string; approvalTxns?: unknown[] };
  depositId: bigint;
  swapTxReceipt: { status: string; transactionHash: Hex };
  fillTxReceipt?: { status: string; transactionHash: Hex };
}

/** Imports `file` (which runs it) while the manual clock, the service's and the chains', moves. */
async function runWhileTimePasses(file: string): Promise<ExampleResult> {
  let outcome: { ok: true; value: ExampleResult } | { ok: false; error: unknown } | undefined;
  void (import(pathToFileURL(file).href) as Promise<ExampleResult>).then(
    (value) => (outcome = { ok: true, value }),
    (error: unknown) => (outcome = { ok: false, error }),
  );
  // The client polls every 3 s (its default): steps of 15 s every 200 ms let each of its looks
  // see the next stage (indexer latency 1-15 s, then the relayer's fill) within a few polls.
  for (let step = 0; step < 400 && !outcome; step++) {
    await testChains().clock.advance(15 * SECOND);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!outcome) throw new Error('the example did not finish in 400 steps of 15 s');
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

describe("docs/service.md's official client example", { timeout: 120_000 }, () => {
  it('runs as written: executeSwapQuote bridges 25 USDC to Base, asking only the service', async () => {
    const blocks = tsBlocksOf(readFileSync(docs, 'utf8'), 'The official client');
    const code = blocks.join('\n');
    expect(code).toContain(DOCS_SERVICE);
    expect(code).toContain('executeSwapQuote(');
    // The example's own names, exported so the test can read what it did.
    const example = `${code.replace(DOCS_SERVICE, `const SERVICE = '${t.base}';`)}
export { account, swapQuote, depositId, swapTxReceipt, fillTxReceipt };
`;
    const dir = path.resolve('.test-results', 'docs-examples');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `official-client-${process.pid}-${Date.now()}.ts`);
    writeFileSync(file, example);

    const original = globalThis.fetch;
    const asked: URL[] = [];
    // What the example finds as the plain fetch (the service in this process uses it too, for
    // its chains' nodes on loopback): it records each request and refuses every other host.
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      if (url.hostname !== '127.0.0.1') return Promise.reject(new Error(`fetch to ${url.origin}`));
      return original(input, init);
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    // createAcrossClient returns the process's one client if there is one (see
    // testing/official-client.ts); the example must create its own.
    (AcrossClient as unknown as { instance: AcrossClient | null }).instance = null;
    let result: ExampleResult;
    let printed: unknown[][];
    try {
      result = await runWhileTimePasses(file);
    } finally {
      printed = log.mock.calls;
      globalThis.fetch = original;
      (AcrossClient as unknown as { instance: AcrossClient | null }).instance = null;
      log.mockRestore();
      rmSync(file, { force: true });
    }

    expect(asked.filter((u) => u.hostname !== '127.0.0.1').map((u) => u.origin)).toEqual([]);
    const toService = asked.filter((u) => u.origin === t.base).map((u) => u.pathname);
    expect(toService).toContain('/sandbox/rpc/42161');
    expect(toService).toContain('/sandbox/rpc/8453');
    expect(result.swapQuote.approvalTxns).toHaveLength(1);
    expect(result.swapTxReceipt.status).toBe('success');
    expect(result.fillTxReceipt?.status).toBe('success');
    expect(printed).toContainEqual([
      `deposit ${result.depositId}: ${result.swapTxReceipt.transactionHash}, fill ${result.fillTxReceipt!.transactionHash}`,
    ]);
    // The depositor is the recipient when none is named.
    const received = await testChains()
      .chains.get(8453)!
      .public.readContract({
        address: BASE_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [result.account.address],
      });
    expect(received).toBe(BigInt(result.swapQuote.expectedOutputAmount));
  });
});

describe("the sandbox chains' JSON-RPC, as docs/service.md describes it", () => {
  const rpc = async (method: string, params: unknown[] = []) =>
    (await (
      await fetch(`${t.base}/sandbox/rpc/42161`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    ).json()) as { result?: unknown; error?: { code: number; message: string } };

  it('responds to eth_accounts with no account and refuses debug_* by name, as every method off its list', async () => {
    expect(await rpc('eth_accounts')).toMatchObject({ result: [] });
    for (const method of ['debug_traceTransaction', 'eth_sendTransaction', 'evm_mine'])
      expect((await rpc(method, [])).error).toEqual({
        code: -32601,
        message: `${method} is not available on the sandbox chains`,
      });
  });
});

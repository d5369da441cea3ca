// A slow chain must not stall the database: PGlite has one connection, so a transaction held
// open across a chain call made every request wait for the node (47 s for /api/deposits behind
// a stuck fill). Here a chain call is held on a deferred while the API is asked for deposits; the
// response comes before the call is released (a wait would end the test by its timeout instead).
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import type { SandboxChain } from './chain';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { depositFromScript } from './testing/script-deposit';

const SECOND = 1000;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

/** Makes the chain's next writes wait until released; `reached` resolves once one is waiting. */
function holdWrites(chain: SandboxChain) {
  const original = chain.writeTransaction.bind(chain);
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const waiting = new Promise<void>((r) => (reached = r));
  chain.writeTransaction = async (send) => {
    reached();
    await released;
    return original(send);
  };
  return { reached: waiting, release: () => (release(), (chain.writeTransaction = original)) };
}

/** The same for reading the chain's contract events. */
function holdEvents(chain: SandboxChain) {
  const client = chain.public as { getContractEvents: (...a: unknown[]) => Promise<unknown> };
  const original = client.getContractEvents;
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const waiting = new Promise<void>((r) => (reached = r));
  client.getContractEvents = async (...args) => {
    reached();
    await released;
    return original(...args);
  };
  return { reached: waiting, release: () => (release(), (client.getContractEvents = original)) };
}

const depositsOf = async (depositor: string) => {
  const res = await t.fetch(`/api/deposits?integratorId=0xf00d&depositor=${depositor}`);
  return { status: res.status, body: (await res.json()) as { status: string }[] };
};

describe('while a chain is slow to respond', () => {
  it('the indexer reading its logs leaves /deposits responding', async () => {
    const { chains, clock } = testChains();
    const arbitrum = chains.get(42161)!;
    const sent = await depositFromScript(arbitrum, `${t.base}/sandbox/rpc/42161`, clock.now(), {
      amount: parseUnits('10', 6),
      outputAmount: parseUnits('9.95', 6),
    });
    const slow = holdEvents(arbitrum);
    const reading = t.service.chainIndexer!.scanNow(42161);
    await slow.reached;
    expect(await depositsOf(sent.depositor)).toEqual({ status: 200, body: [] });
    slow.release();
    await reading;
    await clock.advance(16 * SECOND);
    expect((await depositsOf(sent.depositor)).body).toHaveLength(1);
  });

  it('the relayer sending a fill leaves /deposits responding, and the fill is recorded after', async () => {
    const { chains, clock } = testChains();
    const sent = await depositFromScript(
      chains.get(42161)!,
      `${t.base}/sandbox/rpc/42161`,
      clock.now(),
      { amount: parseUnits('12', 6), outputAmount: parseUnits('11.95', 6) },
    );
    const slow = holdWrites(chains.get(8453)!);
    await t.service.chainIndexer!.scanNow(42161);
    const advancing = clock.advance(60 * SECOND);
    await slow.reached;
    const during = await depositsOf(sent.depositor);
    expect(during.status).toBe(200);
    // Not filled yet (it may not even be visible: the indexer's latency is up to 15 s).
    expect(during.body.filter((d) => d.status === 'filled')).toEqual([]);
    slow.release();
    await advancing;
    expect((await depositsOf(sent.depositor)).body.map((d) => d.status)).toEqual(['filled']);
  });
});

// Anyone can send a spoke pool a deposit the service cannot fill: here one naming destination
// chain 2^31, which no integer column holds (it once stopped the chain's indexer for good). It is
// recorded as it is, refunded by the protocol's rules after its fill deadline, and the deposits
// after it are indexed and filled as usual.
import { erc20Abi, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_USDC, readerAt } from './testing/sandbox-people';
import { depositFromScript, type ScriptDeposit } from './testing/script-deposit';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const send = (d: ScriptDeposit) => {
  const { chains, clock } = testChains();
  return depositFromScript(chains.get(42161)!, `${t.base}/sandbox/rpc/42161`, clock.now(), d);
};

async function lookUp(hash: string) {
  const res = await t.fetch(`/api/deposit?integratorId=0xf00d&depositTxnRef=${hash}`);
  return (await res.json()) as { deposit?: Record<string, unknown> };
}

describe('a deposit naming destination chain 2^31', () => {
  it('is shown as it is and refunded after its deadline; the deposit after it is filled', async () => {
    const { clock } = testChains();
    const amount = parseUnits('15', 6);
    const odd = await send({
      amount,
      outputAmount: amount,
      destinationChainId: 2n ** 31n,
      fillDeadlineIn: 3600,
    });
    const normal = await send({ amount: parseUnits('16', 6), outputAmount: parseUnits('15.9', 6) });

    await clock.advance(80 * SECOND);
    expect((await lookUp(normal.hash)).deposit?.status).toBe('filled');
    expect((await lookUp(odd.hash)).deposit).toMatchObject({
      destinationChainId: 2 ** 31,
      depositor: odd.depositor,
      inputAmount: String(amount),
      status: 'unfilled',
    });

    await clock.advance(HOUR + 2 * HOUR + 60 * SECOND);
    const refunded = (await lookUp(odd.hash)).deposit!;
    expect(refunded.status).toBe('refunded');
    const balance = await readerAt(42161, `${t.base}/sandbox/rpc/42161`).readContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [odd.depositor],
    });
    expect(balance).toBe(amount);
  });
});

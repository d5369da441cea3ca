// The official client against the embedded service running sandbox chains (Anvil), where it
// reads the chains themselves: getSupportedChains names each chain's RPC on the service,
// a deposit built by the client's own quote and simulation is sent to the spoke pool it looks up
// (getSpokePoolAddress), and getFillByDepositTx finds the fill through the indexer's
// GET /deposit/status without scanning logs; getDeposit reads both together. Time moves only on
// the manual clock, which is also the chains' block time. Kept apart from
// official-client.test.ts, whose service runs without chains.
import { getDepositFromLogs } from '@across-protocol/app-sdk';
import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  http,
  parseUnits,
  type Chain,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositStatusResponse } from '../../../contract/schemas/deposit-status';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import { sandboxTokenAbi } from '../chains/contracts/generated/SandboxToken';
import { startTestService, type TestService } from '../testing/harness';
import { useOfficialClient, type OfficialClientSetup } from '../testing/official-client';
import { spokePoolAddress } from '../world/spokes';

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const SECOND = 1000;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
let setup: OfficialClientSetup;
/** Each chain's RPC as /chains lists it (a path on the service). */
const rpcPath = new Map<number, string>();
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
  setup = useOfficialClient(t, { integratorId: '0xf00d' });
});
afterAll(async () => {
  setup.restore();
  await t?.close();
});

const chainOf = (id: number, url: string): Chain => ({
  id,
  name: `sandbox ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
});
const url = (id: number) => `${t.base}${rpcPath.get(id)!}`;
/** A reader of a sandbox chain that notes every JSON-RPC method it is asked for. */
function reader(id: number, methods: string[] = []) {
  const inner = createPublicClient({ chain: chainOf(id, url(id)), transport: http(url(id)) });
  return createPublicClient({
    chain: chainOf(id, url(id)),
    pollingInterval: 20,
    transport: custom({
      request: ({ method, params }: { method: string; params: unknown }) => {
        methods.push(method);
        return inner.request({ method, params } as never);
      },
    }),
  });
}

/** A new account with gas and `amount` of USDC on Arbitrum (what the sandbox's controls do). */
async function fundedAccount(amount: bigint) {
  const account = privateKeyToAccount(generatePrivateKey());
  const arb = testChains().chains.get(42161)!;
  await arb.test.setBalance({ address: account.address, value: parseUnits('1', 18) });
  await arb.write(async () => {
    const hash = await arb.admin.writeContract({
      address: ARB_USDC,
      abi: sandboxTokenAbi,
      functionName: 'mint',
      args: [account.address, amount],
    });
    await arb.public.waitForTransactionReceipt({ hash });
  });
  return createWalletClient({
    account,
    chain: chainOf(42161, url(42161)),
    transport: http(url(42161)),
  });
}

describe('the official client on sandbox chains', () => {
  it('getSupportedChains lists each sandbox chain’s RPC on the service and its spoke pool', async () => {
    const chains = await setup.client.getSupportedChains({ chainId: [42161, 8453] });
    expect(chains.map((c) => c.chainId)).toEqual([8453, 42161]);
    for (const c of chains) {
      expect(c.publicRpcUrl).toBe(`/sandbox/rpc/${c.chainId}`);
      expect(c.spokePool).toBe(spokePoolAddress(c.chainId));
      rpcPath.set(c.chainId, c.publicRpcUrl);
    }
    expect(await reader(8453).getChainId()).toBe(8453);
  });

  it('finds the fill of its own deposit through GET /deposit/status, then getDeposit reads it as filled', async () => {
    const { clock } = testChains();
    const amount = parseUnits('50', 6);
    const wallet = await fundedAccount(amount);
    const route = {
      originChainId: 42161,
      destinationChainId: 8453,
      inputToken: ARB_USDC,
      outputToken: BASE_USDC,
    } as const;
    const quote = await setup.client.getQuote({ route, inputAmount: amount });
    const spokePool = await setup.client.getSpokePoolAddress(42161);
    expect(quote.deposit.spokePoolAddress).toBe(spokePool);
    const origin = reader(42161);
    const approve = await wallet.writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spokePool, amount],
    });
    await origin.waitForTransactionReceipt({ hash: approve });
    const { request } = await setup.client.simulateDepositTx({
      walletClient: wallet,
      publicClient: origin,
      deposit: quote.deposit,
    });
    const depositTxHash: Hex = await wallet.writeContract(request);
    const receipt = await origin.waitForTransactionReceipt({ hash: depositTxHash });
    expect(receipt.status).toBe('success');
    const { depositId } = getDepositFromLogs({ originChainId: 42161, receipt });

    // The indexer sees the deposit after its latency; the relayer fills it on Base.
    await clock.advance(16 * SECOND);
    await clock.advance(60 * SECOND);

    const methods: string[] = [];
    const before = setup.requests.length;
    const fill = await setup.client.getFillByDepositTx({
      deposit: {
        depositId,
        originChainId: 42161,
        destinationChainId: 8453,
        destinationSpokePoolAddress: await setup.client.getSpokePoolAddress(8453),
        message: '0x',
        depositTxHash,
      },
      destinationChainClient: reader(8453, methods),
    });
    expect(fill.fillTxReceipt.status).toBe('success');
    expect(fill.parsedFillEvent).toMatchObject({
      depositId,
      originChainId: 42161n,
      outputAmount: quote.deposit.outputAmount,
    });
    // Found by the indexer, not by scanning the destination's logs.
    expect(methods).not.toContain('eth_getLogs');
    const asked = setup.requests.slice(before).find((u) => u.pathname === '/api/deposit/status')!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      depositId: String(depositId),
      originChainId: '42161',
    });
    const answer = depositStatusResponse.parse(await (await fetch(asked)).json());
    expect(answer).toMatchObject({ status: 'filled', fillTx: fill.fillTxReceipt.transactionHash });

    const deposit = await setup.client.getDeposit({
      findBy: { originChainId: 42161, destinationChainId: 8453, depositTxHash },
      originChainClient: origin,
      destinationChainClient: reader(8453),
    });
    expect(deposit).toMatchObject({
      status: 'filled',
      fillTxHash: fill.fillTxReceipt.transactionHash,
      depositTxHash,
    });
  });
});

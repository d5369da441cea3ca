// The official client against the embedded service running sandbox chains (Anvil), where it
// reads the chains themselves: getSupportedChains names each chain's RPC on the service,
// a deposit built by the client's own quote and simulation is sent to the spoke pool it looks up
// (getSpokePoolAddress), and getFillByDepositTx finds the fill through the indexer's
// GET /deposit/status without scanning logs; getDeposit reads both together; getSwapQuote and
// executeSwapQuote bridge USDC (approval + deposit), native ETH (depositNative) and USDT with an
// origin swap (swapAndBridge) end to end, the client waiting
// for the fill on the destination itself. Time moves only on
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
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositStatusResponse } from '../../../contract/schemas/deposit-status';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import { ARB_USDC, BASE_USDC, newPerson, sandboxChainAt } from '../chains/testing/sandbox-people';
import { startTestService, type TestService } from '../testing/harness';
import { useOfficialClient, type OfficialClientSetup } from '../testing/official-client';
import { peripheryAddress, spokePoolAddress } from '../world/spokes';
import { NATIVE } from '../world/tokens';

const SECOND = 1000;
const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
let setup: OfficialClientSetup;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
  setup = useOfficialClient(t, { integratorId: '0xf00d' });
});
afterAll(async () => {
  setup.restore();
  await t?.close();
});

const chainOf = sandboxChainAt;
/** A chain's RPC on the service, where /chains says it is (the first test checks that). */
const url = (id: number) => `${t.base}/sandbox/rpc/${id}`;
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
  const account = await newPerson(testChains().chains.get(42161)!, ARB_USDC, amount);
  return createWalletClient({
    account,
    chain: chainOf(42161, url(42161)),
    transport: http(url(42161)),
  });
}

/**
 * Runs the client's executeSwapQuote to its end while moving the manual clock (the service's and
 * the chains' time), so the indexer reads the deposit and the relayer fills it.
 */
async function executeWhileTimePasses(run: () => Promise<unknown>) {
  let outcome: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined;
  void run().then(
    (value) => (outcome = { ok: true, value }),
    (error: unknown) => (outcome = { ok: false, error }),
  );
  // One step at a time: the manual clock must never advance twice at once (vi.waitFor may call
  // again before an earlier call has finished). Between steps the client's requests run.
  for (let step = 0; step < 400 && !outcome; step++) {
    // The indexer's latency is 1-15 s: a step of 15 s lets each look see the next stage.
    await testChains().clock.advance(15 * SECOND);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!outcome) throw new Error('executeSwapQuote did not finish in 400 steps of 15 s');
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value as {
    depositId: bigint;
    swapTxReceipt: { status: string };
    fillTxReceipt?: { status: string; transactionHash: Hex };
  };
}

const erc20BalanceOn = (id: number, token: Hex, owner: Hex) =>
  reader(id).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

// The journeys wait for real transactions while the clock moves: up to a minute on a busy machine.
describe('the official client on sandbox chains', { timeout: 60_000 }, () => {
  it('getSupportedChains lists each sandbox chain’s RPC on the service and its spoke pool', async () => {
    const chains = await setup.client.getSupportedChains({ chainId: [42161, 8453] });
    expect(chains.map((c) => c.chainId)).toEqual([8453, 42161]);
    for (const c of chains) {
      expect(c.publicRpcUrl).toBe(`/sandbox/rpc/${c.chainId}`);
      expect(c.spokePool).toBe(spokePoolAddress(c.chainId));
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
    const status = depositStatusResponse.parse(await (await fetch(asked)).json());
    expect(status).toMatchObject({ status: 'filled', fillTx: fill.fillTxReceipt.transactionHash });

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

  it('getSwapQuote then executeSwapQuote bridges USDC with an approval and a deposit; the recipient gets the quoted amount on Base', async () => {
    const amount = parseUnits('40', 6);
    const wallet = await fundedAccount(amount);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const swapQuote = await setup.client.getSwapQuote({
      route: {
        originChainId: 42161,
        destinationChainId: 8453,
        inputToken: ARB_USDC,
        outputToken: BASE_USDC,
      },
      amount: amount.toString(),
      depositor: wallet.account.address,
      recipient,
    });
    expect(swapQuote.approvalTxns).toHaveLength(1);
    const result = await executeWhileTimePasses(() =>
      setup.client.executeSwapQuote({
        swapQuote,
        walletClient: wallet,
        originClient: reader(42161),
        destinationClient: reader(8453),
      }),
    );
    expect(result.swapTxReceipt.status).toBe('success');
    expect(result.fillTxReceipt?.status).toBe('success');
    expect(await erc20BalanceOn(8453, BASE_USDC, recipient)).toBe(
      BigInt(swapQuote.expectedOutputAmount),
    );
    expect(await erc20BalanceOn(42161, ARB_USDC, wallet.account.address)).toBe(0n);
    // The relayer may fill before the service's API shows the deposit, as on the real network:
    // the API shows it once its indexer latency (1-15 s) has passed.
    await testChains().clock.advance(15 * SECOND);
    const status = await t.fetch(
      `/api/deposit/status?integratorId=0xf00d&originChainId=42161&depositId=${result.depositId}`,
    );
    expect(await status.json()).toMatchObject({
      status: 'filled',
      fillTx: result.fillTxReceipt!.transactionHash,
    });
  });

  it('executeSwapQuote bridges native ETH with the value on the deposit and no approval; the recipient gets ETH', async () => {
    const wallet = await fundedAccount(0n);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('0.25', 18);
    const swapQuote = await setup.client.getSwapQuote({
      route: {
        originChainId: 42161,
        destinationChainId: 8453,
        inputToken: NATIVE,
        outputToken: NATIVE,
      },
      amount: amount.toString(),
      depositor: wallet.account.address,
      recipient,
    });
    expect(swapQuote.approvalTxns ?? []).toHaveLength(0);
    const result = await executeWhileTimePasses(() =>
      setup.client.executeSwapQuote({
        swapQuote,
        walletClient: wallet,
        originClient: reader(42161),
        destinationClient: reader(8453),
      }),
    );
    expect(result.fillTxReceipt?.status).toBe('success');
    expect(await reader(8453).getBalance({ address: recipient })).toBe(
      BigInt(swapQuote.expectedOutputAmount),
    );
  });

  it('executeSwapQuote swaps USDT to WETH in the periphery’s SwapProxy before the bridge (approval + swapAndBridge); the recipient gets ETH', async () => {
    const amount = parseUnits('120', 6);
    const account = await newPerson(testChains().chains.get(42161)!, ARB_USDT, amount);
    const wallet = createWalletClient({
      account,
      chain: chainOf(42161, url(42161)),
      transport: http(url(42161)),
    });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const swapQuote = await setup.client.getSwapQuote({
      route: {
        originChainId: 42161,
        destinationChainId: 8453,
        inputToken: ARB_USDT,
        outputToken: NATIVE,
      },
      amount: amount.toString(),
      depositor: wallet.account.address,
      recipient,
    });
    expect(swapQuote.crossSwapType).toBe('anyToBridgeable');
    expect(swapQuote.swapTx.to).toBe(peripheryAddress(42161));
    const result = await executeWhileTimePasses(() =>
      setup.client.executeSwapQuote({
        swapQuote,
        walletClient: wallet,
        originClient: reader(42161),
        destinationClient: reader(8453),
      }),
    );
    expect(result.fillTxReceipt?.status).toBe('success');
    expect(await erc20BalanceOn(42161, ARB_USDT, wallet.account.address)).toBe(0n);
    expect(await reader(8453).getBalance({ address: recipient })).toBe(
      BigInt(swapQuote.expectedOutputAmount),
    );
  });
});

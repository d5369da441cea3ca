// The swap API on the sandbox chains, followed as an integrator's wallet follows it: balances set
// by the sandbox control are chain balances; the response's checks and approval come from the
// chain; the wallet sends the approval and the swap transaction exactly as given, and the relayer's
// fill delivers the quoted amount on the destination. For USDC (approval + deposit) and native ETH
// (the periphery's depositNative carrying the value, no approval).
import { createWalletClient, erc20Abi, http, parseUnits, zeroAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { peripheryAddress } from '../world/spokes';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_USDC, BASE_USDC, readerAt, sandboxChainAt } from './testing/sandbox-people';

const NATIVE = zeroAddress;
const SECOND = 1000;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const chainOf = (id: number) => sandboxChainAt(id, rpcUrl(id));
const reader = (id: number) => readerAt(id, rpcUrl(id));

interface SwapResponse {
  checks: {
    allowance: { actual: string; expected: string; spender: string };
    balance: { actual: string };
  };
  approvalTxns?: { chainId: number; to: Hex; data: Hex }[];
  swapTx: {
    simulationSuccess: boolean;
    chainId: number;
    to: Hex;
    data: Hex;
    value?: string;
    gas?: string;
  };
  steps: { bridge: { outputAmount: string } };
}

async function setBalance(chainId: number, token: string, address: string, amount: bigint) {
  const res = await t.fetch('/sandbox/balances', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chainId, token, address, amount: amount.toString() }),
  });
  expect(res.status).toBe(200);
}

async function quote(
  inputToken: string,
  outputToken: string,
  amount: bigint,
  depositor: string,
  recipient: string,
) {
  const q = new URLSearchParams({
    integratorId: '0xf00d',
    originChainId: '42161',
    destinationChainId: '8453',
    inputToken,
    outputToken,
    amount: amount.toString(),
    depositor,
    recipient,
  });
  const res = await t.fetch(`/api/swap/approval?${q}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SwapResponse;
}

function person() {
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = createWalletClient({
    account,
    chain: chainOf(42161),
    transport: http(rpcUrl(42161)),
  });
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  return { account, wallet, recipient };
}

async function send(
  wallet: ReturnType<typeof person>['wallet'],
  tx: { to: Hex; data: Hex; value?: string },
) {
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value ? BigInt(tx.value) : 0n,
  });
  return reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

describe('the swap API on the sandbox chains', () => {
  it('USDC: the balance control sets the chain balance, the approval comes from the chain, and the fill delivers the quote', async () => {
    const { wallet, account, recipient } = person();
    await setBalance(42161, NATIVE, account.address, parseUnits('1', 18));
    await setBalance(42161, ARB_USDC, account.address, parseUnits('100', 6));
    expect(
      await reader(42161).readContract({
        address: ARB_USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(parseUnits('100', 6));

    const first = await quote(ARB_USDC, BASE_USDC, parseUnits('10', 6), account.address, recipient);
    expect(first.checks.balance.actual).toBe('100000000');
    expect(first.checks.allowance.actual).toBe('0');
    expect(first.approvalTxns).toHaveLength(1);
    // Before the approval the deposit cannot succeed, and the service says so.
    expect(first.swapTx.simulationSuccess).toBe(false);
    expect(first.swapTx.gas).toBeUndefined();

    expect((await send(wallet, first.approvalTxns![0]!)).status).toBe('success');
    const second = await quote(
      ARB_USDC,
      BASE_USDC,
      parseUnits('10', 6),
      account.address,
      recipient,
    );
    expect(second.approvalTxns).toBeUndefined();
    expect(second.checks.allowance.actual).toBe(second.checks.allowance.expected);
    expect(second.swapTx.simulationSuccess).toBe(true);
    expect(Number(second.swapTx.gas)).toBeGreaterThan(21_000);

    expect((await send(wallet, second.swapTx)).status).toBe('success');
    await testChains().clock.advance(60 * SECOND);
    const received = await reader(8453).readContract({
      address: BASE_USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    });
    expect(received).toBe(BigInt(second.steps.bridge.outputAmount));
  });

  it('native ETH: no approval, depositNative carries the value, and the recipient receives ETH', async () => {
    const { wallet, account, recipient } = person();
    await setBalance(42161, NATIVE, account.address, parseUnits('2', 18));
    const amount = parseUnits('0.5', 18);
    const response = await quote(NATIVE, NATIVE, amount, account.address, recipient);
    expect(response.approvalTxns).toBeUndefined();
    expect(response.swapTx.value).toBe(amount.toString());
    // The periphery's depositNative, whose deposit the spoke pool logs like any other.
    expect(response.swapTx.to).toBe(peripheryAddress(42161));
    expect(response.swapTx.simulationSuccess).toBe(true);
    const receipt = await send(wallet, response.swapTx);
    expect(receipt.status).toBe('success');
    // The origin side to the wei: the deposit's value and the gas, nothing else.
    expect(await reader(42161).getBalance({ address: account.address })).toBe(
      parseUnits('2', 18) - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    );
    await testChains().clock.advance(60 * SECOND);
    expect(await reader(8453).getBalance({ address: recipient })).toBe(
      BigInt(response.steps.bridge.outputAmount),
    );
  });

  it('refuses to set a balance of a token the sandbox chain does not have, naming it', async () => {
    const res = await t.fetch('/sandbox/balances', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 42161, token: BASE_USDC, address: BASE_USDC, amount: '1' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /not a token of sandbox chain 42161/,
    );
  });
});

// A deposit sent to a sandbox spoke pool by a plain viem script (no Ferry code: the deposit's
// ABI is written out by hand, as an integrator would) is indexed, filled by the relayer on the
// destination chain, and found by the service's deposit lookups with the real transaction hashes;
// one no relayer takes runs to its deadline and is refunded on the origin chain. Time moves only
// on the manual clock, which is also the chains' block time.
import {
  createWalletClient,
  erc20Abi,
  http,
  padHex,
  parseAbi,
  parseEventLogs,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  sandboxChainAt,
  tokenBalanceAt,
} from './testing/sandbox-people';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const spokePool = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'event FundsDeposited(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint256 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 indexed depositor, bytes32 recipient, bytes32 exclusiveRelayer, bytes message)',
]);

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (chainId: number) => readerAt(chainId, rpcUrl(chainId));
const usdcOf = (chainId: number, token: Hex, owner: Hex) =>
  tokenBalanceAt(chainId, rpcUrl(chainId), token, owner);

/** Funds a new account (the sandbox's balance control does the same) and has it deposit on Arbitrum. */
async function depositFromScript(amount: bigint, outputAmount: bigint) {
  const account = await newPerson(testChains().chains.get(42161)!, ARB_USDC, amount);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const approve = await wallet.writeContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'approve',
    args: [ARB_SPOKE, amount],
  });
  await reader(42161).waitForTransactionReceipt({ hash: approve, pollingInterval: 20 });
  const now = Math.floor(testChains().clock.now() / SECOND);
  const b32 = (a: Hex) => padHex(a, { size: 32 });
  const hash = await wallet.writeContract({
    address: ARB_SPOKE,
    abi: spokePool,
    functionName: 'deposit',
    args: [
      b32(account.address),
      b32(recipient),
      b32(ARB_USDC),
      b32(BASE_USDC),
      amount,
      outputAmount,
      8453n,
      b32(zeroAddress),
      now,
      now + 4 * 3600,
      0,
      '0x',
    ],
  });
  const receipt = await reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  const [event] = parseEventLogs({
    abi: spokePool,
    logs: receipt.logs,
    eventName: 'FundsDeposited',
  });
  return { depositor: account.address, recipient, hash, depositId: event!.args.depositId };
}

async function deposit(query: string) {
  const res = await t.fetch(`/api/deposit?integratorId=0xf00d&${query}`);
  return { status: res.status, body: (await res.json()) as { deposit?: Record<string, unknown> } };
}

describe('deposits sent straight to a sandbox spoke pool', () => {
  it('are indexed with their real hash after the indexer’s latency, then filled by the relayer on the destination', async () => {
    const { clock } = testChains();
    const sent = await depositFromScript(parseUnits('50', 6), parseUnits('49.9', 6));
    // Not known before the indexer has read the block and its latency has passed.
    expect((await deposit(`depositTxnRef=${sent.hash}`)).status).toBe(404);
    await clock.advance(16 * SECOND);
    const seen = await deposit(`depositTxnRef=${sent.hash}`);
    expect(seen.status).toBe(200);
    expect(seen.body.deposit).toMatchObject({
      depositId: String(sent.depositId),
      originChainId: 42161,
      destinationChainId: 8453,
      depositor: sent.depositor,
      inputAmount: '50000000',
      outputAmount: '49900000',
      depositTxHash: sent.hash,
    });

    await clock.advance(60 * SECOND);
    const filled = (await deposit(`originChainId=42161&depositId=${sent.depositId}`)).body.deposit!;
    expect(filled.status).toBe('filled');
    const fillTx = filled.fillTx as Hex;
    const receipt = await reader(8453).getTransactionReceipt({ hash: fillTx });
    expect(receipt.status).toBe('success');
    expect(Number(filled.fillBlockNumber)).toBe(Number(receipt.blockNumber));
    expect(await usdcOf(8453, BASE_USDC, sent.recipient)).toBe(parseUnits('49.9', 6));
    // The relay hash the service reports is the one the destination spoke pool filled.
    const byHash = await deposit(`relayDataHash=${filled.relayHash as string}`);
    expect(byHash.body.deposit?.depositTxHash).toBe(sent.hash);
  });

  it('below the route’s minimum, no relayer fills it: it expires at its deadline and is refunded on the origin chain', async () => {
    const { clock } = testChains();
    const amount = parseUnits('0.5', 6);
    const sent = await depositFromScript(amount, parseUnits('0.49', 6));
    expect(await usdcOf(42161, ARB_USDC, sent.depositor)).toBe(0n);
    await clock.advance(60 * SECOND);
    const open = (await deposit(`depositTxnRef=${sent.hash}`)).body.deposit!;
    expect(open.status).toBe('unfilled');
    await clock.advance(4 * HOUR);
    expect((await deposit(`depositTxnRef=${sent.hash}`)).body.deposit?.status).toBe('expired');
    await clock.advance(2 * HOUR + 60 * SECOND);
    const refunded = (await deposit(`depositTxnRef=${sent.hash}`)).body.deposit!;
    expect(refunded.status).toBe('refunded');
    expect(await usdcOf(42161, ARB_USDC, sent.depositor)).toBe(amount);
    expect(await usdcOf(8453, BASE_USDC, sent.recipient)).toBe(0n);
    const refundTx = await reader(42161).getTransactionReceipt({
      hash: refunded.depositRefundTxHash as Hex,
    });
    expect(refundTx.status).toBe('success');
  });

  it('mined just before the service stopped, is indexed and filled once it is back', async () => {
    const { clock, chains } = testChains();
    const sent = await depositFromScript(parseUnits('20', 6), parseUnits('19.95', 6));
    await t.close({ keepDatabase: true });
    t = await startTestService({ chains, clock, database: t.database });
    await clock.advance(80 * SECOND);
    const filled = (await deposit(`depositTxnRef=${sent.hash}`)).body.deposit!;
    expect(filled.status).toBe('filled');
    expect(await usdcOf(8453, BASE_USDC, sent.recipient)).toBe(parseUnits('19.95', 6));
  });

  it('a reverted deposit and a token transfer to another address are never indexed, filled or refunded', async () => {
    const { clock } = testChains();
    const amount = parseUnits('30', 6);
    const account = await newPerson(testChains().chains.get(42161)!, ARB_USDC, amount);
    const wallet = createWalletClient({
      account,
      chain: sandboxChainAt(42161, rpcUrl(42161)),
      transport: http(rpcUrl(42161)),
    });
    const b32 = (a: Hex) => padHex(a, { size: 32 });
    const now = Math.floor(clock.now() / SECOND);
    // No approval: the spoke pool cannot pull the tokens, and the transaction reverts.
    const reverted = await wallet.writeContract({
      address: ARB_SPOKE,
      abi: spokePool,
      functionName: 'deposit',
      args: [
        b32(account.address),
        b32(account.address),
        b32(ARB_USDC),
        b32(BASE_USDC),
        amount,
        amount,
        8453n,
        b32(zeroAddress),
        now,
        now + 3600,
        0,
        '0x',
      ],
      gas: 400_000n,
    });
    expect(
      (await reader(42161).waitForTransactionReceipt({ hash: reverted, pollingInterval: 20 }))
        .status,
    ).toBe('reverted');
    // Sent to some other address, not the spoke pool: a plain transfer, no deposit.
    const elsewhere = await wallet.writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ARB_USDC, amount],
    });
    expect(
      (await reader(42161).waitForTransactionReceipt({ hash: elsewhere, pollingInterval: 20 }))
        .status,
    ).toBe('success');
    await clock.advance(7 * HOUR);
    const res = await t.fetch(`/api/deposits?integratorId=0xf00d&depositor=${account.address}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect((await deposit(`depositTxnRef=${reverted}`)).status).toBe(404);
    expect((await deposit(`depositTxnRef=${elsewhere}`)).status).toBe(404);
  });
});

// Ferry's explorer finds a sandbox transfer by any of its transactions, not only its deposit:
// GET /sandbox/deposits-by-txn/{hash} names the deposit a fill, a refund or the approval sent
// before it belongs to. A deposit sent by a plain viem script, filled or refunded by the relayer.
import {
  createWalletClient,
  erc20Abi,
  http,
  padHex,
  parseAbi,
  parseUnits,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  sandboxChainAt,
} from '../chains/testing/sandbox-people';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const spokePool = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
]);

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;

/** A new person approves the spoke pool for `amount` USDC on Arbitrum, then deposits it. */
async function approveAndDeposit(amount: bigint, outputAmount: bigint) {
  const account = await newPerson(testChains().chains.get(42161)!, ARB_USDC, amount);
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const reader = readerAt(42161, rpcUrl(42161));
  const approval = await wallet.writeContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'approve',
    args: [ARB_SPOKE, amount],
  });
  await reader.waitForTransactionReceipt({ hash: approval, pollingInterval: 20 });
  const now = Math.floor(testChains().clock.now() / SECOND);
  const b32 = (a: Hex) => padHex(a, { size: 32 });
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const deposit = await wallet.writeContract({
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
  await reader.waitForTransactionReceipt({ hash: deposit, pollingInterval: 20 });
  return { approval, deposit };
}

interface Found {
  matches: { via: string; deposits: { depositTxnRef: string; status: string }[] }[];
}
async function byTxn(hash: string) {
  const res = await t.fetch(`/sandbox/deposits-by-txn/${hash}`);
  return { status: res.status, body: (await res.json()) as Found & { message?: string } };
}
const record = async (hash: string) =>
  (
    (await (await t.fetch(`/api/deposit?integratorId=0xf00d&depositTxnRef=${hash}`)).json()) as {
      deposit: Record<string, string>;
    }
  ).deposit;

describe('a sandbox deposit found by its other transactions', () => {
  it('by its fill and by the approval sent before it', async () => {
    const { clock } = testChains();
    const sent = await approveAndDeposit(parseUnits('40', 6), parseUnits('39.9', 6));
    await clock.advance(80 * SECOND);
    const filled = await record(sent.deposit);
    expect(filled.status).toBe('filled');

    const fill = await byTxn(filled.fillTxnRef!);
    expect(fill.status).toBe(200);
    expect(fill.body.matches).toEqual([
      { via: 'fillTxnRef', deposits: [expect.objectContaining({ depositTxnRef: sent.deposit })] },
    ]);
    const approval = await byTxn(sent.approval);
    expect(approval.body.matches).toEqual([
      {
        via: 'approvalTxnRef',
        deposits: [expect.objectContaining({ depositTxnRef: sent.deposit })],
      },
    ]);
    // Its deposit transaction is the interface's own lookup, not this one's.
    expect((await byTxn(sent.deposit)).body.matches).toEqual([]);
  });

  it('by its refund, once no relayer filled it before the deadline', async () => {
    const { clock } = testChains();
    // Below the route's minimum: no relayer takes it.
    const sent = await approveAndDeposit(parseUnits('0.5', 6), parseUnits('0.49', 6));
    await clock.advance(60 * SECOND + 4 * HOUR + 2 * HOUR + 60 * SECOND);
    const refunded = await record(sent.deposit);
    expect(refunded.status).toBe('refunded');
    const refund = await byTxn(refunded.depositRefundTxnRef!);
    expect(refund.body.matches).toEqual([
      {
        via: 'refundTxnRef',
        deposits: [expect.objectContaining({ depositTxnRef: sent.deposit, status: 'refunded' })],
      },
    ]);
  });

  it('responds with no match for a hash no sandbox transaction has, and names a malformed one', async () => {
    expect((await byTxn(`0x${'12'.repeat(32)}`)).body).toEqual({ matches: [] });
    const bad = await byTxn('0x1234');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'hash'");
  });
});

// Deposit-address transfers on the sandbox chains: funds sent to a deposit address by a plain
// wallet (no Ferry code) or by the sandbox control are read from the chain, swept into the spoke
// pool by a transaction from the deposit address, and filled (or refunded) by transactions, with
// every webhook carrying the real hashes. A restart between arrival and sweep loses nothing and
// sweeps once. Time moves only on the manual clock, which is also the chains' block time.
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  padHex,
  parseEther,
  parseEventLogs,
  parseUnits,
  type Hex,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { WebhookEvent } from '../../../contract/schemas/webhook-events';
import {
  svcChainCursors,
  svcDepositAddressArrivals,
  svcDeposits,
  svcJobs,
} from '../../db/service/schema';
import type { SandboxChain } from '../chains/chain';
import { spokePoolAbi } from '../chains/contracts/generated/SpokePool';
import { INDEXER_POLL_MS } from '../chains/indexer';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  sandboxChainAt,
} from '../chains/testing/sandbox-people';
import { startTestService, type TestService } from '../testing/harness';
import { startReceiver, type Receiver } from '../webhooks/testing/webhook-harness';
import { price } from '../world/pricing';
import { findToken, NATIVE } from '../world/tokens';
import { SWEEP_JOB } from './lifecycle';
import {
  arbitrumUsdc,
  DEPOSITOR,
  sandboxDeposit,
  subscribe,
  usdcAddress,
  verified,
  webhookId,
} from './testing/deposit-address-helpers';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const SWEEP = 30 * SECOND;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
let hook: Receiver;
let secret: string;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
  hook = await startReceiver(() => ({ status: 200 }), clock.now);
  secret = (await subscribe(t, hook.url())).secret;
});
afterAll(async () => {
  await t?.close();
  await hook?.close();
});

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (chainId: number) => readerAt(chainId, rpcUrl(chainId));
const arbitrum = () => testChains().chains.get(42161)!;
const someone = () => privateKeyToAccount(generatePrivateKey()).address;
const balanceOf = (chainId: number, token: Hex, owner: string) =>
  reader(chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  });
const outputOf = (amount: bigint) =>
  price(findToken(42161, ARB_USDC)!, findToken(8453, BASE_USDC)!, amount).outputAmount;

/** Every event delivered for one deposit address, in delivery order, verified. */
const eventsOf = (depositAddressId: string): WebhookEvent[] =>
  hook.hits
    .map((h) => verified(secret, h))
    .filter((e) => e.data.depositAddressId === depositAddressId);
const hitsOf = (depositAddressId: string) =>
  hook.hits.filter((h) => verified(secret, h).data.depositAddressId === depositAddressId);

/** A plain ERC-20 transfer signed by a viem wallet and sent through the service's RPC. */
async function transferFromWallet(account: LocalAccount, to: string, amount: bigint) {
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const hash = await wallet.writeContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as Hex, amount],
  });
  await reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}

/** The same transfer sent straight to the node while no service is listening. */
async function transferWhileDown(
  chain: SandboxChain,
  account: LocalAccount,
  to: string,
  amount: bigint,
) {
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, chain.node.url),
    transport: http(chain.node.url),
  });
  const request = await wallet.prepareTransactionRequest({
    to: ARB_USDC,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Hex, amount],
    }),
  });
  return chain.sendRaw(await wallet.signTransaction(request));
}

/** Every spoke-pool deposit on Arbitrum whose depositor is `depositAddress`. */
async function depositsFrom(depositAddress: string) {
  return arbitrum().public.getContractEvents({
    address: ARB_SPOKE,
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    args: { depositor: padHex(depositAddress as Hex, { size: 32 }) },
    fromBlock: 0n,
  });
}

async function expectSweepFrom(depositAddress: string, sweepTxnRef: string, deposits: number) {
  const receipt = await reader(42161).getTransactionReceipt({ hash: sweepTxnRef as Hex });
  expect(receipt.status).toBe('success');
  expect(receipt.from).toBe(depositAddress.toLowerCase());
  expect(receipt.to).toBe(ARB_SPOKE.toLowerCase());
  const made = parseEventLogs({
    abi: spokePoolAbi,
    logs: receipt.logs,
    eventName: 'FundsDeposited',
  });
  expect(made).toHaveLength(deposits);
}

describe('a deposit address on a sandbox chain', () => {
  it('a USDC transfer from a plain wallet is seen, swept by a transaction from the deposit address, and filled on Base, every webhook carrying the real hashes', async () => {
    const { clock } = testChains();
    const recipient = someone();
    const pda = await usdcAddress(t, recipient);
    const amount = parseUnits('100', 6);
    const sender = await newPerson(arbitrum(), ARB_USDC, amount);

    const transferTxnRef = await transferFromWallet(sender, pda.address, amount);
    await clock.advance(INDEXER_POLL_MS);
    const [pending] = eventsOf(pda.id);
    expect(pending).toMatchObject({
      type: 'pda_transfer.deposit-pending',
      data: {
        depositAddress: pda.address,
        originChainId: 42161,
        inputToken: ARB_USDC,
        inputAmount: '100000000',
        depositTxnRef: transferTxnRef,
        sweepTxnRef: null,
      },
    });

    await clock.advance(SWEEP);
    const confirmed = eventsOf(pda.id)[1]!;
    expect(confirmed).toMatchObject({
      type: 'pda_transfer.deposit-confirmed',
      data: {
        depositTxnRef: transferTxnRef,
        status: 'unfilled',
        outputAmount: String(outputOf(amount)),
      },
    });
    const sweepTxnRef = confirmed.data.sweepTxnRef!;
    await expectSweepFrom(pda.address, sweepTxnRef, 1);
    expect(await balanceOf(42161, ARB_USDC, pda.address)).toBe(0n);

    await clock.advance(60 * SECOND);
    const events = eventsOf(pda.id);
    expect(events.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.filled',
    ]);
    const fillTxnRef = events[2]!.data.fillTxnRef as Hex;
    expect(events[2]!.data).toMatchObject({
      status: 'filled',
      sweepTxnRef,
      depositTxnRef: transferTxnRef,
    });
    expect((await reader(8453).getTransactionReceipt({ hash: fillTxnRef })).status).toBe('success');
    expect(await balanceOf(8453, BASE_USDC, recipient)).toBe(outputOf(amount));
    expect(new Set(hitsOf(pda.id).map(webhookId)).size).toBe(3);

    const { deposit } = await t.client().call(endpoints.getDeposit, {
      query: { integratorId: '0xf00d', depositTxnRef: transferTxnRef },
    });
    expect(deposit).toMatchObject({
      status: 'filled',
      depositAddress: pda.address,
      sweepTxnRef,
      depositRefundAddress: DEPOSITOR,
    });
  });

  it('the sandbox control sends the funds by a transaction; with fills paused the sweep is refunded on Arbitrum to the refund address', async () => {
    const { clock } = testChains();
    const pda = await usdcAddress(t, someone());
    const refundedBefore = await balanceOf(42161, ARB_USDC, DEPOSITOR);
    const pause = (paused: boolean) =>
      t.fetch('/sandbox/fills', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paused }),
      });
    await pause(true);
    try {
      const arrived = await sandboxDeposit(t, arbitrumUsdc(pda.address));
      expect(arrived).toMatchObject({ status: 202, body: { status: 'deposit-pending' } });
      const transferTxnRef = arrived.body.depositTxnRef as Hex;
      const receipt = await reader(42161).getTransactionReceipt({ hash: transferTxnRef });
      expect(receipt.status).toBe('success');
      const [moved] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
      expect(moved!.args).toMatchObject({ to: pda.address, value: 100_000_000n });
      expect(await balanceOf(42161, ARB_USDC, pda.address)).toBe(100_000_000n);

      await clock.advance(SWEEP + 4 * HOUR);
      await clock.advance(2 * HOUR + 60 * SECOND);
      const events = eventsOf(pda.id);
      expect(events.map((e) => e.type)).toEqual([
        'pda_transfer.deposit-pending',
        'pda_transfer.deposit-confirmed',
        'pda_transfer.refund-pending',
        'pda_transfer.refunded',
      ]);
      expect(events.every((e) => e.data.depositTxnRef === transferTxnRef)).toBe(true);
      await expectSweepFrom(pda.address, events[1]!.data.sweepTxnRef!, 1);
      expect(await balanceOf(42161, ARB_USDC, DEPOSITOR)).toBe(refundedBefore + 100_000_000n);
      const { deposit } = await t.client().call(endpoints.getDeposit, {
        query: { integratorId: '0xf00d', depositTxnRef: transferTxnRef },
      });
      expect(deposit.status).toBe('refunded');
      const refund = await reader(42161).getTransactionReceipt({
        hash: deposit.depositRefundTxnRef as Hex,
      });
      expect(refund.status).toBe('success');
    } finally {
      await pause(false);
    }
  });

  it('native ETH sent straight to the deposit address is swept with the value and arrives on Base', async () => {
    const { clock } = testChains();
    const recipient = someone();
    const created = await t.client().call(endpoints.createDepositAddress, {
      query: { integratorId: '0xf00d' },
      body: { destination: { token: { chainId: 8453, address: NATIVE }, recipient } },
    });
    const pda = { id: created.id, address: created.depositInstructions[0]!.depositAddress.address };
    const sender = privateKeyToAccount(generatePrivateKey());
    await arbitrum().test.setBalance({ address: sender.address, value: parseEther('1') });
    const wallet = createWalletClient({
      account: sender,
      chain: sandboxChainAt(42161, rpcUrl(42161)),
      transport: http(rpcUrl(42161)),
    });
    const amount = parseEther('0.1');
    const sent = await wallet.sendTransaction({ to: pda.address as Hex, value: amount });
    await clock.advance(INDEXER_POLL_MS);
    expect(eventsOf(pda.id)[0]!.data).toMatchObject({ depositTxnRef: sent, inputToken: NATIVE });

    await clock.advance(SWEEP + 60 * SECOND);
    const events = eventsOf(pda.id);
    expect(events.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.filled',
    ]);
    await expectSweepFrom(pda.address, events[1]!.data.sweepTxnRef!, 1);
    expect(await reader(42161).getBalance({ address: pda.address as Hex })).toBe(0n);
    expect(await reader(8453).getBalance({ address: recipient })).toBe(
      BigInt(events[2]!.data.outputAmount!),
    );
  });
});

describe('a restart between arrival and sweep', () => {
  it('loses no arrival (one read before, one mined while down), counts none twice and sweeps both in one transaction', async () => {
    const { clock } = testChains();
    const recipient = someone();
    const pda = await usdcAddress(t, recipient);
    const a = parseUnits('40', 6);
    const b = parseUnits('25', 6);
    const first = await newPerson(arbitrum(), ARB_USDC, a);
    const second = await newPerson(arbitrum(), ARB_USDC, b);
    const firstTxnRef = await transferFromWallet(first, pda.address, a);
    await clock.advance(INDEXER_POLL_MS);
    expect(eventsOf(pda.id)).toHaveLength(1);

    await t.close({ keepDatabase: true });
    await testChains().restart();
    const secondTxnRef = await transferWhileDown(arbitrum(), second, pda.address, b);
    t = await startTestService({ chains: testChains().chains, clock, database: t.database });
    await clock.advance(SWEEP + 60 * SECOND);

    const events = eventsOf(pda.id);
    expect(events.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.filled',
      'pda_transfer.filled',
    ]);
    expect(events.slice(0, 2).map((e) => e.data.depositTxnRef)).toEqual([
      firstTxnRef,
      secondTxnRef,
    ]);
    const sweepTxnRef = events[2]!.data.sweepTxnRef!;
    expect(events[3]!.data.sweepTxnRef).toBe(sweepTxnRef);
    await expectSweepFrom(pda.address, sweepTxnRef, 2);
    expect(await depositsFrom(pda.address)).toHaveLength(2);
    expect(await balanceOf(42161, ARB_USDC, pda.address)).toBe(0n);
    expect(await balanceOf(8453, BASE_USDC, recipient)).toBe(outputOf(a) + outputOf(b));
  });

  it('a sweep mined just before a crash (the database never recorded it) is found again, not sent again', async () => {
    const { clock } = testChains();
    const recipient = someone();
    const pda = await usdcAddress(t, recipient);
    const amount = parseUnits('30', 6);
    const sender = await newPerson(arbitrum(), ARB_USDC, amount);
    const transferTxnRef = await transferFromWallet(sender, pda.address, amount);
    await clock.advance(INDEXER_POLL_MS + SWEEP);
    const sweepTxnRef = eventsOf(pda.id)[1]!.data.sweepTxnRef as Hex;
    const sweptIn = (await reader(42161).getTransactionReceipt({ hash: sweepTxnRef })).blockNumber;

    // Put the database back as it was while the sweep job ran: the arrival pending, the job
    // running, the indexer not yet past the sweep's block.
    await t.close({ keepDatabase: true });
    const { db } = t.database;
    const arrivals = svcDepositAddressArrivals;
    const [arrival] = await db
      .select()
      .from(arrivals)
      .where(eq(arrivals.depositTxnRef, transferTxnRef));
    await db.delete(svcDeposits).where(eq(svcDeposits.id, arrival!.depositRowId!));
    await db
      .update(arrivals)
      .set({ status: 'pending', sweepTxnRef: null, depositRowId: null })
      .where(eq(arrivals.id, arrival!.id));
    const cursors = svcChainCursors;
    await db
      .delete(cursors)
      .where(and(eq(cursors.chainId, 42161), gte(cursors.blockNumber, Number(sweptIn) - 1)));
    const before = await arbitrum().public.getBlock({ blockNumber: sweptIn - 1n });
    await db
      .insert(cursors)
      .values({ chainId: 42161, blockNumber: Number(sweptIn) - 1, blockHash: before.hash });
    await db
      .update(svcJobs)
      .set({ status: 'running' })
      .where(
        and(eq(svcJobs.kind, SWEEP_JOB), sql`${svcJobs.payload}->>'depositAddressId' = ${pda.id}`),
      );
    t = await startTestService({ chains: testChains().chains, clock, database: t.database });
    await clock.advance(60 * SECOND);

    expect(await depositsFrom(pda.address)).toHaveLength(1);
    expect(await balanceOf(8453, BASE_USDC, recipient)).toBe(outputOf(amount));
    const events = eventsOf(pda.id);
    expect(events.map((e) => e.type)).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.filled',
    ]);
    expect(events[2]!.data.sweepTxnRef).toBe(sweepTxnRef);
  });
});

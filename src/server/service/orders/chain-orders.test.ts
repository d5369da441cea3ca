// Versioned orders on the sandbox chains: a quote funded by transaction hands the wallet an
// approval and a deposit it sends as they are; a signed quote's deposit is sent by the service
// for the depositor. Either way the deposit is a real spoke-pool transaction the indexer links to
// its order, and the order follows the relayer's fill. Time moves only on the manual clock, which
// is also the chains' block time.
import { createWalletClient, http, parseUnits, type Hex, type LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  sandboxChainAt,
  tokenBalanceAt,
} from '../chains/testing/sandbox-people';
import { expectFailure } from '../testing/expect-failure';
import { startTestService, type TestService } from '../testing/harness';
import { createQuote, getTransfer, SECOND, signFunding } from './testing/order-helpers';
import { NATIVE } from '../world/tokens';
import { peripheryAddress } from '../world/spokes';

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
const someone = () => privateKeyToAccount(generatePrivateKey()).address;
const person = (usdc: string) =>
  newPerson(testChains().chains.get(42161)!, ARB_USDC, parseUnits(usdc, 6));

/** Sends each transaction the quote asks for, in order, as a wallet would; returns their hashes. */
async function sendActions(quote: QuoteResponse, account: LocalAccount) {
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const hashes: Record<string, Hex> = {};
  for (const action of quote.nextActions) {
    if (action.kind !== 'approval' && action.kind !== 'send_transaction') continue;
    const { to, data, value } = action.transaction;
    const hash = await wallet.sendTransaction({
      to: to as Hex,
      data: data as Hex,
      value: BigInt(value),
    });
    await reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
    hashes[action.id] = hash;
  }
  return hashes;
}

const report = (quote: QuoteResponse, txnRef: string) =>
  t
    .client()
    .call(endpoints.createExecution, { params: { orderId: quote.quoteId }, body: { txnRef } });

describe('a quote funded by transaction on the sandbox chains', () => {
  it('USDC: the wallet sends the quote’s approval and deposit as they are; the order follows them to the fill and the recipient gets the quoted amount', async () => {
    const { clock } = testChains();
    const depositor = await person('40');
    const recipient = someone();
    const quote = await createQuote(t, {
      depositor: depositor.address,
      recipient,
      amount: '40000000',
      funding: 'transaction',
    });
    expect(quote.nextActions.map((a) => a.kind)).toEqual([
      'approval',
      'send_transaction',
      'submit_execution',
    ]);
    expect(quote.nextActions[0]).toMatchObject({
      token: ARB_USDC,
      spender: ARB_SPOKE,
      amount: '40000000',
    });
    expect(quote.nextActions[2]).toMatchObject({
      arm: 'txnRef',
      txnRefOf: 'deposit',
      required: false,
    });

    const sent = await sendActions(quote, depositor);
    await clock.advance(2 * SECOND);
    const deposited = await getTransfer(t, quote.quoteId);
    expect(deposited.status.state).toBe('deposited');
    expect(deposited.deposit?.txnRef).toBe(sent.deposit);
    expect(deposited.history.map((h) => h.state)).toEqual(['quoted', 'submitted', 'deposited']);
    // Reporting the hash afterwards is accepted (optional here), and changes nothing.
    expect((await report(quote, sent.deposit!)).state).toBe('submitted');

    await clock.advance(60 * SECOND);
    const filled = await getTransfer(t, quote.quoteId);
    expect(filled.status.state).toBe('filled');
    const fill = await reader(8453).getTransactionReceipt({ hash: filled.fill!.txnRef as Hex });
    expect(fill.status).toBe('success');
    expect(await usdcOf(8453, BASE_USDC, recipient)).toBe(BigInt(quote.outputAmount));
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(0n);
  });

  it('native ETH: the periphery’s depositNative carrying the value, no approval; the recipient receives ETH', async () => {
    const { clock } = testChains();
    const depositor = await person('0');
    const recipient = someone();
    const quote = await createQuote(t, {
      depositor: depositor.address,
      recipient,
      inputToken: NATIVE,
      outputToken: NATIVE,
      amount: parseUnits('0.1', 18).toString(),
    });
    expect(quote.nextActions.map((a) => a.kind)).toEqual(['send_transaction', 'submit_execution']);
    const deposit = quote.nextActions[0]!;
    if (deposit.kind !== 'send_transaction') throw new Error('unreachable');
    expect(deposit.transaction).toMatchObject({
      to: peripheryAddress(42161),
      value: quote.inputAmount,
    });
    const call = decodeDepositIntent(deposit.transaction.data as Hex);
    expect(call.ok && call.intent).toMatchObject({
      functionName: 'depositNative',
      spokePool: ARB_SPOKE.toLowerCase(),
      depositor: depositor.address.toLowerCase(),
      recipient: recipient.toLowerCase(),
      inputAmount: BigInt(quote.inputAmount),
      outputAmount: BigInt(quote.outputAmount),
      destinationChainId: 8453,
    });

    await sendActions(quote, depositor);
    await clock.advance(62 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('filled');
    expect(await reader(8453).getBalance({ address: recipient })).toBe(BigInt(quote.outputAmount));
  });

  it('a reported transaction that reverted fails the order with DEPOSIT_REVERTED; nothing moves', async () => {
    const { clock } = testChains();
    const depositor = await person('25');
    const quote = await createQuote(t, { depositor: depositor.address, funding: 'transaction' });
    expect((await getTransfer(t, quote.quoteId)).status.description).toBe(
      'Waiting for the deposit transaction on Arbitrum One.',
    );
    const deposit = quote.nextActions.find((a) => a.kind === 'send_transaction')!;
    if (deposit.kind !== 'send_transaction') throw new Error('unreachable');
    // The deposit without its approval: the spoke pool cannot pull the tokens.
    const wallet = createWalletClient({
      account: depositor,
      chain: sandboxChainAt(42161, rpcUrl(42161)),
      transport: http(rpcUrl(42161)),
    });
    const hash = await wallet.sendTransaction({
      to: deposit.transaction.to as Hex,
      data: deposit.transaction.data as Hex,
      gas: 400_000n,
    });
    expect((await reader(42161).waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect((await report(quote, hash)).state).toBe('submitted');
    await clock.advance(3 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status).toMatchObject({
      state: 'failed',
      reason: 'DEPOSIT_REVERTED',
      isTerminal: true,
      description: 'The deposit transaction reverted on Arbitrum One. Nothing was sent.',
    });
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(parseUnits('25', 6));
  });
});

describe('a signed quote on the sandbox chains', () => {
  it('the service sends the deposit for the depositor, who pays no gas; the fill delivers the quote', async () => {
    const { clock } = testChains();
    const depositor = await person('30');
    const recipient = someone();
    const ethBefore = await reader(42161).getBalance({ address: depositor.address });
    const quote = await createQuote(t, {
      depositor: depositor.address,
      recipient,
      amount: '30000000',
    });
    expect(quote.nextActions.map((a) => a.kind)).toEqual(['sign_typed_data', 'submit_execution']);
    const funding = await signFunding(quote, depositor);
    await t.client().call(endpoints.createExecution, {
      params: { orderId: quote.quoteId },
      body: { authorization: { signatures: { funding } } },
    });
    await clock.advance(3 * SECOND);
    const deposited = await getTransfer(t, quote.quoteId);
    expect(deposited.status.state).toBe('deposited');
    const receipt = await reader(42161).getTransactionReceipt({
      hash: deposited.deposit!.txnRef as Hex,
    });
    expect(receipt.to).toBe(ARB_SPOKE.toLowerCase());
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(0n);
    expect(await reader(42161).getBalance({ address: depositor.address })).toBe(ethBefore);

    await clock.advance(60 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('filled');
    expect(await usdcOf(8453, BASE_USDC, recipient)).toBe(BigInt(quote.outputAmount));
  });

  it('fails with INSUFFICIENT_BALANCE when the chain balance is short, and sends nothing', async () => {
    const { clock } = testChains();
    const depositor = await person('5');
    const quote = await createQuote(t, { depositor: depositor.address, amount: '25000000' });
    const funding = await signFunding(quote, depositor);
    await t.client().call(endpoints.createExecution, {
      params: { orderId: quote.quoteId },
      body: { authorization: { signatures: { funding } } },
    });
    await clock.advance(3 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status).toMatchObject({
      state: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(parseUnits('5', 6));
  });

  it('refuses to report a transaction for it: the signature is its arm', async () => {
    const quote = await createQuote(t);
    await expectFailure(report(quote, `0x${'34'.repeat(32)}`), {
      status: 400,
      code: 'INVALID_REQUEST',
      param: 'txnRef',
    });
  });
});

describe('deposits the quote did not expect', () => {
  it('a deposit sent after the quote expired: the transfer says so and follows it to its fill', async () => {
    const { clock } = testChains();
    const depositor = await person('30');
    const quote = await createQuote(t, {
      depositor: depositor.address,
      recipient: someone(),
      amount: '30000000',
      funding: 'transaction',
    });
    await clock.advanceTo(Date.parse(quote.expiresAt) + 60 * SECOND);
    expect((await getTransfer(t, quote.quoteId)).status.state).toBe('expired');

    const { deposit } = await sendActions(quote, depositor);
    await clock.advance(80 * SECOND);
    const transfer = await getTransfer(t, quote.quoteId);
    expect(transfer.status.state).toBe('filled');
    expect(transfer.status.description).toMatch(/^Deposited after the quote expired\./);
    expect(transfer.deposit?.txnRef).toBe(deposit);
    expect(transfer.history.map((h) => [h.state, h.reason ?? null])).toEqual([
      ['quoted', null],
      ['expired', 'QUOTE_EXPIRED'],
      ['deposited', 'DEPOSITED_AFTER_EXPIRY'],
      ['filled', null],
    ]);
  });

  it('a second deposit with the same quote is listed with the transfer’s deposits, each filled', async () => {
    const { clock } = testChains();
    const depositor = await person('50');
    const quote = await createQuote(t, {
      depositor: depositor.address,
      recipient: someone(),
      amount: '25000000',
      funding: 'transaction',
    });
    const first = await sendActions(quote, depositor);
    const second = await sendActions(quote, depositor);
    await clock.advance(80 * SECOND);
    const transfer = (await getTransfer(t, quote.quoteId)) as Awaited<
      ReturnType<typeof getTransfer>
    > & { deposits?: { txnRef: string; status: string; fillTxnRef: string | null }[] };
    expect(transfer.status.state).toBe('filled');
    expect(transfer.deposit?.txnRef).toBe(first.deposit);
    expect(transfer.deposits?.map((d) => [d.txnRef, d.status])).toEqual([
      [first.deposit, 'filled'],
      [second.deposit, 'filled'],
    ]);
    for (const d of transfer.deposits!) {
      const receipt = await reader(8453).getTransactionReceipt({ hash: d.fillTxnRef as Hex });
      expect(receipt.status).toBe('success');
    }
  });
});

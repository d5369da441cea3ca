// Versioned swap quotes funded by transaction, on the sandbox chains: the wallet sends exactly the
// quote's actions (the approval of the contract it calls, then the call the swap API builds for
// the route, tagged with the order id), the swap runs on the sandbox DEX, and the order follows
// the deposit to its fill. Time moves only on the manual clock, which is also the block time.
import {
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  pad,
  type ContractFunctionArgs,
  http,
  parseUnits,
  zeroAddress,
  type Hex,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { endpoints } from '../../../contract/endpoints';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
import { tagWithOrder } from '../../../contract/spoke-pool-calls';
import { spokePoolPeripheryAbi } from '../chains/contracts/generated/SpokePoolPeriphery';
import { sandboxChainsForThisFile } from '../chains/testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  mintOn,
  newPerson,
  readerAt,
  sandboxChainAt,
  tokenBalanceAt,
} from '../chains/testing/sandbox-people';
import { startTestService, type TestService } from '../testing/harness';
import { dexAddresses, multicallHandler, peripheryAddress } from '../world/spokes';
import { tradeOnDex } from './testing/dex-trader';
import { createQuote, getTransfer, SECOND } from './testing/order-helpers';

const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const BASE_WETH = '0x4200000000000000000000000000000000000006';
const NATIVE = zeroAddress;
/** A journey of several transactions on two chains; the machine is shared. */
const CHAIN_TEST_MS = 120_000;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (chainId: number) => readerAt(chainId, rpcUrl(chainId));
const tokenOf = (chainId: number, token: Hex, owner: Hex) =>
  tokenBalanceAt(chainId, rpcUrl(chainId), token, owner);
/** A base-unit amount the quote must carry. */
const big = (v: string | null | undefined) => {
  if (v === null || v === undefined) throw new Error('the quote lacks an amount');
  return BigInt(v);
};
const someone = () => privateKeyToAccount(generatePrivateKey()).address;

async function person(token: Hex, amount: bigint) {
  const arbitrum = testChains().chains.get(42161)!;
  const account = await newPerson(arbitrum, ARB_USDC, 0n);
  await mintOn(arbitrum, token, account.address, amount);
  return account;
}

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
    const receipt = await reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    hashes[action.id] = hash;
  }
  return hashes;
}

const swapQuote = (inputToken: Hex, depositor: Hex, recipient: Hex, amount: bigint) =>
  createQuote(t, {
    inputToken,
    outputToken: NATIVE,
    amount: amount.toString(),
    depositor,
    recipient,
    funding: 'transaction',
  });

const sendOf = (quote: QuoteResponse) => {
  const send = quote.nextActions.find((a) => a.kind === 'send_transaction');
  if (send?.kind !== 'send_transaction') throw new Error('no send_transaction');
  return send;
};

/** A trader buys WETH with `usdc` on a Base router, moving its pool's price. */
const whaleBuysWeth = (router: Hex, usdc: bigint) =>
  tradeOnDex(testChains().chains.get(8453)!, rpcUrl(8453), {
    router,
    path: [BASE_USDC, BASE_WETH],
    amount: usdc,
  });

describe('a versioned swap quote funded by transaction, on the sandbox chains', () => {
  it(
    'USDT → ETH: one approval of the periphery, its swapAndBridge; the order is filled and the recipient gets the quoted ETH',
    async () => {
      const amount = parseUnits('300', 6);
      const depositor = await person(ARB_USDT, amount);
      const recipient = someone();
      const quote = await swapQuote(ARB_USDT, depositor.address, recipient, amount);
      expect(quote.crossSwapType).toBe('anyToBridgeable');
      expect(quote.nextActions.map((a) => a.kind)).toEqual([
        'approval',
        'send_transaction',
        'submit_execution',
      ]);
      expect(quote.nextActions[0]).toMatchObject({
        token: ARB_USDT,
        spender: peripheryAddress(42161),
        amount: amount.toString(),
      });
      const send = sendOf(quote);
      expect(send.transaction).toMatchObject({ to: peripheryAddress(42161), value: '0' });
      const decoded = decodeDepositIntent(send.transaction.data as Hex);
      if (!decoded.ok) throw new Error('not a deposit');
      expect(decoded.intent).toMatchObject({
        functionName: 'swapAndBridge',
        recipient: recipient.toLowerCase(),
        inputAmount: big(quote.steps!.originSwap!.minOutputAmount),
        tags: { orderId: quote.quoteId.toLowerCase() },
      });
      expect(decoded.intent.swap).toMatchObject({ swapTokenAmount: amount });

      const sent = await sendActions(quote, depositor);
      await testChains().clock.advance(2 * SECOND);
      const deposited = await getTransfer(t, quote.quoteId);
      expect(deposited.status.state).toBe('deposited');
      expect(deposited.deposit?.txnRef).toBe(sent.deposit);

      await testChains().clock.advance(60 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await tokenOf(42161, ARB_USDT, depositor.address)).toBe(0n);
      // Nobody else moved the pool: the swap yields what the quote said, and the deposit asks the
      // quoted output (at most a base unit less, the periphery's proportional rounding).
      const received = await reader(8453).getBalance({ address: recipient });
      expect(received).toBe(big(filled.fill!.outputAmount));
      expect(big(quote.outputAmount) - received).toBeGreaterThanOrEqual(0n);
      expect(big(quote.outputAmount) - received).toBeLessThanOrEqual(1n);
      expect(received).toBeGreaterThanOrEqual(big(quote.minOutputAmount!));
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH: the deposit goes to the multicall handler, which swaps on Base after the fill; the transfer says what it paid',
    async () => {
      const amount = parseUnits('500', 6);
      const depositor = await person(ARB_USDC, amount);
      const recipient = someone();
      const quote = await swapQuote(ARB_USDC, depositor.address, recipient, amount);
      expect(quote.crossSwapType).toBe('bridgeableToAny');
      expect(quote.nextActions[0]).toMatchObject({
        kind: 'approval',
        spender: ARB_SPOKE,
        amount: amount.toString(),
      });
      const send = sendOf(quote);
      expect(send.transaction.to).toBe(ARB_SPOKE);
      const decoded = decodeDepositIntent(send.transaction.data as Hex);
      if (!decoded.ok) throw new Error('not a deposit');
      expect(decoded.intent.recipient).toBe(multicallHandler(8453).toLowerCase());
      expect(decoded.intent.outputAmount).toBe(big(quote.steps!.bridge.outputAmount));

      await sendActions(quote, depositor);
      await testChains().clock.advance(62 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await tokenOf(42161, ARB_USDC, depositor.address)).toBe(0n);
      const leg = quote.steps!.destinationSwap!;
      const received = await reader(8453).getBalance({ address: recipient });
      expect(received).toBe(big(leg.outputAmount));
      expect(received).toBe(big(quote.outputAmount));
      expect(await tokenOf(8453, BASE_USDC, recipient)).toBe(0n);
      // The transfer says what arrived in ETH, not the bridged USDC the relayer's fill carried.
      expect(filled.fill?.outputAmount).toBe(leg.outputAmount);
      expect(filled.fill?.handler).toEqual({
        succeeded: true,
        recipient,
        token: NATIVE,
        amount: leg.outputAmount,
      });
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH whose pool moved past the slippage before the fill: the handler pays the bridged USDC to the recipient, and the transfer says so',
    async () => {
      const amount = parseUnits('500', 6);
      const depositor = await person(ARB_USDC, amount);
      const recipient = someone();
      const quote = await swapQuote(ARB_USDC, depositor.address, recipient, amount);
      await sendActions(quote, depositor);
      const source = quote.steps!.destinationSwap!.swapProvider!.sources![0]!;
      await whaleBuysWeth(dexAddresses(8453, source).router, parseUnits('200000', 6));

      await testChains().clock.advance(62 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      const bridged = quote.steps!.bridge.outputAmount;
      expect(await tokenOf(8453, BASE_USDC, recipient)).toBe(big(bridged));
      expect(await reader(8453).getBalance({ address: recipient })).toBe(0n);
      expect(filled.fill?.outputAmount).toBe(bridged);
      expect(filled.fill?.handler).toEqual({
        succeeded: false,
        recipient,
        token: BASE_USDC,
        amount: bridged,
      });
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDT → ETH after another swap moved the pool since the quote: the deposit of the smaller yield asks its share of the output, and the order follows it to the fill',
    async () => {
      const amount = parseUnits('100', 6);
      const [first, second] = [await person(ARB_USDT, amount), await person(ARB_USDT, amount)];
      const [a, b] = [
        await swapQuote(ARB_USDT, first.address, someone(), amount),
        await swapQuote(ARB_USDT, second.address, someone(), amount),
      ];
      await sendActions(a, first);
      await sendActions(b, second);
      await testChains().clock.advance(62 * SECOND);
      const filled = await getTransfer(t, b.quoteId);
      expect(filled.status.state).toBe('filled');
      const deposit = await depositOf(filled.deposit!.txnRef);
      const leg = b.steps!.originSwap!;
      expect(big(deposit.inputAmount)).toBeLessThan(big(leg.outputAmount));
      expect(big(deposit.inputAmount)).toBeGreaterThanOrEqual(big(leg.minOutputAmount));
      expect(filled.fill!.outputAmount).toBe(deposit.outputAmount);
      expect(big(filled.fill!.outputAmount)).toBeLessThan(big(b.outputAmount));
      expect(await reader(8453).getBalance({ address: b.recipient as Hex })).toBe(
        big(filled.fill!.outputAmount),
      );
    },
    CHAIN_TEST_MS,
  );

  it(
    'a swapAndBridge tagged with the order that pays someone else is not its deposit: reported, the order fails with NOT_THIS_QUOTES_DEPOSIT',
    async () => {
      const amount = parseUnits('50', 6);
      const depositor = await person(ARB_USDT, amount);
      const quote = await swapQuote(ARB_USDT, depositor.address, someone(), amount);
      const send = sendOf(quote);
      const { args } = decodeFunctionData({
        abi: spokePoolPeripheryAbi,
        data: send.transaction.data as Hex,
      });
      const [call] = args as unknown as [SwapAndBridgeArgs];
      const other = encodeFunctionData({
        abi: spokePoolPeripheryAbi,
        functionName: 'swapAndBridge',
        args: [
          {
            ...call,
            depositData: { ...call.depositData, recipient: pad(someone(), { size: 32 }) },
          },
        ],
      });
      const forged = {
        ...quote,
        nextActions: quote.nextActions.map((a) =>
          a.kind === 'send_transaction'
            ? {
                ...a,
                transaction: { ...a.transaction, data: tagWithOrder(other, quote.quoteId as Hex) },
              }
            : a,
        ),
      } as QuoteResponse;
      const sent = await sendActions(forged, depositor);
      const executed = await t.client().call(endpoints.createExecution, {
        params: { orderId: quote.quoteId },
        body: { txnRef: sent.deposit! },
      });
      expect(executed.state).toBe('submitted');
      await testChains().clock.advance(3 * SECOND);
      expect((await getTransfer(t, quote.quoteId)).status).toMatchObject({
        state: 'failed',
        reason: 'NOT_THIS_QUOTES_DEPOSIT',
      });
    },
    CHAIN_TEST_MS,
  );
});

type SwapAndBridgeArgs = Extract<
  ContractFunctionArgs<typeof spokePoolPeripheryAbi, 'payable', 'swapAndBridge'>,
  readonly [unknown]
>[0];

/** The indexer's record of the deposit a transaction made (GET /deposit). */
async function depositOf(txnRef: string) {
  const res = await t.fetch(`/api/deposit?integratorId=0xf00d&depositTxnRef=${txnRef}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { deposit: { inputAmount: string; outputAmount: string } }).deposit;
}

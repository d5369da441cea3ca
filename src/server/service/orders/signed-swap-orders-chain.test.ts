// Versioned swap quotes funded by signature (a swap's default), on the sandbox chains: once the
// signature is checked, the service sends on the depositor's behalf exactly what a wallet sends
// for the same quote funded by transaction (the approvals the allowance lacks, then the call the
// swap API built for the route when it quoted, tagged with the order id), so the swap runs on the
// sandbox DEX and the order follows that deposit to its fill. The depositor pays no gas.
// Time moves only on the manual clock, which is also the block time.
import {
  createWalletClient,
  erc20Abi,
  http,
  parseAbiItem,
  parseUnits,
  zeroAddress,
  type Hex,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDepositIntent } from '../../../contract/periphery-calls';
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
import { createQuote, execute, getTransfer, SECOND } from './testing/order-helpers';

const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const ARB_WETH = '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1';
const BASE_WETH = '0x4200000000000000000000000000000000000006';
const NATIVE = zeroAddress;
/** A journey of several transactions on two chains; the machine is shared. */
const CHAIN_TEST_MS = 120_000;
/** What a depositor holds beyond the input, so "paid exactly the input" is a difference. */
const SPARE = 7n;

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
const ethOf = (chainId: number, owner: Hex) => reader(chainId).getBalance({ address: owner });
const allowanceOf = (token: Hex, owner: Hex, spender: Hex) =>
  reader(42161).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
/** A base-unit amount the quote must carry. */
const big = (v: string | null | undefined) => {
  if (v === null || v === undefined) throw new Error('the quote lacks an amount');
  return BigInt(v);
};
const someone = () => privateKeyToAccount(generatePrivateKey()).address;

/** A person on Arbitrum with 1 ETH and `amount` of `token`. */
async function person(token: Hex, amount: bigint) {
  const arbitrum = testChains().chains.get(42161)!;
  const account = await newPerson(arbitrum, ARB_USDC, 0n);
  await mintOn(arbitrum, token, account.address, amount);
  return account;
}

/** A swap quote with no funding asked for: a swap's default is a signature. */
async function signedSwapQuote(input: Hex, output: Hex, depositor: Hex, amount: bigint) {
  const quote = await createQuote(t, {
    inputToken: input,
    outputToken: output,
    amount: amount.toString(),
    depositor,
    recipient: someone(),
  });
  expect(quote.nextActions.map((a) => a.kind)).toEqual(['sign_typed_data', 'submit_execution']);
  // The call the service keeps for the order is its own, not part of the answer.
  expect(quote).not.toHaveProperty('fundingCall');
  return quote;
}

/** The deposit transaction the service sent for the order, decoded. */
async function sentDeposit(txnRef: string) {
  const sent = await reader(42161).getTransaction({ hash: txnRef as Hex });
  const decoded = decodeDepositIntent(sent.input);
  if (!decoded.ok) throw new Error('the order’s transaction is not a deposit');
  return { sent, intent: decoded.intent };
}

/** The depositor's own approval, sent from its wallet before it asks for a quote. */
async function approveFromWallet(account: LocalAccount, token: Hex, spender: Hex, amount: bigint) {
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  return reader(42161).waitForTransactionReceipt({ hash });
}

const approvalEvent = parseAbiItem(
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
);

/** A trader buys WETH with `usdc` on a router of `chainId`, moving that pool's price. */
const buyWeth = (chainId: 42161 | 8453, router: Hex, usdc: bigint) =>
  tradeOnDex(testChains().chains.get(chainId)!, rpcUrl(chainId), {
    router,
    path: chainId === 8453 ? [BASE_USDC, BASE_WETH] : [ARB_USDC, ARB_WETH],
    amount: usdc,
  });

describe('a versioned swap quote funded by signature, on the sandbox chains', () => {
  it(
    'USDT → ETH: the service resets the left-over USDT allowance, approves the periphery and sends its swapAndBridge; filled, the recipient gets at least the minimum and the depositor paid exactly the input, and no gas',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('300', 6);
      const depositor = await person(ARB_USDT, amount + SPARE);
      const periphery = peripheryAddress(42161);
      // A wallet's earlier approval left an allowance that USDT cannot raise without a reset.
      const own = await approveFromWallet(depositor, ARB_USDT, periphery, 1_000_000n);
      const ethBefore = await ethOf(42161, depositor.address);
      const quote = await signedSwapQuote(ARB_USDT, NATIVE, depositor.address, amount);
      expect(quote.crossSwapType).toBe('anyToBridgeable');

      await execute(t, quote, depositor);
      await clock.advance(3 * SECOND);
      const deposited = await getTransfer(t, quote.quoteId);
      expect(deposited.status.state).toBe('deposited');
      const { sent, intent } = await sentDeposit(deposited.deposit!.txnRef);
      expect(sent.from).toBe(depositor.address.toLowerCase());
      expect(sent.to).toBe(periphery.toLowerCase());
      expect(intent).toMatchObject({
        functionName: 'swapAndBridge',
        recipient: quote.recipient.toLowerCase(),
        tags: { orderId: quote.quoteId.toLowerCase() },
      });
      expect(intent.swap).toMatchObject({ swapTokenAmount: amount });
      const approvals = await reader(42161).getLogs({
        address: ARB_USDT,
        event: approvalEvent,
        args: { owner: depositor.address, spender: periphery },
        fromBlock: own.blockNumber,
      });
      expect(approvals.map((l) => l.args.value)).toEqual([1_000_000n, 0n, amount]);

      await clock.advance(60 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await tokenOf(42161, ARB_USDT, depositor.address)).toBe(SPARE);
      expect(await allowanceOf(ARB_USDT, depositor.address, periphery)).toBe(0n);
      expect(await ethOf(42161, depositor.address)).toBe(ethBefore);
      const received = await ethOf(8453, quote.recipient as Hex);
      expect(received).toBe(big(filled.fill!.outputAmount));
      expect(received).toBeGreaterThanOrEqual(big(quote.minOutputAmount));
      // Nobody else moved the pool: the quoted output, less at most the periphery's rounding.
      expect(big(quote.outputAmount) - received).toBeGreaterThanOrEqual(0n);
      expect(big(quote.outputAmount) - received).toBeLessThanOrEqual(1n);
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH: the service deposits to the Base multicall handler with the quote’s message; the handler swaps after the fill and the transfer says what it paid',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('500', 6);
      const depositor = await person(ARB_USDC, amount + SPARE);
      const quote = await signedSwapQuote(ARB_USDC, NATIVE, depositor.address, amount);
      expect(quote.crossSwapType).toBe('bridgeableToAny');

      await execute(t, quote, depositor);
      await clock.advance(3 * SECOND);
      const deposited = await getTransfer(t, quote.quoteId);
      expect(deposited.status.state).toBe('deposited');
      const { sent, intent } = await sentDeposit(deposited.deposit!.txnRef);
      expect(sent.to).toBe(ARB_SPOKE.toLowerCase());
      expect(intent.recipient).toBe(multicallHandler(8453).toLowerCase());
      expect(intent.outputAmount).toBe(big(quote.steps!.bridge.outputAmount));
      expect(intent.message).not.toBe('0x');

      await clock.advance(60 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await tokenOf(42161, ARB_USDC, depositor.address)).toBe(SPARE);
      expect(await allowanceOf(ARB_USDC, depositor.address, ARB_SPOKE)).toBe(0n);
      const leg = quote.steps!.destinationSwap!;
      const received = await ethOf(8453, quote.recipient as Hex);
      expect(received).toBe(big(quote.outputAmount));
      expect(received).toBeGreaterThanOrEqual(big(quote.minOutputAmount));
      expect(await tokenOf(8453, BASE_USDC, quote.recipient as Hex)).toBe(0n);
      expect(filled.fill?.outputAmount).toBe(leg.outputAmount);
      expect(filled.fill?.handler).toEqual({
        succeeded: true,
        recipient: quote.recipient,
        token: NATIVE,
        amount: leg.outputAmount,
      });
    },
    CHAIN_TEST_MS,
  );

  it(
    'native ETH → USDC: the service calls the periphery’s depositNative with the value; the handler swaps WETH to USDC on Base and the depositor paid exactly the input',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('0.2', 18);
      const depositor = await person(ARB_USDC, 0n);
      const ethBefore = await ethOf(42161, depositor.address);
      const quote = await signedSwapQuote(NATIVE, BASE_USDC, depositor.address, amount);
      expect(quote.crossSwapType).toBe('bridgeableToAny');

      await execute(t, quote, depositor);
      await clock.advance(3 * SECOND);
      const deposited = await getTransfer(t, quote.quoteId);
      expect(deposited.status.state).toBe('deposited');
      const { sent, intent } = await sentDeposit(deposited.deposit!.txnRef);
      expect(sent.to).toBe(peripheryAddress(42161).toLowerCase());
      expect(sent.value).toBe(amount);
      expect(intent).toMatchObject({
        functionName: 'depositNative',
        recipient: multicallHandler(8453).toLowerCase(),
      });

      await clock.advance(60 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await ethOf(42161, depositor.address)).toBe(ethBefore - amount);
      const received = await tokenOf(8453, BASE_USDC, quote.recipient as Hex);
      expect(received).toBe(big(quote.outputAmount));
      expect(received).toBeGreaterThanOrEqual(big(quote.minOutputAmount));
      expect(filled.fill?.handler).toMatchObject({ succeeded: true, token: BASE_USDC });
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH whose Base pool moved past the slippage before the fill: the handler pays the bridged USDC to the recipient, and the transfer says so',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('500', 6);
      const depositor = await person(ARB_USDC, amount);
      const quote = await signedSwapQuote(ARB_USDC, NATIVE, depositor.address, amount);
      await execute(t, quote, depositor);
      await clock.advance(3 * SECOND);
      expect((await getTransfer(t, quote.quoteId)).status.state).toBe('deposited');
      const source = quote.steps!.destinationSwap!.swapProvider!.sources![0]!;
      await buyWeth(8453, dexAddresses(8453, source).router, parseUnits('200000', 6));

      await clock.advance(60 * SECOND);
      const filled = await getTransfer(t, quote.quoteId);
      expect(filled.status.state).toBe('filled');
      expect(await tokenOf(42161, ARB_USDC, depositor.address)).toBe(0n);
      const bridged = quote.steps!.bridge.outputAmount;
      expect(await tokenOf(8453, BASE_USDC, quote.recipient as Hex)).toBe(big(bridged));
      expect(await ethOf(8453, quote.recipient as Hex)).toBe(0n);
      expect(filled.fill?.outputAmount).toBe(bridged);
      expect(filled.fill?.handler).toEqual({
        succeeded: false,
        recipient: quote.recipient,
        token: BASE_USDC,
        amount: bridged,
      });
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDT → ETH from a depositor short of the input: the order fails with INSUFFICIENT_BALANCE and nothing is sent',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('300', 6);
      const depositor = await person(ARB_USDT, amount - 1n);
      const quote = await signedSwapQuote(ARB_USDT, NATIVE, depositor.address, amount);
      await execute(t, quote, depositor);
      await clock.advance(3 * SECOND);
      const failed = await getTransfer(t, quote.quoteId);
      expect(failed.status).toMatchObject({ state: 'failed', reason: 'INSUFFICIENT_BALANCE' });
      expect(failed.deposit).toBeNull();
      expect(await tokenOf(42161, ARB_USDT, depositor.address)).toBe(amount - 1n);
      // No transaction from the depositor's address at all, not even the approval.
      expect(await reader(42161).getTransactionCount({ address: depositor.address })).toBe(0);
      expect(await allowanceOf(ARB_USDT, depositor.address, peripheryAddress(42161))).toBe(0n);
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDT → ETH whose Arbitrum pool moved past the slippage before the service sent it: the swapAndBridge reverts, the order fails with DEPOSIT_REVERTED and the depositor keeps the USDT',
    async () => {
      const { clock } = testChains();
      const amount = parseUnits('300', 6);
      const depositor = await person(ARB_USDT, amount);
      const quote = await signedSwapQuote(ARB_USDT, NATIVE, depositor.address, amount);
      await execute(t, quote, depositor);
      const source = quote.steps!.originSwap!.swapProvider!.sources![0]!;
      await buyWeth(42161, dexAddresses(42161, source).router, parseUnits('200000', 6));

      await clock.advance(3 * SECOND);
      const failed = await getTransfer(t, quote.quoteId);
      expect(failed.status).toMatchObject({ state: 'failed', reason: 'DEPOSIT_REVERTED' });
      expect(failed.deposit).toBeNull();
      expect(await tokenOf(42161, ARB_USDT, depositor.address)).toBe(amount);
    },
    CHAIN_TEST_MS,
  );
});

// The swap API's swaps run on the sandbox chains as they would on the real networks: a wallet
// sends exactly the calls the quote gives, the periphery's SwapProxy swaps on the sandbox DEX
// (what the quote said, to the base unit, even after someone else moved the pool), the deposit is
// indexed and filled, and a destination swap runs in the multicall handler after the fill. USDT
// with an allowance already set gets its approval reset first, as the real service sends it.
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEventLogs,
  parseUnits,
  zeroAddress,
  type Hex,
  type Log,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { dexAddresses, peripheryAddress } from '../world/spokes';
import { spokePoolPeripheryAbi } from './contracts/generated/SpokePoolPeriphery';
import { uniswapV2Router02Abi } from './contracts/generated/UniswapV2Router02';
import { poolsOn } from '../world/pools';
import { poolPair, poolsOnChain } from './dex-pairs';
import { poolKeeper } from './pool-keeper';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_USDC, BASE_USDC, readerAt, sandboxChainAt } from './testing/sandbox-people';

const ARB_USDT = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const ARB_WETH = '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1';
const BASE_WETH = '0x4200000000000000000000000000000000000006';
const NATIVE = zeroAddress;
const SECOND = 1000;
/** A journey of a dozen transactions on two chains; the machine is shared. */
const CHAIN_TEST_MS = 120_000;

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (id: number) => readerAt(id, rpcUrl(id));

interface Leg {
  inputAmount: string;
  outputAmount: string;
  minOutputAmount: string;
  swapProvider: { sources: string[] };
}
interface SwapResponse {
  approvalTxns?: { to: Hex; data: Hex }[];
  swapTx: { simulationSuccess: boolean; to: Hex; data: Hex; value?: string };
  steps: {
    originSwap?: Leg;
    bridge: { inputAmount: string; outputAmount: string };
    destinationSwap?: Leg;
  };
  expectedOutputAmount: string;
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

async function person(funds: [token: string, amount: bigint][]) {
  const account = privateKeyToAccount(generatePrivateKey());
  await setBalance(42161, NATIVE, account.address, parseUnits('1', 18));
  for (const [token, amount] of funds) await setBalance(42161, token, account.address, amount);
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl(42161)),
    transport: http(rpcUrl(42161)),
  });
  const send = async (tx: { to: Hex; data: Hex; value?: string }) => {
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value ?? 0),
    });
    return reader(42161).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  };
  return { account, wallet, send, recipient: privateKeyToAccount(generatePrivateKey()).address };
}

/** The indexer's record of the deposit a transaction made (GET /deposit). */
async function depositOf(txnRef: Hex) {
  const res = await t.fetch(`/api/deposit?integratorId=0xf00d&depositTxnRef=${txnRef}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { deposit: Record<string, unknown> }).deposit;
}

/** The periphery's SwapBeforeBridge event of a swapAndBridge: what the swap yielded and asked. */
const swapBeforeBridgeOf = (receipt: { logs: Log[] }) =>
  parseEventLogs({
    abi: spokePoolPeripheryAbi,
    eventName: 'SwapBeforeBridge',
    logs: receipt.logs,
  })[0];

const balanceOf = (chainId: number, token: Hex, owner: Hex) =>
  reader(chainId).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

describe('swaps on the sandbox chains, through the calls the swap API gives', () => {
  it(
    'USDT → ETH: the SwapProxy swaps what the quote said on the moved pool, and the fill delivers the bridge output',
    async () => {
      // Someone trades USDT for WETH first: the pool is no longer at its starting reserves.
      const trader = await person([[ARB_USDT, parseUnits('50000', 6)]]);
      const router = dexAddresses(42161, 'uniswap_v3').router;
      await trader.send({
        to: ARB_USDT,
        data: encodeApprove(router),
      });
      const [, , out] = await reader(42161).readContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'getAmountsOut',
        args: [parseUnits('50000', 6), [ARB_USDT, ARB_USDC, ARB_WETH]],
      });
      const moved = await trader.wallet.writeContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForTokens',
        args: [
          parseUnits('50000', 6),
          out!,
          [ARB_USDT, ARB_USDC, ARB_WETH],
          trader.account.address,
          maxUint256,
        ],
      });
      await reader(42161).waitForTransactionReceipt({ hash: moved });

      const amount = parseUnits('300', 6);
      const p = await person([[ARB_USDT, amount]]);
      const first = await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient);
      expect(first.approvalTxns).toHaveLength(1);
      expect((await p.send(first.approvalTxns![0]!)).status).toBe('success');
      const response = await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient);
      expect(response.approvalTxns).toBeUndefined();
      expect(response.swapTx.simulationSuccess).toBe(true);
      const leg = response.steps.originSwap!;
      const [, , routerSays] = await reader(42161).readContract({
        address: dexAddresses(42161, leg.swapProvider.sources[0]!).router,
        abi: uniswapV2Router02Abi,
        functionName: 'getAmountsOut',
        args: [amount, [ARB_USDT, ARB_USDC, ARB_WETH]],
      });
      expect(BigInt(leg.outputAmount)).toBe(routerSays);

      const receipt = await p.send(response.swapTx);
      expect(receipt.status).toBe('success');
      const swapped = swapBeforeBridgeOf(receipt);
      expect(swapped?.args.acrossInputAmount).toBe(BigInt(leg.outputAmount));
      expect(swapped?.args.acrossInputAmount).toBe(BigInt(response.steps.bridge.inputAmount));
      expect(await balanceOf(42161, ARB_USDT, p.account.address)).toBe(0n);
      // The quoted yield asks the quoted output, at most a base unit less (the periphery's
      // proportional adjustment rounds down).
      const quoted = BigInt(response.steps.bridge.outputAmount);
      const asked = swapped!.args.acrossOutputAmount!;
      expect(quoted - asked).toBeGreaterThanOrEqual(0n);
      expect(quoted - asked).toBeLessThanOrEqual(1n);

      await testChains().clock.advance(60 * SECOND);
      expect(await reader(8453).getBalance({ address: p.recipient })).toBe(asked);
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDT → ETH after another swap moved the pool since the quote: the deposit asks a share of the quote in proportion to the yield, and it is filled',
    async () => {
      const amount = parseUnits('100', 6);
      const [first, second] = [
        await person([[ARB_USDT, amount]]),
        await person([[ARB_USDT, amount]]),
      ];
      const quoted = [];
      for (const p of [first, second]) {
        const q = await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient);
        for (const a of q.approvalTxns ?? []) expect((await p.send(a)).status).toBe('success');
        quoted.push(await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient));
      }
      const [a, b] = quoted as [SwapResponse, SwapResponse];
      // Both quoted on the same pool; the first swap moves it, so the second yields less.
      expect(b.steps.originSwap!.outputAmount).toBe(a.steps.originSwap!.outputAmount);
      expect((await first.send(a.swapTx)).status).toBe('success');
      const receipt = await second.send(b.swapTx);
      expect(receipt.status).toBe('success');
      const swapped = swapBeforeBridgeOf(receipt);
      const leg = b.steps.originSwap!;
      const yielded = swapped!.args.acrossInputAmount!;
      expect(yielded).toBeLessThan(BigInt(leg.outputAmount));
      expect(yielded).toBeGreaterThanOrEqual(BigInt(leg.minOutputAmount));
      const asked = swapped!.args.acrossOutputAmount!;
      expect(asked).toBeLessThan(BigInt(b.steps.bridge.outputAmount));
      // No more than the yield is worth (WETH for WETH), so the relayer takes it.
      expect(asked).toBeLessThanOrEqual(yielded);

      await testChains().clock.advance(60 * SECOND);
      expect(await depositOf(receipt.transactionHash)).toMatchObject({
        status: 'filled',
        inputAmount: yielded.toString(),
        outputAmount: asked.toString(),
      });
      expect(await reader(8453).getBalance({ address: second.recipient })).toBe(asked);
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDT with an allowance already set: approve(periphery, 0), then the approval, then the swap',
    async () => {
      const amount = parseUnits('40', 6);
      const p = await person([[ARB_USDT, amount]]);
      await p.send({ to: ARB_USDT, data: encodeApprove(peripheryAddress(42161), 1n) });
      const first = await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient);
      expect(first.approvalTxns?.map((a) => a.data)).toEqual([
        encodeApprove(peripheryAddress(42161), 0n),
        encodeApprove(peripheryAddress(42161), amount),
      ]);
      for (const a of first.approvalTxns!) expect((await p.send(a)).status).toBe('success');
      const response = await quote(ARB_USDT, NATIVE, amount, p.account.address, p.recipient);
      expect(response.swapTx.simulationSuccess).toBe(true);
      expect((await p.send(response.swapTx)).status).toBe('success');
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH: after the fill the multicall handler swaps on the destination DEX and pays the recipient in ETH',
    async () => {
      const amount = parseUnits('500', 6);
      const p = await person([[ARB_USDC, amount]]);
      const first = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
      for (const a of first.approvalTxns ?? []) expect((await p.send(a)).status).toBe('success');
      const response = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
      const leg = response.steps.destinationSwap!;
      const sent = await p.send(response.swapTx);
      expect(sent.status).toBe('success');
      expect(await balanceOf(42161, ARB_USDC, p.account.address)).toBe(0n);
      await testChains().clock.advance(60 * SECOND);
      const received = await reader(8453).getBalance({ address: p.recipient });
      expect(received).toBe(BigInt(leg.outputAmount));
      expect(received).toBe(BigInt(response.expectedOutputAmount));
      expect(await balanceOf(8453, BASE_USDC, p.recipient)).toBe(0n);
      // The indexer records what the handler's swap delivered, and to whom.
      expect(await depositOf(sent.transactionHash)).toMatchObject({
        status: 'filled',
        actionsSucceeded: true,
        swapOutputToken: NATIVE,
        swapOutputTokenAmount: leg.outputAmount,
        actionsTargetRecipient: p.recipient,
        actionsTargetAmount: leg.outputAmount,
      });
    },
    CHAIN_TEST_MS,
  );

  it(
    'USDC → ETH whose destination swap fails (the pool moved past the slippage): the handler pays the bridged USDC to the recipient',
    async () => {
      const amount = parseUnits('500', 6);
      const p = await person([[ARB_USDC, amount]]);
      const first = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
      for (const a of first.approvalTxns ?? []) expect((await p.send(a)).status).toBe('success');
      const response = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
      const leg = response.steps.destinationSwap!;
      const deposited = await p.send(response.swapTx);
      expect(deposited.status).toBe('success');
      expect(await balanceOf(42161, ARB_USDC, p.account.address)).toBe(0n);

      // Before the fill, someone buys WETH with $200,000 on that Base pool: the price moves by
      // more than the 0.5 % slippage, so the handler's swap reverts.
      const router = dexAddresses(8453, leg.swapProvider.sources[0]!).router;
      const whale = privateKeyToAccount(generatePrivateKey());
      const big = parseUnits('200000', 6);
      await setBalance(8453, NATIVE, whale.address, parseUnits('1', 18));
      await setBalance(8453, BASE_USDC, whale.address, big);
      const base = createWalletClient({
        account: whale,
        chain: sandboxChainAt(8453, rpcUrl(8453)),
        transport: http(rpcUrl(8453)),
      });
      const sent = async (hash: Hex) =>
        expect((await reader(8453).waitForTransactionReceipt({ hash })).status).toBe('success');
      await sent(
        await base.writeContract({
          address: BASE_USDC,
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, big],
        }),
      );
      await sent(
        await base.writeContract({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [big, 0n, [BASE_USDC, BASE_WETH], whale.address, maxUint256],
        }),
      );

      await testChains().clock.advance(60 * SECOND);
      expect(await balanceOf(8453, BASE_USDC, p.recipient)).toBe(
        BigInt(response.steps.bridge.outputAmount),
      );
      expect(await reader(8453).getBalance({ address: p.recipient })).toBe(0n);
      // Recorded as a fallback, so the tracker can say what arrived instead of ETH.
      const deposit = await depositOf(deposited.transactionHash);
      expect(deposit).toMatchObject({
        status: 'filled',
        actionsSucceeded: false,
        actionsTargetRecipient: p.recipient,
        actionsTargetToken: BASE_USDC,
        actionsTargetAmount: response.steps.bridge.outputAmount,
        swapOutputToken: null,
      });
      const status = await t.fetch(
        `/api/deposit/status?integratorId=0xf00d&depositTxnRef=${deposited.transactionHash}`,
      );
      expect(await status.json()).toMatchObject({ status: 'filled', actionsSucceeded: false });
    },
    CHAIN_TEST_MS,
  );

  it(
    'a pool a trade moved: the swap API, gasless and versioned quotes all price it, and the keeper brings it back to the world price a minute later',
    async () => {
      const amount = parseUnits('500', 6);
      const p = await person([[ARB_USDC, amount]]);
      const before = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
      const source = before.steps.destinationSwap!.swapProvider.sources[0]!;
      await whaleBuysWeth(dexAddresses(8453, source).router, parseUnits('100000', 6));

      const query = {
        integratorId: '0xf00d',
        originChainId: '42161',
        destinationChainId: '8453',
        inputToken: ARB_USDC,
        outputToken: NATIVE,
        amount: amount.toString(),
        depositor: p.account.address,
        recipient: p.recipient,
      };
      const quotesNow = async () => {
        const legacy = await quote(ARB_USDC, NATIVE, amount, p.account.address, p.recipient);
        const gasless = await t.fetch(`/api/swap/gasless?${new URLSearchParams(query)}`);
        expect(gasless.status).toBe(200);
        const v1 = await t.fetch('/v1/quotes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            originChainId: 42161,
            destinationChainId: 8453,
            inputToken: ARB_USDC,
            outputToken: NATIVE,
            amount: amount.toString(),
            depositor: p.account.address,
            recipient: p.recipient,
          }),
        });
        expect(v1.status).toBe(201);
        return {
          legacy: legacy.expectedOutputAmount,
          gasless: ((await gasless.json()) as SwapResponse).expectedOutputAmount,
          v1: ((await v1.json()) as { outputAmount: string }).outputAmount,
        };
      };
      const moved = await quotesNow();
      expect(moved.gasless).toBe(moved.legacy);
      expect(moved.v1).toBe(moved.legacy);
      expect(await offPrice(8453)).toContain(source);

      const keeper = poolKeeper(t.service.ctx, testChains().chains, 60 * SECOND);
      keeper.start();
      try {
        await testChains().clock.advance(60 * SECOND);
      } finally {
        await keeper.stop();
      }
      expect(await offPrice(8453)).toEqual([]);
      const back = await quotesNow();
      expect(back.gasless).toBe(back.legacy);
      expect(back.v1).toBe(back.legacy);
      expect(BigInt(back.legacy)).toBeGreaterThan(BigInt(moved.legacy));
    },
    CHAIN_TEST_MS,
  );
});

/** A trader buys WETH with `usdc` on a Base router, moving its pool's price. */
async function whaleBuysWeth(router: Hex, usdc: bigint) {
  const whale = privateKeyToAccount(generatePrivateKey());
  await setBalance(8453, NATIVE, whale.address, parseUnits('1', 18));
  await setBalance(8453, BASE_USDC, whale.address, usdc);
  const base = createWalletClient({
    account: whale,
    chain: sandboxChainAt(8453, rpcUrl(8453)),
    transport: http(rpcUrl(8453)),
  });
  for (const hash of [
    await base.writeContract({
      address: BASE_USDC,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, usdc],
    }),
    await base.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [usdc, 0n, [BASE_USDC, BASE_WETH], whale.address, maxUint256],
    }),
  ]) {
    expect((await reader(8453).waitForTransactionReceipt({ hash })).status).toBe('success');
  }
}

/** The sources of the chain's pools whose price is not the world's (beyond rounding). */
async function offPrice(chainId: number) {
  const model = new Map(poolsOn(chainId).map((m) => [poolPair(m), m]));
  return (await poolsOnChain(testChains().chains.get(chainId)!))
    .filter((now) => {
      const m = model.get(poolPair(now))!;
      const gap = now.reserveA * m.reserveB - now.reserveB * m.reserveA;
      return (gap < 0n ? -gap : gap) > m.reserveA + m.reserveB;
    })
    .map((now) => now.source);
}

function encodeApprove(spender: Hex, amount: bigint = maxUint256): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
}

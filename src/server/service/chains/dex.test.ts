// The sandbox DEX is Uniswap v2 itself on every chain: a script with viem alone finds a pool's
// pair where UniswapV2Library puts it, prices a swap with the router's getAmountsOut, swaps, and
// receives exactly that; the service's own pricing of the pools gives the same figure. The
// periphery's SwapProxy, which runs an origin swap, is at the protocol's recorded address.
import {
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseUnits,
  type Hex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { recordedContracts } from '../../../contract/deployments/trusted-contracts';
import { poolsOn, quoteSwapLeg } from '../world/pools';
import { dexAddresses, peripheryAddress } from '../world/spokes';
import { findToken } from '../world/tokens';
import { spokePoolPeripheryAbi } from './contracts/generated/SpokePoolPeriphery';
import { uniswapV2FactoryAbi } from './contracts/generated/UniswapV2Factory';
import { uniswapV2Router02Abi } from './contracts/generated/UniswapV2Router02';
import { rebalancePools } from './dex';
import { poolPair, poolsOnChain } from './dex-pairs';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';
import { ARB_USDC, newPerson } from './testing/sandbox-people';

const ARB_WBTC = '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f';
const testChains = sandboxChainsForThisFile([42161]);
const arbitrum = () => testChains().chains.get(42161)!;
const token = (address: string) => findToken(42161, address)!;

describe('the sandbox DEX on a sandbox chain', () => {
  it('holds every pool of the world at its starting reserves, where the factory says', async () => {
    const chain = arbitrum();
    const onChain = await poolsOnChain(chain);
    expect(onChain.length).toBeGreaterThan(0);
    expect(onChain).toEqual(poolsOn(42161));
    for (const pool of onChain) {
      const pair = await chain.public.readContract({
        address: dexAddresses(42161, pool.source).factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [pool.a.address, pool.b.address],
      });
      expect(pair).toBe(poolPair(pool));
    }
  });

  it('a viem-only script swaps USDC for WBTC through the router and gets what getAmountsOut and the service quote', async () => {
    const chain = arbitrum();
    const amount = parseUnits('2500', 6);
    const person = await newPerson(chain, ARB_USDC, amount);
    const wallet = createWalletClient({
      account: person,
      chain: chain.chain,
      transport: http(chain.node.url),
    });
    const router = dexAddresses(42161, 'uniswap_v3').router;
    const path: Hex[] = [ARB_USDC, ARB_WBTC];
    const [, quoted] = await chain.public.readContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    });
    const service = quoteSwapLeg(token(ARB_USDC), token(ARB_WBTC), amount, {}, () =>
      poolsOn(42161),
    );
    expect(service?.source).toBe('uniswap_v3');
    expect(service?.outputAmount).toBe(quoted);

    const approve = await wallet.writeContract({
      address: ARB_USDC,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    });
    await chain.public.waitForTransactionReceipt({ hash: approve });
    const deadline = (await chain.public.getBlock()).timestamp + 600n;
    const swap = await wallet.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [amount, quoted!, path, person.address, deadline],
    });
    expect((await chain.public.waitForTransactionReceipt({ hash: swap })).status).toBe('success');
    const got = await chain.public.readContract({
      address: ARB_WBTC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [person.address],
    });
    expect(got).toBe(quoted);

    // The next quote prices the pool as the swap left it, and still matches the router.
    const after = await poolsOnChain(chain);
    const only = { includeSources: ['uniswap_v3'] };
    const next = quoteSwapLeg(token(ARB_USDC), token(ARB_WBTC), amount, only, () => after);
    const [, routerNext] = await chain.public.readContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    });
    expect(next?.outputAmount).toBe(routerNext);
    expect(routerNext).toBeLessThan(quoted!);
  });

  it('the service brings moved pools back to the world’s price, never shallower than they started', async () => {
    const chain = arbitrum();
    const startPools = poolsOn(42161);
    const moved = await poolsOnChain(chain);
    expect(moved).not.toEqual(startPools); // the previous test's swap moved a pool
    expect(await rebalancePools(chain)).toBeGreaterThan(0);
    const after = await poolsOnChain(chain);
    after.forEach((p, i) => {
      const s = startPools[i]!;
      expect(p.reserveA).toBeGreaterThanOrEqual(s.reserveA);
      expect(p.reserveB).toBeGreaterThanOrEqual(s.reserveB);
      // Price B per A as at the start, to the rounding of one base unit of B.
      const priceGap = p.reserveB * s.reserveA - s.reserveB * p.reserveA;
      expect(priceGap >= 0n && priceGap < s.reserveA).toBe(true);
    });
    expect(await rebalancePools(chain)).toBe(0);
  });

  it('runs an origin swap in the SwapProxy at the protocol’s recorded address', async () => {
    const chain = arbitrum();
    const proxy = await chain.public.readContract({
      address: peripheryAddress(42161),
      abi: spokePoolPeripheryAbi,
      functionName: 'swapProxy',
    });
    expect(proxy.toLowerCase()).toBe(recordedContracts(42161).swapProxy.at(-1));
    expect(await chain.public.getCode({ address: getAddress(proxy) })).not.toBe(undefined);
  });
});

// The sandbox DEX: on every chain, for each liquidity source that holds pools (world/pools.ts),
// Uniswap v2's own factory and Router02 (the npm releases' bytecode, build/build-contracts.ts)
// at the source's addresses (world/spokes.ts), with a pair of each of the source's pools seeded
// at the world's starting reserves. The periphery's SwapProxy and the multicall handler call the
// routers; a person's script can too.
import { zeroAddress, type Hex } from 'viem';
import { allowedSources, poolsOn, type Pool } from '../world/pools';
import { dexAddresses } from '../world/spokes';
import { admin } from './accounts';
import type { SandboxChain } from './chain';
import {
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
} from './contracts/generated/UniswapV2Factory';
import { uniswapV2PairAbi } from './contracts/generated/UniswapV2Pair';
import {
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
} from './contracts/generated/UniswapV2Router02';
import { poolPair, poolsOnChain } from './dex-pairs';
import { chainLayout } from './layout';
import { mintTo } from './mint';
import { placeContract } from './place';

const hasCode = async (chain: SandboxChain, address: Hex) =>
  ((await chain.public.getCode({ address })) ?? '0x') !== '0x';

async function send(
  chain: SandboxChain,
  call: Parameters<SandboxChain['admin']['writeContract']>[0],
) {
  await chain.write(async () => {
    const hash = await chain.admin.writeContract(call);
    const receipt = await chain.public.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`);
  });
}

/** Creates the pool's pair and deposits its reserves (the admin holds the liquidity tokens). */
async function seedPair(chain: SandboxChain, factory: Hex, pool: Pool) {
  await send(chain, {
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'createPair',
    args: [pool.a.address, pool.b.address],
  });
  const pair = poolPair(pool);
  await mintTo(chain, pool.a.address, pair, pool.reserveA);
  await mintTo(chain, pool.b.address, pair, pool.reserveB);
  await send(chain, {
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'mint',
    args: [admin.address],
  });
}

/** Places each source's DEX that the chain lacks (a chain made before the DEX gets it here). */
export async function placeDex(chain: SandboxChain): Promise<void> {
  const chainId = chain.chainId;
  const pools = poolsOn(chainId);
  for (const source of allowedSources(chainId, {})) {
    const mine = pools.filter((p) => p.source === source);
    const { factory, router } = dexAddresses(chainId, source);
    if (mine.length === 0 || (await hasCode(chain, router))) continue;
    await placeContract(chain, factory, {
      abi: uniswapV2FactoryAbi,
      bytecode: uniswapV2FactoryBytecode,
      // feeToSetter: nobody turns the protocol fee on.
      args: [zeroAddress],
    });
    for (const pool of mine) await seedPair(chain, factory, pool);
    // Last, so a chain whose DEX has a router has all of it.
    await placeContract(chain, router, {
      abi: uniswapV2Router02Abi,
      bytecode: uniswapV2Router02Bytecode,
      args: [factory, chainLayout(chainId).wrappedNative],
    });
  }
}

/**
 * Brings every pool of the chain back to the world's price, never shallower than it started: the
 * side a trade took from is minted back into the pair until both sides stand at the starting
 * ratio, then the pair's `sync` makes that its reserves. Trades move the pools; this is how the
 * service keeps them at its price model. Returns how many pairs it moved.
 */
export async function rebalancePools(chain: SandboxChain): Promise<number> {
  const start = new Map(poolsOn(chain.chainId).map((p) => [poolPair(p), p]));
  let moved = 0;
  for (const now of await poolsOnChain(chain)) {
    const pair = poolPair(now);
    const model = start.get(pair)!;
    // The smallest (A, B) with A ≥ a, B ≥ b and B = ⌈A · b0 / a0⌉ (the world's price, rounded
    // up, so a pool already there is left alone).
    const ceil = (x: bigint, y: bigint) => (x + y - 1n) / y;
    let targetA = now.reserveA;
    let targetB = ceil(targetA * model.reserveB, model.reserveA);
    if (targetB < now.reserveB) {
      targetA = ceil(now.reserveB * model.reserveA, model.reserveB);
      targetB = ceil(targetA * model.reserveB, model.reserveA);
    }
    const addA = targetA - now.reserveA;
    const addB = targetB - now.reserveB;
    if (addA === 0n && addB === 0n) continue;
    if (addA > 0n) await mintTo(chain, now.a.address, pair, addA);
    if (addB > 0n) await mintTo(chain, now.b.address, pair, addB);
    await send(chain, { address: pair, abi: uniswapV2PairAbi, functionName: 'sync' });
    moved += 1;
  }
  return moved;
}

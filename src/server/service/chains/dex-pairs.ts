// Where the sandbox DEX keeps a pool, and what the pool holds now. A pair's address is what
// UniswapV2Library.pairFor computes (CREATE2 from the factory, salted by the sorted tokens, with
// the pair's init code hash), so the service finds every pair without asking the factory, and
// the reserves of a chain's pairs come back in one Multicall3 read.
import { encodePacked, getContractAddress, keccak256, type Hex } from 'viem';
import { dexAddresses } from '../world/spokes';
import { poolsOn, type Pool } from '../world/pools';
import { MULTICALL3 } from './bootstrap';
import type { SandboxChain } from './chain';
import { uniswapV2PairAbi } from './contracts/generated/UniswapV2Pair';

/** keccak256 of UniswapV2Pair's creation code; build/build-contracts.ts checks the router's copy. */
export const PAIR_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/** The pair's two tokens in the pair's order (token0 is the lower address). */
export function sortTokens(a: Hex, b: Hex): [Hex, Hex] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
}

export function pairAddress(factory: Hex, a: Hex, b: Hex): Hex {
  const [token0, token1] = sortTokens(a, b);
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  });
}

/** Where a pool of the world lives on its chain. */
export const poolPair = (pool: Pool): Hex =>
  pairAddress(dexAddresses(pool.chainId, pool.source).factory, pool.a.address, pool.b.address);

/** The chain's pools with the reserves its pairs hold now (a pair with no code holds nothing). */
export async function poolsOnChain(chain: SandboxChain): Promise<Pool[]> {
  const pools = poolsOn(chain.chainId);
  if (pools.length === 0) return [];
  const results = await chain.public.multicall({
    multicallAddress: MULTICALL3,
    contracts: pools.map((p) => ({
      address: poolPair(p),
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })),
    allowFailure: true,
  });
  return pools.map((p, i) => {
    const r = results[i];
    const [reserve0, reserve1] =
      r?.status === 'success' ? (r.result as readonly [bigint, bigint, number]) : [0n, 0n];
    const aFirst = sortTokens(p.a.address, p.b.address)[0] === p.a.address;
    return {
      ...p,
      reserveA: aFirst ? reserve0 : reserve1,
      reserveB: aFirst ? reserve1 : reserve0,
    };
  });
}

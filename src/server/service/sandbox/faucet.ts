// The sandbox faucet (POST /sandbox/faucet, balances-and-fills.ts): tops an address up on one
// sandbox chain to the simulated ledger's starting balance of each of the world's tokens there
// ($10,000,000 worth, ledger.ts), native coin included, so a new wallet can try a transfer as on
// the ledger. Where the native coin is not one of the world's tokens (BNB, POL) it gets enough for
// gas. A balance already at or above that is left as it is, on the chain and on the ledger.
import { getAddress, type Hex } from 'viem';
import { getChain } from '../../../contract/chains';
import type { FaucetBalance, FaucetResponse } from '../../../contract/schemas/ferry-sandbox';
import { balanceOn, setBalanceOn } from '../chains/balances';
import type { SandboxChain } from '../chains/chain';
import type { ServiceContext } from '../context';
import { defaultBalance, getBalance, setBalance } from '../ledger';
import { NATIVE, tokensOn } from '../world/tokens';

/** Native coin for gas where the world has no native token: 1 BNB or POL pays for many transfers. */
export const GAS_MONEY = 10n ** 18n;

interface Grant {
  token: Hex;
  symbol: string;
  decimals: number;
  target: bigint;
  /** One of the world's tokens, so the simulated ledger keeps a figure for it too. */
  onLedger: boolean;
}

function grantsOn(chainId: number): Grant[] {
  const world = tokensOn(chainId).map((t) => ({
    token: t.address,
    symbol: t.symbol,
    decimals: t.decimals,
    target: defaultBalance(chainId, t.address),
    onLedger: true,
  }));
  if (world.some((g) => g.token === NATIVE)) return world;
  const symbol = getChain(chainId)?.nativeSymbol ?? 'ETH';
  return [...world, { token: NATIVE, symbol, decimals: 18, target: GAS_MONEY, onLedger: false }];
}

// One top-up at a time per chain: each reads a balance, then mints the difference, so two at
// once for one address would both mint it.
const queues = new WeakMap<SandboxChain, Promise<unknown>>();

export function topUp(
  ctx: ServiceContext,
  chain: SandboxChain,
  address: string,
): Promise<FaucetResponse> {
  const run = (queues.get(chain) ?? Promise.resolve()).then(() => fund(ctx, chain, address));
  queues.set(
    chain,
    run.catch(() => undefined),
  );
  return run;
}

async function fund(
  ctx: ServiceContext,
  chain: SandboxChain,
  address: string,
): Promise<FaucetResponse> {
  const owner = getAddress(address);
  const balances: FaucetBalance[] = [];
  for (const g of grantsOn(chain.chainId)) {
    const before = await balanceOn(chain, g.token, owner);
    const added = before < g.target ? g.target - before : 0n;
    if (added > 0n && !(await setBalanceOn(chain, g.token, owner, g.target))) {
      throw new Error(`${g.symbol} at ${g.token} is not on sandbox chain ${chain.chainId}`);
    }
    // Flows still settled on the simulated ledger read its figure: raise it the same way.
    if (g.onLedger && (await getBalance(ctx.db, chain.chainId, g.token, owner)) < g.target) {
      await setBalance(ctx.db, chain.chainId, g.token, owner, g.target);
    }
    balances.push({
      token: g.token,
      symbol: g.symbol,
      decimals: g.decimals,
      balance: String(before + added),
      added: String(added),
    });
  }
  return { chainId: chain.chainId, address: owner, balances };
}

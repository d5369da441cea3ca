// A trader on a sandbox DEX, for tests whose price must move between a quote and its swap: it
// sells `amount` of the path's first token for its last on one source's router, moving that pool.
import { createWalletClient, erc20Abi, http, maxUint256, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { SandboxChain } from '../../chains/chain';
import { uniswapV2Router02Abi } from '../../chains/contracts/generated/UniswapV2Router02';
import { mintOn, readerAt, sandboxChainAt } from '../../chains/testing/sandbox-people';

export async function tradeOnDex(
  chain: SandboxChain,
  rpcUrl: string,
  trade: { router: Hex; path: readonly Hex[]; amount: bigint },
) {
  const trader = privateKeyToAccount(generatePrivateKey());
  await chain.test.setBalance({ address: trader.address, value: parseUnits('1', 18) });
  await mintOn(chain, trade.path[0]!, trader.address, trade.amount);
  const wallet = createWalletClient({
    account: trader,
    chain: sandboxChainAt(chain.chainId, rpcUrl),
    transport: http(rpcUrl),
  });
  for (const hash of [
    await wallet.writeContract({
      address: trade.path[0]!,
      abi: erc20Abi,
      functionName: 'approve',
      args: [trade.router, trade.amount],
    }),
    await wallet.writeContract({
      address: trade.router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [trade.amount, 0n, [...trade.path], trader.address, maxUint256],
    }),
  ]) {
    const receipt = await readerAt(chain.chainId, rpcUrl).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
  }
}

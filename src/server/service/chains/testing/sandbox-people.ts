// What the sandbox-chain suites share: the Arbitrum → Base USDC route's real addresses, a viem
// chain for a sandbox chain reached through the service's RPC, and new people funded on a chain
// the way the balance control funds them (gas money, and USDC minted by the sandbox admin).
import { createPublicClient, erc20Abi, http, parseUnits, type Chain, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxChain } from '../chain';
import { sandboxTokenAbi } from '../contracts/generated/SandboxToken';

export const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const ARB_SPOKE = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';

/** A viem chain for sandbox chain `id`, at `rpcUrl` (the service's /sandbox/rpc/{id}). */
export const sandboxChainAt = (id: number, rpcUrl: string): Chain => ({
  id,
  name: `sandbox ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});

export const readerAt = (id: number, rpcUrl: string) =>
  createPublicClient({ chain: sandboxChainAt(id, rpcUrl), transport: http(rpcUrl) });

/** Mints `amount` of `token` to `to`: the sandbox admin is the tokens' minter. */
export async function mintOn(chain: SandboxChain, token: Hex, to: Hex, amount: bigint) {
  await chain.write(async () => {
    const hash = await chain.admin.writeContract({
      address: token,
      abi: sandboxTokenAbi,
      functionName: 'mint',
      args: [to, amount],
    });
    await chain.public.waitForTransactionReceipt({ hash });
  });
}

/** A new person on `chain` with 1 ETH for gas and `usdc` of the chain's USDC at `token`. */
export async function newPerson(chain: SandboxChain, token: Hex, usdc: bigint) {
  const account = privateKeyToAccount(generatePrivateKey());
  await chain.test.setBalance({ address: account.address, value: parseUnits('1', 18) });
  await mintOn(chain, token, account.address, usdc);
  return account;
}

/** `owner`'s balance of the ERC-20 at `token` on sandbox chain `id`, read through `rpcUrl`. */
export const tokenBalanceAt = (id: number, rpcUrl: string, token: Hex, owner: Hex) =>
  readerAt(id, rpcUrl).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

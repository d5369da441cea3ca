// Balances on a sandbox chain, read and set as the sandbox controls and the swap API need them:
// the native coin through the node, ERC-20s through the token contracts (the admin mints or
// burns the difference, so totals stay consistent and Transfer events show what happened).
import { encodeAbiParameters, erc20Abi, keccak256, maxUint256, numberToHex, type Hex } from 'viem';
import { NATIVE } from '../world/tokens';
import type { SandboxChain } from './chain';
import { sandboxTokenAbi } from './contracts/generated/SandboxToken';
import { weth9Abi } from './contracts/generated/WETH9';
import { chainLayout } from './layout';

const isNative = (token: string) => token.toLowerCase() === NATIVE;

/** The sandbox contract at `token` on this chain, or undefined when the chain has none there. */
export function placedToken(chainId: number, token: string) {
  return chainLayout(chainId).tokens.find(
    (p) => p.token.address.toLowerCase() === token.toLowerCase(),
  );
}

export async function balanceOn(chain: SandboxChain, token: string, owner: Hex): Promise<bigint> {
  if (isNative(token)) return chain.public.getBalance({ address: owner });
  return chain.public.readContract({
    address: token as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export async function allowanceOn(
  chain: SandboxChain,
  token: string,
  owner: Hex,
  spender: Hex,
): Promise<bigint> {
  if (isNative(token)) return maxUint256;
  return chain.public.readContract({
    address: token as Hex,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/** Sets `owner`'s balance of `token` to exactly `amount`; false when the chain has no such token. */
export async function setBalanceOn(
  chain: SandboxChain,
  token: string,
  owner: Hex,
  amount: bigint,
): Promise<boolean> {
  if (isNative(token)) {
    await chain.test.setBalance({ address: owner, value: amount });
    return true;
  }
  const placed = placedToken(chain.chainId, token);
  if (!placed) return false;
  const current = await balanceOn(chain, token, owner);
  if (current === amount) return true;
  await chain.write(async () => {
    const hash =
      placed.kind === 'wrapped-native'
        ? await wrappedNativeTo(chain, token as Hex, owner, current, amount)
        : await chain.admin.writeContract({
            address: token as Hex,
            abi: sandboxTokenAbi,
            functionName: amount > current ? 'mint' : 'burn',
            args: [owner, amount > current ? amount - current : current - amount],
          });
    const receipt = await chain.public.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Setting the balance of ${token} reverted`);
  });
  return true;
}

/** WETH9 keeps balanceOf in its fourth slot (name, symbol, decimals, balanceOf, allowance). */
const WETH9_BALANCES_SLOT = 3n;

/**
 * WETH has no minter: a higher balance is wrapped by the admin and sent; a lower one is written
 * into WETH9's balance slot (checked against balanceOf first, so a different layout fails loudly).
 */
async function wrappedNativeTo(
  chain: SandboxChain,
  token: Hex,
  owner: Hex,
  current: bigint,
  amount: bigint,
) {
  if (amount > current) {
    const more = amount - current;
    const adminBalance = await chain.public.getBalance({ address: chain.admin.account.address });
    await chain.test.setBalance({
      address: chain.admin.account.address,
      value: adminBalance + more + 10n ** 18n,
    });
    const wrap = await chain.admin.writeContract({
      address: token,
      abi: weth9Abi,
      functionName: 'deposit',
      value: more,
    });
    await chain.public.waitForTransactionReceipt({ hash: wrap });
    return chain.admin.writeContract({
      address: token,
      abi: weth9Abi,
      functionName: 'transfer',
      args: [owner, more],
    });
  }
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, WETH9_BALANCES_SLOT]),
  );
  const stored = await chain.public.getStorageAt({ address: token, slot });
  if (BigInt(stored ?? '0x0') !== current)
    throw new Error(`WETH at ${token} does not keep balances where WETH9 does`);
  await chain.test.setStorageAt({
    address: token,
    index: slot,
    value: numberToHex(amount, { size: 32 }),
  });
  // Nothing was mined: the caller waits for a receipt, so mine an empty block to give it one.
  return chain.admin.sendTransaction({ to: chain.admin.account.address, value: 0n });
}

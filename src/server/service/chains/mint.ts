// The admin's tap on a sandbox chain: any amount of any of its tokens, to anyone. Sandbox tokens
// mint to order (the admin is their minter); the wrapped native coin is wrapped from native coin
// the node grants the admin first, as WETH9 knows no minter.
import { parseEther, type Hex } from 'viem';
import { admin } from './accounts';
import type { SandboxChain } from './chain';
import { sandboxTokenAbi } from './contracts/generated/SandboxToken';
import { weth9Abi } from './contracts/generated/WETH9';
import { chainLayout } from './layout';

/** Native coin the admin keeps for gas beside what it wraps. */
const GAS_MONEY = parseEther('1000000');

export async function mintTo(chain: SandboxChain, token: Hex, to: Hex, amount: bigint) {
  const placement = chainLayout(chain.chainId).tokens.find(
    (p) => p.token.address.toLowerCase() === token.toLowerCase(),
  );
  if (!placement) throw new Error(`No token ${token} on sandbox chain ${chain.chainId}`);
  await chain.write(async () => {
    if (placement.kind !== 'wrapped-native') {
      const hash = await chain.admin.writeContract({
        address: token,
        abi: sandboxTokenAbi,
        functionName: 'mint',
        args: [to, amount],
      });
      await chain.public.waitForTransactionReceipt({ hash });
      return;
    }
    await chain.test.setBalance({ address: admin.address, value: amount + GAS_MONEY });
    const hash = await chain.admin.writeContract({
      address: token,
      abi: weth9Abi,
      functionName: 'deposit',
      value: amount,
    });
    await chain.public.waitForTransactionReceipt({ hash });
    const sent = await chain.admin.writeContract({
      address: token,
      abi: weth9Abi,
      functionName: 'transfer',
      args: [to, amount],
    });
    await chain.public.waitForTransactionReceipt({ hash: sent });
  });
}

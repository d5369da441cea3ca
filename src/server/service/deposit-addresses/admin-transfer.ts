// The sandbox control's funds arriving at a deposit address on a sandbox chain: a real transaction
// from the sandbox admin (a mint of the token, WETH wrapped and sent, or the native coin sent), so
// the arrival is read from the chain like anyone's transfer and carries that transaction's hash.
import { erc20Abi, type Hex, type TransactionReceipt } from 'viem';
import { placedToken } from '../chains/balances';
import type { SandboxChain } from '../chains/chain';
import { sandboxTokenAbi } from '../chains/contracts/generated/SandboxToken';
import { weth9Abi } from '../chains/contracts/generated/WETH9';
import type { WorldToken } from '../world/tokens';

/** The admin's coin for `amount` more than it has (with a margin for gas). */
async function fundAdmin(chain: SandboxChain, amount: bigint) {
  const admin = chain.admin.account.address;
  const balance = await chain.public.getBalance({ address: admin });
  await chain.test.setBalance({ address: admin, value: balance + amount + 10n ** 18n });
}

function succeeded(receipt: TransactionReceipt): Hex {
  if (receipt.status !== 'success') {
    throw new Error(`Sending to a deposit address reverted (${receipt.transactionHash})`);
  }
  return receipt.transactionHash;
}

/** Sends `amount` of `input` to `to` as the sandbox admin; the transaction that moved it. */
export async function sendAsAdmin(
  chain: SandboxChain,
  input: WorldToken,
  to: Hex,
  amount: bigint,
): Promise<Hex> {
  const { admin } = chain;
  if (input.native) {
    await fundAdmin(chain, amount);
    return succeeded(
      await chain.writeTransaction(() => admin.sendTransaction({ to, value: amount })),
    );
  }
  const placed = placedToken(chain.chainId, input.address);
  if (!placed) throw new Error(`Chain ${chain.chainId} has no ${input.symbol} contract`);
  if (placed.kind === 'wrapped-native') {
    // WETH has no minter: the admin wraps the coin, then sends the wrapped token.
    await fundAdmin(chain, amount);
    succeeded(
      await chain.writeTransaction(() =>
        admin.writeContract({
          address: input.address,
          abi: weth9Abi,
          functionName: 'deposit',
          value: amount,
        }),
      ),
    );
    return succeeded(
      await chain.writeTransaction(() =>
        admin.writeContract({
          address: input.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      ),
    );
  }
  return succeeded(
    await chain.writeTransaction(() =>
      admin.writeContract({
        address: input.address,
        abi: sandboxTokenAbi,
        functionName: 'mint',
        args: [to, amount],
      }),
    ),
  );
}

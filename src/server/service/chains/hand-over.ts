// After a chain starts (from the shared template, or from its own state), this data directory's
// admin (service-keys.ts) is made the owner of everything on it that has one: the tokens' minting
// and the spoke pool's admin functions (root bundles, pauses, upgrades), its cross-domain admin
// and withdrawal recipient. Whoever holds them before (the template's admin, Anvil's public
// development key #0) hands them over by the node's impersonation, so no key but the service's own
// is needed, and the public key is left owning nothing. A chain already handed over is only read.
// Contracts with an owner added to the template belong in `ownedContracts` too.
import { encodeFunctionData, isAddressEqual, parseEther, type Account, type Hex } from 'viem';
import type { SandboxChain } from './chain';
import { sandboxTokenAbi } from './contracts/generated/SandboxToken';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { chainLayout } from './layout';

/** Gas money for the admin's own transactions (refunds, mints); topped up when it runs low. */
const ADMIN_GAS = parseEther('1000000');
const ADMIN_GAS_FLOOR = parseEther('1000');

/** Everything on the chain with an owner: the minted tokens (WETH has none) and the spoke pool. */
export function ownedContracts(chainId: number): Hex[] {
  const layout = chainLayout(chainId);
  return [
    ...layout.tokens.filter((p) => p.kind !== 'wrapped-native').map((p) => p.token.address),
    layout.spokePool,
  ];
}

async function send(chain: SandboxChain, from: Hex, to: Hex, data: Hex, what: string) {
  const receipt = await chain.sendOnBehalfOf(from, { to, data });
  if (receipt.status !== 'success')
    throw new Error(`Handing ${what} on chain ${chain.chainId} over reverted`);
}

export async function handOver(chain: SandboxChain, admin: Account): Promise<void> {
  const to = admin.address;
  for (const contract of ownedContracts(chain.chainId)) {
    const owner = await chain.public.readContract({
      address: contract,
      abi: sandboxTokenAbi,
      functionName: 'owner',
    });
    if (isAddressEqual(owner, to)) continue;
    const data = encodeFunctionData({
      abi: sandboxTokenAbi,
      functionName: 'transferOwnership',
      args: [to],
    });
    await send(chain, owner, contract, data, `the ownership of ${contract}`);
  }
  const { spokePool } = chainLayout(chain.chainId);
  const roles = [
    ['crossDomainAdmin', 'setCrossDomainAdmin'],
    ['withdrawalRecipient', 'setWithdrawalRecipient'],
  ] as const;
  for (const [read, set] of roles) {
    const holder = await chain.public.readContract({
      address: spokePool,
      abi: spokePoolAbi,
      functionName: read,
    });
    if (isAddressEqual(holder, to)) continue;
    const data = encodeFunctionData({ abi: spokePoolAbi, functionName: set, args: [to] });
    await send(chain, to, spokePool, data, `the spoke pool's ${read}`);
  }
  if ((await chain.public.getBalance({ address: to })) < ADMIN_GAS_FLOOR)
    await chain.test.setBalance({ address: to, value: ADMIN_GAS });
  chain.signAsAdmin(admin);
}

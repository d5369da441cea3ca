// A raw transaction from the public RPC must not act as one of the service's own accounts: the
// admin (owner of the spoke pool, minter of every token), the template's admin (Anvil's public
// development key #0, which built the chain template) and the relayer. The signer is recovered
// from the transaction itself, and so is every EIP-7702 authorization it carries (one signed by
// the admin would give the admin's account code that anyone could call). A transaction whose
// signer cannot be recovered is refused too: what is not understood is not forwarded.
import {
  isAddressEqual,
  parseTransaction,
  recoverTransactionAddress,
  type Address,
  type Hex,
} from 'viem';
import { recoverAuthorizationAddress } from 'viem/utils';
import { ADMIN_ADDRESS, RELAYER } from './accounts';
import type { SandboxChain } from './chain';
import { tooLittleGas } from './intrinsic-gas';

/** The accounts the service signs or impersonates for on `chain`, each with what it is. */
export function serviceAccounts(chain: SandboxChain): { address: Address; role: string }[] {
  return [
    { address: chain.admin.account.address, role: 'admin' },
    { address: ADMIN_ADDRESS, role: 'template admin (Anvil development account #0)' },
    { address: RELAYER, role: 'relayer' },
  ];
}

export type Refusal = {
  reason: 'undecodable' | 'service-account' | 'too-little-gas';
  message: string;
};

export async function refusalOfRawTransaction(
  chain: SandboxChain,
  raw: Hex,
): Promise<Refusal | undefined> {
  let signer: Address;
  let authorizers: Address[] = [];
  let tx: ReturnType<typeof parseTransaction>;
  try {
    signer = await recoverTransactionAddress({ serializedTransaction: raw as never });
    tx = parseTransaction(raw);
    if (tx.type === 'eip7702') {
      authorizers = await Promise.all(
        (tx.authorizationList ?? []).map((authorization) =>
          recoverAuthorizationAddress({ authorization }),
        ),
      );
    }
  } catch {
    return {
      reason: 'undecodable',
      message: 'params[0] is not a signed transaction whose sender can be recovered',
    };
  }
  const ownOf = (address: Address) =>
    serviceAccounts(chain).find((a) => isAddressEqual(a.address, address));
  const own = ownOf(signer);
  if (own) {
    return {
      reason: 'service-account',
      message: `Transaction refused: it is signed by the sandbox's ${own.role} (${own.address}), which acts only for the service`,
    };
  }
  const authorizing = authorizers.map(ownOf).find((a) => a !== undefined);
  if (authorizing) {
    return {
      reason: 'service-account',
      message: `Transaction refused: it carries an EIP-7702 authorization signed by the sandbox's ${authorizing.role} (${authorizing.address}), which acts only for the service`,
    };
  }
  const short = tooLittleGas(tx);
  if (short) return { reason: 'too-little-gas', message: short };
  return undefined;
}

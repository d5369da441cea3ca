// What the swap API reports about the origin transaction on a sandbox chain: the depositor's
// balance and allowance as the chain has them, and whether the transaction would succeed (an
// estimate of it from the depositor, which also gives its gas). Before the approval it cannot.
import type { Hex } from 'viem';
import { allowanceOn, balanceOn } from './balances';
import type { SandboxChain } from './chain';

export interface OriginChecks {
  balance: bigint;
  allowance: bigint;
  simulation: { success: boolean; gas?: bigint };
}

export async function originChecks(
  chain: SandboxChain,
  a: {
    token: string;
    owner: Hex;
    spender: Hex;
    needed: bigint;
    tx: { to: Hex; data: Hex; value: bigint };
    simulate: boolean;
  },
): Promise<OriginChecks> {
  const [balance, allowance] = await Promise.all([
    balanceOn(chain, a.token, a.owner),
    allowanceOn(chain, a.token, a.owner, a.spender),
  ]);
  if (!a.simulate || balance < a.needed || allowance < a.needed) {
    return { balance, allowance, simulation: { success: false } };
  }
  try {
    // Estimated against the next block, stamped at the service clock's time (the quote's own
    // timestamp must not lie in the chain's future).
    const gas = await chain.write(() => chain.public.estimateGas({ account: a.owner, ...a.tx }));
    return { balance, allowance, simulation: { success: true, gas } };
  } catch {
    return { balance, allowance, simulation: { success: false } };
  }
}

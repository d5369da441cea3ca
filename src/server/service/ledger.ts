// Simulated balances. Every address starts with a generous default; /sandbox/balances sets an
// exact figure, and executions debit (refunds credit) it, so INSUFFICIENT_BALANCE can happen.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { svcBalances } from '../db/service/schema';
import { centsToUnits } from './world/pricing';
import { findToken } from './world/tokens';

/** $10,000,000 worth, in the token's units. */
export function defaultBalance(chainId: number, token: string): bigint {
  const t = findToken(chainId, token);
  return t ? centsToUnits(t, 1_000_000_000n) : 10n ** 30n;
}

const key = (chainId: number, token: string, address: string) =>
  and(
    eq(svcBalances.chainId, chainId),
    eq(svcBalances.token, token.toLowerCase()),
    eq(svcBalances.address, address.toLowerCase()),
  );

export async function getBalance(
  db: Db,
  chainId: number,
  token: string,
  address: string,
): Promise<bigint> {
  const [row] = await db
    .select()
    .from(svcBalances)
    .where(key(chainId, token, address));
  return row ? row.amount : defaultBalance(chainId, token);
}

export async function setBalance(
  db: Db,
  chainId: number,
  token: string,
  address: string,
  amount: bigint,
) {
  await db
    .insert(svcBalances)
    .values({ chainId, token: token.toLowerCase(), address: address.toLowerCase(), amount })
    .onConflictDoUpdate({
      target: [svcBalances.chainId, svcBalances.token, svcBalances.address],
      set: { amount },
    });
}

/** Debit when the balance covers it; false (and no change) when it does not. Call inside a transaction. */
export async function debit(
  db: Db,
  chainId: number,
  token: string,
  address: string,
  amount: bigint,
): Promise<boolean> {
  const current = await getBalance(db, chainId, token, address);
  if (current < amount) return false;
  await setBalance(db, chainId, token, address, current - amount);
  return true;
}

export async function credit(
  db: Db,
  chainId: number,
  token: string,
  address: string,
  amount: bigint,
) {
  await setBalance(
    db,
    chainId,
    token,
    address,
    (await getBalance(db, chainId, token, address)) + amount,
  );
}

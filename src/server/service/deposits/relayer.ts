// The simulated relayer: who fills, and whether it fills at all. Pausing fills (a sandbox
// control) lets deposits run past their fill deadline, which is how refunds are exercised.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcCounters } from '../../db/service/schema';

/** The relayer address every simulated fill names. */
export const SIM_RELAYER = '0x428AB2BA90Eba0a4Be7aF34C9Ac451ab061AC010';

const PAUSED = 'sandbox:fills-paused';

export async function fillsPaused(db: Db): Promise<boolean> {
  const [row] = await db.select().from(svcCounters).where(eq(svcCounters.name, PAUSED));
  return (row?.value ?? 0) !== 0;
}

export async function setFillsPaused(db: Db, paused: boolean) {
  const value = paused ? 1 : 0;
  await db
    .insert(svcCounters)
    .values({ name: PAUSED, value })
    .onConflictDoUpdate({ target: svcCounters.name, set: { value } });
}

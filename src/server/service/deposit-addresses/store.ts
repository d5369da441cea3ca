// Deposit addresses (one row per distinct request) and the funds seen at them until a sweep
// moves them into the bridge. Addresses are stored lower case for lookups; the record keeps
// the checksummed form that the API shows.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcDepositAddressArrivals, svcDepositAddresses } from '../../db/service/schema';

export type NamespacedAddress = { namespace: string; address: string };

/** What is kept of a deposit address; supported inputs are recomputed on every read. */
export interface StoredAddressRecord {
  depositAddress: `0x${string}`;
  destination: {
    token: { chainId: number; address: string; symbol: string; name: string; decimals: number };
    recipient: NamespacedAddress;
  };
  refundAddresses: NamespacedAddress[];
}

export type AddressRow = typeof svcDepositAddresses.$inferSelect & { record: StoredAddressRecord };
export type ArrivalRow = typeof svcDepositAddressArrivals.$inferSelect;

const arrivals = svcDepositAddressArrivals;

/** Insert unless the key exists (a concurrent identical request); either way, the stored row. */
export async function upsertAddress(
  db: Db,
  row: {
    id: string;
    integratorId: string;
    requestKey: string;
    record: StoredAddressRecord;
    createdAt: number;
  },
): Promise<AddressRow> {
  await db
    .insert(svcDepositAddresses)
    .values({ ...row, address: row.record.depositAddress.toLowerCase() })
    .onConflictDoNothing({ target: svcDepositAddresses.requestKey });
  const [stored] = await db
    .select()
    .from(svcDepositAddresses)
    .where(eq(svcDepositAddresses.requestKey, row.requestKey));
  return stored as AddressRow;
}

export async function findAddressById(db: Db, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(svcDepositAddresses).where(eq(svcDepositAddresses.id, id));
  return row as AddressRow | undefined;
}

export async function findAddress(db: Db, address: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(svcDepositAddresses)
    .where(eq(svcDepositAddresses.address, address.toLowerCase()));
  return row as AddressRow | undefined;
}

/**
 * Records an arrival. One read on a chain has its own id (of its transaction and log), and an
 * arrival already recorded under it is not recorded again: undefined then.
 */
export async function insertArrival(
  db: Db,
  a: {
    id?: string;
    depositAddressId: string;
    originChainId: number;
    inputToken: string;
    inputAmount: bigint;
    depositTxnRef: string;
    createdAt: number;
  },
): Promise<ArrivalRow | undefined> {
  const [row] = await db
    .insert(arrivals)
    .values({ ...a, id: a.id ?? `arr_${randomBytes(12).toString('hex')}`, status: 'pending' })
    .onConflictDoNothing({ target: arrivals.id })
    .returning();
  return row;
}

export async function findArrival(
  db: Db,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ArrivalRow | undefined> {
  const query = db.select().from(arrivals).where(eq(arrivals.id, id));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

/** The arrival a transfer into `depositAddressId` made (the sandbox control's own transfer). */
export async function arrivalOfTransfer(
  db: Db,
  depositAddressId: string,
  depositTxnRef: string,
): Promise<ArrivalRow | undefined> {
  const [row] = await db
    .select()
    .from(arrivals)
    .where(
      and(
        eq(arrivals.depositAddressId, depositAddressId),
        eq(arrivals.depositTxnRef, depositTxnRef),
      ),
    );
  return row;
}

/** The deposit addresses among `addresses` (any case), by lower-case address. */
export async function addressesAmong(
  db: Db,
  addresses: readonly string[],
): Promise<Map<string, AddressRow>> {
  const wanted = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(svcDepositAddresses)
    .where(inArray(svcDepositAddresses.address, wanted));
  return new Map(rows.map((r) => [r.address, r as AddressRow]));
}

/** Whether any deposit address exists (nothing can arrive before one does). */
export async function anyAddress(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: svcDepositAddresses.id }).from(svcDepositAddresses).limit(1);
  return row !== undefined;
}

/** Every arrival at the address still waiting for a sweep, oldest first, locked. */
export async function pendingArrivals(tx: Db, depositAddressId: string): Promise<ArrivalRow[]> {
  return tx
    .select()
    .from(arrivals)
    .where(and(eq(arrivals.depositAddressId, depositAddressId), eq(arrivals.status, 'pending')))
    .orderBy(asc(arrivals.seq))
    .for('update');
}

export async function markSwept(tx: Db, id: string, sweepTxnRef: string, depositRowId: number) {
  await tx
    .update(arrivals)
    .set({ status: 'swept', sweepTxnRef, depositRowId })
    .where(and(eq(arrivals.id, id), eq(arrivals.status, 'pending')));
}

export async function arrivalOfDeposit(
  db: Db,
  depositRowId: number,
): Promise<ArrivalRow | undefined> {
  const [row] = await db.select().from(arrivals).where(eq(arrivals.depositRowId, depositRowId));
  return row;
}

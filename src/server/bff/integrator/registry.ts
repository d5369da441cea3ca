// Deposit-address registry: every address created through Ferry, recorded from the service's
// response before it reaches the browser (upsert: the service responds to the same request with the
// same record), so the dashboard can list, search and reopen them.
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  depositAddressRecord,
  type DepositAddressRecord,
} from '../../../contract/schemas/deposit-addresses';
import type { Db } from '../../db/open';
import { bffDepositAddresses } from '../../db/bff/schema/integrator';
import type { ProxyInterceptor } from '../context';
import type { Access } from './access';
import type { DepositAddressViewWire } from '../../../contract/schemas/ferry-integrator';

export type RegistryRow = typeof bffDepositAddresses.$inferSelect;

function rowOf(record: DepositAddressRecord, createdBy: string | null, now: number) {
  const addresses = record.depositInstructions.map((i) => i.depositAddress.address);
  const token = record.destination.token;
  const recipient = record.destination.recipient.address;
  const refundAddresses = (record.refundAddresses ?? []).map((r) => r.address);
  return {
    id: record.id,
    address: addresses[0] ?? '',
    addresses,
    destinationChainId: Number(token.chainId),
    destinationToken: token.address,
    destinationSymbol: token.symbol,
    recipient,
    refundAddresses,
    search: [record.id, ...addresses, recipient, token.address, token.symbol]
      .join(' ')
      .toLowerCase(),
    record,
    createdBy,
    createdAt: now,
    updatedAt: now,
  };
}

export async function recordDepositAddress(
  db: Db,
  record: DepositAddressRecord,
  createdBy: string | null,
  now: number,
): Promise<void> {
  const row = rowOf(record, createdBy, now);
  const { id: _id, createdAt: _c, createdBy: _b, ...changed } = row;
  await db
    .insert(bffDepositAddresses)
    .values(row)
    .onConflictDoUpdate({ target: bffDepositAddresses.id, set: changed });
}

export function registryInterceptor(db: Db, access: Access, now: () => number): ProxyInterceptor {
  return {
    async afterSuccess({ c, body }) {
      // The proxy already checked the response; a shape we cannot read is stored nowhere, and
      // the browser still gets the service's response.
      const record = depositAddressRecord.safeParse(body);
      if (!record.success) return;
      await recordDepositAddress(db, record.data, await access.sessionAddress(c), now());
    },
  };
}

/** Escape LIKE wildcards so ?q= matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listDepositAddresses(
  db: Db,
  q: { q?: string | undefined; limit: number; before?: { createdAt: number; id: string } },
): Promise<RegistryRow[]> {
  const where: SQL[] = [];
  if (q.q) {
    const pattern = `%${likeEscape(q.q.toLowerCase())}%`;
    where.push(
      or(ilike(bffDepositAddresses.search, pattern), ilike(bffDepositAddresses.label, pattern))!,
    );
  }
  if (q.before) {
    const { createdAt, id } = q.before;
    where.push(
      or(
        lt(bffDepositAddresses.createdAt, createdAt),
        and(eq(bffDepositAddresses.createdAt, createdAt), lt(bffDepositAddresses.id, id)),
      )!,
    );
  }
  return db
    .select()
    .from(bffDepositAddresses)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(bffDepositAddresses.createdAt), desc(bffDepositAddresses.id))
    .limit(q.limit);
}

/** Name (or unname) one; undefined when no such address was created through Ferry. */
export async function labelDepositAddress(db: Db, id: string, label: string | null) {
  const [row] = await db
    .update(bffDepositAddresses)
    .set({ label })
    .where(eq(bffDepositAddresses.id, id))
    .returning();
  return row;
}

export async function getDepositAddress(db: Db, id: string) {
  const [row] = await db.select().from(bffDepositAddresses).where(eq(bffDepositAddresses.id, id));
  return row;
}

/** The JSON shape the dashboard gets. */
export function depositAddressView(row: RegistryRow) {
  return {
    id: row.id,
    address: row.address,
    addresses: row.addresses,
    destination: {
      chainId: row.destinationChainId,
      token: row.destinationToken,
      symbol: row.destinationSymbol,
    },
    recipient: row.recipient,
    refundAddresses: row.refundAddresses,
    createdBy: row.createdBy,
    label: row.label,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    record: row.record,
  } satisfies DepositAddressViewWire;
}
export type DepositAddressView = ReturnType<typeof depositAddressView>;

// "Your transfers": the service's deposits for the connected wallet merged with what this
// browser remembers, one row per transfer. A local entry is the same transfer as a server
// deposit when they share the order's deposit (id on its origin chain) or the deposit
// transaction; a local entry the service does not list yet (just sent, or never deposited)
// stays as its own row. Newest first.
import type { DepositListItem } from '../../contract/schemas/deposits';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { LocalResolution } from './local-resolution';

export type HistoryItem =
  | {
      source: 'server';
      key: string;
      at: string;
      deposit: DepositListItem;
      /** This browser's record of the same transfer, when it has one. */
      local?: RecentTransfer;
      orderId?: string;
    }
  | {
      source: 'local';
      key: string;
      at: string;
      local: RecentTransfer;
      resolution?: LocalResolution;
    };

const depositKey = (originChainId: number, depositId: string) => `${originChainId}:${depositId}`;

function localDepositKey(entry: RecentTransfer, res: LocalResolution | undefined) {
  if (entry.ref.kind === 'deposit') return depositKey(entry.ref.originChainId, entry.ref.depositId);
  return res?.deposit ? depositKey(res.deposit.originChainId, res.deposit.depositId) : undefined;
}

const localKey = (entry: RecentTransfer) =>
  entry.ref.kind === 'order'
    ? `order:${entry.ref.orderId.toLowerCase()}`
    : `deposit:${depositKey(entry.ref.originChainId, entry.ref.depositId)}`;

export function mergeHistory(
  server: readonly DepositListItem[],
  local: readonly RecentTransfer[],
  resolutions: ReadonlyMap<string, LocalResolution> = new Map(),
): HistoryItem[] {
  const byDeposit = new Map<string, number>();
  const byTx = new Map<string, number>();
  const items: HistoryItem[] = [];
  for (const d of server) {
    const key = depositKey(d.originChainId, d.depositId);
    if (byDeposit.has(key)) continue; // the same deposit listed twice (pages overlapping)
    byDeposit.set(key, items.length);
    byTx.set(d.depositTxnRef.toLowerCase(), items.length);
    items.push({
      source: 'server',
      key: `deposit:${key}`,
      at: d.depositBlockTimestamp,
      deposit: d,
    });
  }
  const seenLocal = new Set<string>();
  for (const entry of local) {
    const lk = localKey(entry);
    if (seenLocal.has(lk)) continue;
    seenLocal.add(lk);
    const res = resolutions.get(lk);
    const dk = localDepositKey(entry, res);
    const tx = res?.deposit?.txnRef?.toLowerCase();
    const at =
      (dk !== undefined ? byDeposit.get(dk) : undefined) ?? (tx ? byTx.get(tx) : undefined);
    const match = at !== undefined ? items[at] : undefined;
    if (match?.source === 'server') {
      match.local = entry;
      if (entry.ref.kind === 'order') match.orderId = entry.ref.orderId;
      continue;
    }
    items.push({ source: 'local', key: lk, at: entry.submittedAt, local: entry, resolution: res });
  }
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** The key a resolution is stored under for a local entry. */
export { localKey as localTransferKey };

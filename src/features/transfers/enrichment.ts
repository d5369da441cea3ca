// Facts the transfer record itself does not carry (docs/interface-decisions.md#transfer-states has
// no expected fill time, fill deadline or refund address), gathered in order of trust: the server's
// deposit record (any device), then fields a newer service may add to the transfer (read
// tolerantly), then what this browser saved when it submitted the transfer (local only enriches,
// never decides).
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { Funding } from '../../components/deposit/timeline';

export interface Enrichment {
  expectedFillTimeSec?: number;
  fillDeadline?: string;
  refundAddress?: string;
  outputPriceUsd?: string;
  /** When the fill clock started: submission, else the deposit. */
  startedAt?: string;
  /** How this browser funded it (the record does not say). */
  funding?: Funding;
}

function extra(t: Transfer | null, key: string): unknown {
  return t ? (t as Record<string, unknown>)[key] : undefined;
}
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

export function enrich(
  t: Transfer | null,
  deposit: DepositDetail | undefined,
  recent: RecentTransfer | undefined,
): Enrichment {
  const submitted = t?.history.find((h) => h.state === 'submitted')?.at;
  return {
    expectedFillTimeSec: num(extra(t, 'expectedFillTimeSec')) ?? recent?.expectedFillTimeSec,
    fillDeadline: str(deposit?.fillDeadline) ?? str(extra(t, 'fillDeadline')),
    refundAddress:
      str(deposit?.depositRefundAddress) ??
      str(extra(t, 'refundAddress')) ??
      str(recent?.refundAddress),
    // The deposit's output is the bridged token; after a swap on arrival the transfer's output
    // is another token (USDC bridged, ETH received), whose price the deposit does not give.
    outputPriceUsd:
      (deposit && t && sameAddress(deposit.outputToken, t.outputToken.address)
        ? str(deposit.outputPriceUsd)
        : undefined) ?? str(recent?.output.priceUsd),
    startedAt: submitted ?? recent?.submittedAt ?? t?.deposit?.blockTimestamp,
    ...(recent?.funding && {
      funding: {
        kind: recent.funding,
        ...(recent.approvalTxnRef && { approvalTxnRef: recent.approvalTxnRef }),
      },
    }),
  };
}

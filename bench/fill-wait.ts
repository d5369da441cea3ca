// The wait for one deposit's fill, shared by the chain bench parts: GET /api/deposit until the
// service reports it filled, or until the deadline (performance.now() ms). A fill not seen by
// then answers undefined, so a part counts it as not filled and reports it instead of hanging.
import type { Hex } from 'viem';

export interface SeenFill {
  status: 'filled';
  actionsSucceeded: boolean | null;
}

export async function waitForFill(
  base: string,
  txnRef: Hex,
  deadline: number,
  headers: Record<string, string>,
): Promise<SeenFill | undefined> {
  while (performance.now() < deadline) {
    const res = await fetch(`${base}/api/deposit?integratorId=0xf00d&depositTxnRef=${txnRef}`, {
      headers,
    }).catch(() => undefined);
    const d = res?.ok
      ? ((await res.json()) as { deposit: { status: string; actionsSucceeded?: boolean | null } })
          .deposit
      : undefined;
    if (d?.status === 'filled') {
      return { status: 'filled', actionsSucceeded: d.actionsSucceeded ?? null };
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return undefined;
}

// The explorer's search, fanned out here rather than in the browser: a 32-byte hash is tried as
// a deposit transaction, a relay-data hash, an order id and a sweep transaction at once, and the
// browser makes one request, which costs the public search budget once (rate-limit.ts). Not found
// is an empty result; a lookup that failed while others responded is named in `unanswered`; when
// nothing responded, the first failure (a 429 above all, with its Retry-After) is the response.
// On the embedded service a hash is also tried as a fill, a refund and an approval
// (sandbox-lookup.ts): its chains have no public explorer that would know them.
import type { z } from 'zod';
import {
  SANDBOX_TXN_VIAS,
  type explorerMatch,
  type explorerSearchResponse,
  type MatchVia,
} from '../../../contract/schemas/ferry-explorer';
import type { BffContext } from '../context';
import type { SandboxUpstream } from '../integrator/sandbox';
import { indexingResponse } from '../executions/reconcile';
import { readService, type Problem, type ReadId, type ReadRequest } from './read';
import { askSandboxTxn } from './sandbox-lookup';

/** The most deposits read for one transaction (the public search's page size). */
export const TX_DEPOSITS_MAX = 100;

export type Selector =
  { hash: string } | { txnRef: string } | { depositId: string; originChainId: number };

/** Deposits go out as the service sent them (wire JSON), so the browser reads them as ever. */
type MatchWire = z.input<typeof explorerMatch>;
export type SearchWire = z.input<typeof explorerSearchResponse>;

class LookupFailed extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

const DEPOSIT_NOT_FOUND = 'DepositNotFoundException';
const ORDER_NOT_FOUND = new Set(['TRANSFER_NOT_FOUND', 'INVALID_ORDER_ID', 'NOT_FOUND']);

type Deposit = MatchWire['deposits'][number];

function lookups(
  ctx: BffContext,
  sel: Selector,
  requestId: string,
  sandbox: SandboxUpstream | undefined,
) {
  const read = async (id: ReadId, request: ReadRequest) => {
    const r = await readService(ctx, id, request, requestId);
    if (!r.ok) throw new LookupFailed(r.problem);
    return r.json;
  };

  /** One deposit by one selector, with the last index of its transaction; null when none. */
  async function deposit(query: Record<string, string>) {
    try {
      const json = (await read('getDeposit', { query })) as {
        deposit: Deposit;
        pagination: { maxIndex: number | string };
      };
      return { deposit: json.deposit, maxIndex: Number(json.pagination.maxIndex) };
    } catch (err) {
      if (err instanceof LookupFailed && err.problem.code === DEPOSIT_NOT_FOUND) return null;
      throw err;
    }
  }

  /** Every deposit one transaction carried (several when a relayer batched them). */
  async function inTx(depositTxnRef: string): Promise<Deposit[]> {
    const first = await deposit({ depositTxnRef });
    if (!first) return [];
    const rest = await Promise.all(
      Array.from({ length: Math.min(first.maxIndex, TX_DEPOSITS_MAX - 1) }, (_, i) =>
        deposit({ depositTxnRef, index: String(i + 1) }),
      ),
    );
    return [first.deposit, ...rest.flatMap((r) => (r ? [r.deposit] : []))];
  }

  async function byOrderId(orderId: string): Promise<MatchWire | null> {
    const r = await readService(ctx, 'getTransfer', { params: { orderId } }, requestId);
    if (!r.ok) {
      // A transfer Ferry submitted moments ago that the service has not indexed yet.
      if (
        r.problem.status === 404 &&
        (await indexingResponse(ctx, orderId.toLowerCase(), requestId))
      ) {
        return { via: 'orderId', deposits: [], order: { orderId, state: 'indexing' } };
      }
      if (r.problem.status === 404 || ORDER_NOT_FOUND.has(r.problem.code)) return null;
      throw new LookupFailed(r.problem);
    }
    const t = r.json as {
      status: { state: string };
      inputToken: { chainId: number };
      deposit?: { depositId: string } | null;
    };
    const order = { orderId, state: t.status.state };
    if (!t.deposit) return { via: 'orderId', deposits: [], order };
    const found = await deposit({
      depositId: String(t.deposit.depositId),
      originChainId: String(t.inputToken.chainId),
    });
    return { via: 'orderId', deposits: found ? [found.deposit] : [], order };
  }

  const list = (via: MatchVia, deposits: Deposit[]): MatchWire | null =>
    deposits.length ? { via, deposits } : null;
  /** One lookup, named by the ways it matches (several for the sandbox's). */
  const attempt = (
    via: MatchVia | readonly MatchVia[],
    run: () => Promise<MatchWire | MatchWire[] | null>,
  ) => ({ vias: typeof via === 'string' ? [via] : via, run });

  if ('hash' in sel) {
    const hash = sel.hash;
    return [
      attempt('depositTxnRef', async () => list('depositTxnRef', await inTx(hash))),
      attempt('relayDataHash', async () => {
        const found = await deposit({ relayDataHash: hash });
        return list('relayDataHash', found ? [found.deposit] : []);
      }),
      attempt('orderId', () => byOrderId(hash)),
      attempt('sweepTxnRef', async () => {
        const query = { sweepTxnRef: hash, limit: String(TX_DEPOSITS_MAX), skip: '0' };
        return list('sweepTxnRef', (await read('getDeposits', { query })) as Deposit[]);
      }),
      ...(sandbox
        ? [
            attempt(SANDBOX_TXN_VIAS, async () => {
              const lookup = await askSandboxTxn(sandbox, hash, requestId);
              if (!lookup.ok) throw new LookupFailed(lookup.problem);
              return lookup.matches;
            }),
          ]
        : []),
    ];
  }
  if ('txnRef' in sel) {
    const ref = sel.txnRef;
    return [attempt('depositTxnRef', async () => list('depositTxnRef', await inTx(ref)))];
  }
  const query = { depositId: sel.depositId, originChainId: String(sel.originChainId) };
  return [
    attempt('depositId', async () => {
      const found = await deposit(query);
      return list('depositId', found ? [found.deposit] : []);
    }),
  ];
}

export async function searchDeposits(
  ctx: BffContext,
  sel: Selector,
  requestId: string,
  /** The embedded service's sandbox controls; undefined on the real service. */
  sandbox?: SandboxUpstream,
): Promise<{ ok: true; body: SearchWire } | { ok: false; problem: Problem }> {
  const tried = lookups(ctx, sel, requestId, sandbox);
  const settled = await Promise.allSettled(tried.map((a) => a.run()));
  const matches: MatchWire[] = [];
  const unanswered: MatchVia[] = [];
  const problems: Problem[] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') {
      if (s.value) matches.push(...(Array.isArray(s.value) ? s.value : [s.value]));
      return;
    }
    // Anything but a lookup's failure is a fault of ours: app.onError responds to it.
    if (!(s.reason instanceof LookupFailed)) throw s.reason;
    unanswered.push(...tried[i]!.vias);
    problems.push(s.reason.problem);
  });
  const first = problems.find((p) => p.status === 429) ?? problems[0];
  if (first && matches.length === 0) return { ok: false, problem: first };
  return { ok: true, body: { matches, unanswered } };
}

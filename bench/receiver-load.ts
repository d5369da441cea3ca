// (d) Webhook receiver under load (docs/reliability.md#load-figures): signed deliveries, each
// with its own webhook-id, from 50 connections for `seconds` (after a warm-up of 1,000); then the
// inbox count must equal the number of 2xx answers (every distinct webhook-id stored once).
//
// Each run opens its 50 connections at once, and a busy Node server accepts them over hundreds
// of milliseconds (after the first dozen, about one per turn of its event loop), so the first
// answer on a late connection waits that long. In a run of a few thousand requests those 50
// first answers are over 1 % of the sample and set the p99 alone; the checklist's figure is
// 30 s, where they are a rounding error. The slowest first answer is reported on its own.
import autocannon, { type Client, type Result } from 'autocannon';
import { webhookEventFixture } from '../src/contract/testing/webhooks';
import { signDelivery } from '../src/server/bff/integrator/signature';

export interface ReceiverRow {
  result: Result;
  /** The slowest first answer on one of the measured run's new connections, in ms. */
  slowestFirstMs: number;
  sent: number;
  /** 2xx answers of the warm-up run (stored too). */
  warmUp2xx: number;
}

export async function receiverLoad(opts: {
  bffBase: string;
  receiverId: string;
  secret: string;
  seconds: number;
}): Promise<ReceiverRow> {
  let n = 0;
  const run = (length: { amount: number } | { duration: number }) =>
    autocannon({
      url: `${opts.bffBase}/api/ferry/webhooks/receive/${opts.receiverId}`,
      connections: 50,
      ...length,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n += 1;
            const body = JSON.stringify({
              ...webhookEventFixture,
              id: `evt_bench${n}`,
              data: { ...webhookEventFixture.data, depositTxnRef: `0xbench${n}` },
            });
            const headers = signDelivery(
              opts.secret,
              `msg_bench_${n}`,
              Math.floor(Date.now() / 1000),
              body,
            );
            return { ...req, body, headers: { ...headers, 'content-type': 'application/json' } };
          },
        },
      ],
    });
  const warm = await run({ amount: 1_000 });
  const measured = run({ duration: opts.seconds });
  const firstAnswer = new Map<Client, number>();
  measured.on('response', (client, _status, _bytes, ms) => {
    if (!firstAnswer.has(client)) firstAnswer.set(client, ms);
  });
  const result = await measured;
  return {
    result,
    slowestFirstMs: Math.max(0, ...firstAnswer.values()),
    sent: n,
    warmUp2xx: warm.requests.total - warm.non2xx,
  };
}

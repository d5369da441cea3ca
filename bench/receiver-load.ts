// (d) Webhook receiver under load (docs/reliability.md#load-figures): a bounded number of signed
// deliveries, each with its own webhook-id, from 50 connections (after a short warm-up); then the
// inbox count must equal the number of 2xx answers (every distinct webhook-id stored once).
import autocannon, { type Result } from 'autocannon';
import { webhookEventFixture } from '../src/contract/testing/webhooks';
import { signDelivery } from '../src/server/bff/integrator/signature';

export interface ReceiverRow {
  result: Result;
  sent: number;
  /** 2xx answers of the warm-up run (stored too). */
  warmUp2xx: number;
}

export async function receiverLoad(opts: {
  bffBase: string;
  receiverId: string;
  secret: string;
  amount: number;
}): Promise<ReceiverRow> {
  let n = 0;
  const run = (amount: number) =>
    autocannon({
      url: `${opts.bffBase}/api/ferry/webhooks/receive/${opts.receiverId}`,
      connections: 50,
      amount,
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
  const warm = await run(1_000);
  const result = await run(opts.amount);
  return { result, sent: n, warmUp2xx: warm.requests.total - warm.non2xx };
}

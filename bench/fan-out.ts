// (b) Fan-out: N live streams (SSE) of one transfer through the BFF, and how often the BFF
// calls the service's GET /v1/transfers/{orderId} meanwhile (from the BFF's own /metrics).
// One poll loop per transfer means the rate stays flat whatever N is.
import { request, type ClientRequest } from 'node:http';
import { DEPOSITOR, RECIPIENT, USDC } from '../src/contract/testing/values';
import { upstreamCalls } from './upstream-calls';

export interface FanOutRow {
  watchers: number;
  connected: number;
  callsPerMinute: number;
  connectMs: number;
  bffRssMb: number;
}

async function newQuote(serviceBase: string): Promise<string> {
  const res = await fetch(`${serviceBase}/v1/quotes`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_sandbox_full', 'content-type': 'application/json' },
    body: JSON.stringify({
      originChainId: 42161,
      destinationChainId: 8453,
      inputToken: USDC.arbitrum,
      outputToken: USDC.base,
      amount: '25000000',
      depositor: DEPOSITOR,
      recipient: RECIPIENT,
    }),
  });
  if (res.status !== 201) throw new Error(`quote: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { quoteId: string }).quoteId;
}

/** Open one SSE stream; resolves once the first `transfer` event has arrived. */
function watch(url: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: transfer')) resolve(req);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function fanOut(opts: {
  serviceBase: string;
  bffBase: string;
  counts: number[];
  windowSec: number;
  bffRssMb: () => Promise<number>;
}): Promise<FanOutRow[]> {
  const rows: FanOutRow[] = [];
  for (const n of opts.counts) {
    // A fresh quote each time: it stays "quoted" (15 min) and its poll schedule starts anew.
    const orderId = await newQuote(opts.serviceBase);
    const url = `${opts.bffBase}/api/v1/transfers/${orderId}/events`;
    const started = performance.now();
    const streams: ClientRequest[] = [];
    for (let i = 0; i < n; i += 100) {
      const batch = Array.from({ length: Math.min(100, n - i) }, () => watch(url));
      streams.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - started;
    const before = await upstreamCalls(opts.bffBase, 'getTransfer');
    await new Promise((r) => setTimeout(r, opts.windowSec * 1000));
    const calls = (await upstreamCalls(opts.bffBase, 'getTransfer')) - before;
    const bffRssMb = await opts.bffRssMb();
    streams.forEach((s) => s.destroy());
    rows.push({
      watchers: n,
      connected: streams.length,
      callsPerMinute: (calls * 60) / opts.windowSec,
      connectMs,
      bffRssMb,
    });
    await new Promise((r) => setTimeout(r, 500)); // let the BFF release the streams
  }
  return rows;
}

// `npm run bench`: Ferry's performance figures, all on loopback and bounded in time.
//   (a) proxy overhead — the same GETs straight to the embedded service (baseline) and through
//       the BFF; throughput ratio and latency added;
//   (b) fan-out — N = 1, 100, 1,000 live streams of one transfer; upstream calls per minute
//       against the N = 1 baseline (target: flat);
//   (c) first visit — `/`, `/explorer`, `/integrator`, `/history`, a tracker and a deposit page, once each in Chromium
//       with no interaction: every script fetched until the network is idle, as gzip and brotli
//       and on the wire (target for `/`: 200 KB gzip, every script compressed);
//   (d) webhook receiver — 50 connections of signed deliveries for 30 s
//       (docs/reliability.md#load-figures);
//   (e) start-up — `npm run service` on an existing data directory (with its sandbox chains),
//       command to first answer, and the resident memory of its process tree,
//       against an empty `node -e ''` (target: under 3 s with the chains);
//   (f) handler — the BFF's own work per request, in process with the upstream stubbed,
//       against /healthz (the middleware stack alone): where to look when (a) moves;
//   (g) side by side — ping and POST /v1/quotes straight to the service, through nginx (what
//       a user would pick instead; skipped when nginx is not installed) and through the BFF;
//   (h) stalls after start — a fresh BFF before a service that never answers: its very first
//       requests must get their 504 within the budget + 200 ms;
//   (i) chain fills — deposits sent at once to a sandbox chain's spoke pool as raw transactions,
//       first sent to last filled, against the same people's approvals alone;
//   (j) Lighthouse — the six pages of (c), mobile defaults: its four scores, FCP/LCP/TBT/CLS;
//   (k) memory — `npm start`'s node process at rest (target: 250 MB, 300 MB after
//       50 rendered pages), its chains apart;
//   (l) breaker open — a BFF before a service failing 100 %: once its breaker is open, 2,000
//       requests at -c 10 all 503 (target: p99 < 50 ms, the BFF's event-loop lag p99 < 100 ms).
//   (n) swap fills — origin swaps (swapAndBridge) and destination swaps (the multicall handler)
//       sent at once as /swap/approval gives them: fills per minute, recipients off the quote.
// (c), (j) and (k) share one `npm start`, run before the parts that start other servers.
// The targets of (c), (j), (k) and (g) are printed again together, in one table, at the end.
// The service, the BFF and the load generator (this process) are three processes, as in
// production; on a 2-core machine they compete for the cores, which the figures include.
// Options: --duration <s> (default 10) --rounds <n> (proxy, default 5) --connections 10,50
//          (proxy loads) --warm-up <s> (proxy, default 10) --window <s> (fan-out, default 20)
//          --watchers 1,100,1000 --receiver-duration <s> (default 30) --skip-bundle
//          --skip-receiver --skip-startup --skip-handler --skip-side-by-side --skip-stalls
//          --skip-chain-fills --skip-lighthouse --skip-memory --skip-breaker
//          --skip-chain-faults --skip-swap-fills; --only j,k (those parts alone,
//          by letter, whatever the --skip flags say); --pages bridge,history (parts (c)
//          and (j) on those pages alone, by name) --lighthouse-runs 3 (runs a page, default 1)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakerOpen } from './breaker-open';
import { browserParts } from './browser-parts';
import { fanOut } from './fan-out';
import {
  connections,
  counts,
  receiverSeconds,
  rounds,
  runs,
  saturated,
  seconds,
  warmUpSeconds,
  windowSec,
} from './options';
import { startChild, type Child } from './processes';
import { proxyOverhead } from './proxy-overhead';
import { receiverLoad } from './receiver-load';
import { handlerLoop } from './handler';
import { findNginx, startNginx } from './nginx';
import { sideBySide } from './side-by-side';
import { stallAfterStart } from './stall-after-start';
import { chainFills } from './chain-fills';
import { quantile } from './quantile';
import { swapFills } from './swap-fills';
import { chainFaults } from './chain-faults';
import { startupPart } from './startup';
import { Targets } from './targets';
import { fixed, int, table, verdict } from './table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secret = `whsec_${randomBytes(32).toString('base64')}`;

console.log(
  `Ferry bench — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ` +
    `${os.platform()} ${os.release()}; load ${seconds} s per run, loopback only`,
);
const loadAvg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load average before: ${loadAvg()} (other work on the machine skews every figure)`);
// First, while nothing else of the bench is running.
if (runs('e')) await startupPart(root);
const targets = new Targets();
if (['c', 'j', 'k'].some(runs)) {
  await browserParts(root, {
    memory: runs('k'),
    firstVisit: runs('c'),
    lighthouse: runs('j'),
    targets,
  });
}
if (runs('i')) {
  const n = 40;
  console.log(
    `\n(i) Chain fills — ${n} people approve, then deposit USDC on the Arbitrum sandbox chain at once (raw transactions through /sandbox/rpc); the relayer fills each on Base`,
  );
  const f = await chainFills(root, n);
  console.log(
    table(
      ['what', 'figure'],
      [
        [`${n} approvals alone (baseline: one transaction each)`, `${int(f.approvalsMs)} ms`],
        [`${n} deposits, first sent → last filled`, `${int(f.allFilledMs)} ms`],
        ['fills per minute', int(f.fillsPerMinute)],
        [
          'deposit mined → reported filled, p50 / p95 / max',
          `${int(f.latencyMs.p50)} / ${int(f.latencyMs.p95)} / ${int(f.latencyMs.max)} ms`,
        ],
        ['deposits vs approvals', `${fixed(f.allFilledMs / f.approvalsMs, 1)}×`],
      ],
    ),
  );
}
if (runs('n')) {
  const n = 20;
  console.log(
    `\n(n) Swap fills — ${n} people at once on the Arbitrum sandbox chain, half USDT → ETH (approval + swapAndBridge), half USDC → ETH (approval + a deposit the multicall handler swaps on Base), as /swap/approval gives them`,
  );
  const s = await swapFills(root, n);
  console.log(
    table(
      ['what', 'figure'],
      [
        [`${n} swaps, first sent → last filled`, `${int(s.allFilledMs)} ms`],
        [
          'filled / not filled in time / failed before the chain',
          `${s.filled} / ${s.notFilled} (${s.notFilledBeforeBridge} USDT before the bridge) / ${s.failed}`,
        ],
        ...(s.firstError ? [['first failure', s.firstError.slice(0, 160)]] : []),
        ['fills per minute, with swaps', int(s.fillsPerMinute)],
        [
          'swap mined → reported filled, p50 / p95 / max',
          `${int(s.latencyMs.p50)} / ${int(s.latencyMs.p95)} / ${int(s.latencyMs.max)} ms`,
        ],
        ['recipients paid other than the quote (base units)', String(s.offQuote)],
        ['destination swaps that fell back', String(s.fallbacks)],
      ],
    ),
  );
}
if (runs('m')) await chainFaults(root);
if (runs('h')) {
  const n = 144;
  console.log(
    `\n(h) Stalls after start — a fresh BFF before a service that never answers; its first ${n} requests are concurrent pings (budget 2,000 ms), then ${n} more`,
  );
  const stalls = await stallAfterStart(n);
  console.log(
    table(
      ['round', 'status', 'overshoot p50', 'p90', 'max', 'over 200 ms'],
      stalls.map((r) => [
        r.label,
        r.statuses.join(', '),
        `${int(quantile(r.overshootMs, 0.5))} ms`,
        `${int(quantile(r.overshootMs, 0.9))} ms`,
        `${int(r.overshootMs.at(-1)!)} ms`,
        `${r.overshootMs.filter((x) => x > 200).length} of ${r.overshootMs.length}`,
      ]),
    ),
  );
  const met = stalls.every((r) => r.statuses.join() === '504' && r.overshootMs.at(-1)! <= 200);
  console.log(`target: every answer a 504 within the budget + 200 ms — ${verdict(met)}`);
}
if (runs('l')) {
  console.log(
    '\n(l) Breaker open — a BFF before a service that answers every call 500; once the breaker is open, 2,000 GET /api/v1/capabilities at -c 10',
  );
  const b = await breakerOpen();
  const answered = [...b.statuses].map(([status, n]) => `${int(n)} × ${status}`).join(', ');
  console.log(
    table(
      ['answers', 'p50', 'p99', 'BFF loop lag p99', 'service calls (to open / after)'],
      [
        [
          answered,
          `${b.p50Ms} ms`,
          `${b.p99Ms} ms`,
          `${fixed(b.lagP99Ms, 1)} ms`,
          `${b.callsToOpen} / ${b.serviceCalls}`,
        ],
      ],
    ),
  );
  const all503 = b.statuses.size === 1 && b.statuses.get(503) === 2_000;
  console.log(
    `target: all 503, p99 < 50 ms, loop lag p99 < 100 ms — ${verdict(all503 && b.p99Ms < 50 && b.lagP99Ms < 100)}`,
  );
}
if (runs('f')) {
  console.log('\n(f) Handler — app.fetch in a loop, upstream stubbed, best of 5 rounds of 4,000');
  const rows = await handlerLoop();
  console.log(
    table(
      ['path', 'µs / request', 'vs /healthz'],
      rows.map((r) => [r.path, fixed(r.us, 1), `${fixed(r.vsHealthz)}×`]),
    ),
  );
}
const children: Child[] = [];
try {
  // The parts against a service and a BFF of their own, each its own process.
  if (['a', 'g', 'b', 'd'].some(runs)) await serverParts();
  targets.print();
  console.log(`\nload average after: ${loadAvg()}`);
} finally {
  await Promise.all(children.map((c) => c.stop()));
}

async function serverParts() {
  const service = await startChild('bench-service');
  children.push(service);
  const bff = await startChild('bench-bff', {
    BENCH_SERVICE_URL: service.base,
    BENCH_WEBHOOK_SECRET: secret,
  });
  children.push(bff);

  if (runs('a')) {
    console.log(
      `\n(a) Proxy overhead — autocannon -c ${connections.join(' and -c ')}, baseline = straight ` +
        `to the service; each warmed up ${warmUpSeconds} s, then measured ${seconds} s each in ` +
        `${rounds} alternating rounds (the host drifts; back-to-back runs put its drift into the ` +
        `ratio). The ratio target is judged at -c ${saturated}, where both sides are saturated.`,
    );
    const overhead = await proxyOverhead({
      serviceBase: service.base,
      bffBase: bff.base,
      seconds,
      rounds,
      warmUpSeconds,
      connections,
    });
    console.log(
      table(
        [
          'request',
          'conns',
          'service req/s',
          'via BFF req/s',
          'ratio',
          'ratio per round',
          'p50 svc / BFF ms',
          'p50 added',
          'p99 added',
          'faults',
          'calls / 100',
          'target',
        ],
        overhead.map((r) => [
          r.name,
          r.connections,
          int(r.directRps),
          int(r.viaBffRps),
          fixed(r.ratio),
          `${fixed(r.ratioRange[0])}–${fixed(r.ratioRange[1])}`,
          `${r.p50.direct} / ${r.p50.viaBff}`,
          `${fixed(r.p50AddedMs, 1)} ms`,
          `${fixed(r.p99AddedMs, 1)} ms`,
          r.faults,
          fixed(r.callsPer100, 1),
          r.name.includes('ping') && r.connections === saturated
            ? `${verdict(r.ratio >= 0.35 && r.p50AddedMs <= 1)} (ratio ≥ 0.35, p50 added ≤ 1 ms)`
            : `${verdict(r.p50AddedMs <= 1)} (p50 added ≤ 1 ms)`,
        ]),
      ),
    );
  }

  if (runs('g')) {
    const nginxBinary = findNginx();
    console.log(
      `\n(g) Side by side — service direct, nginx in front of it (what a user would pick ` +
        `instead) and the BFF, each its own process; ${rounds} rotating rounds, ${seconds} s a side` +
        (nginxBinary
          ? ''
          : '\nnginx is not installed (apt-get install -y nginx): its column is skipped'),
    );
    const nginx = nginxBinary ? await startNginx(nginxBinary, service.base) : undefined;
    try {
      const rows = await sideBySide({
        serviceBase: service.base,
        nginxBase: nginx?.base,
        bffBase: bff.base,
        seconds,
        rounds,
        warmUpSeconds,
      });
      const ratio = (x: number | undefined, r: { rps: { service: number } }) =>
        x === undefined ? '—' : `${int(x)} (${fixed(x / r.rps.service)}×)`;
      console.log(
        table(
          [
            'request',
            'conns',
            'service req/s',
            'nginx req/s',
            'BFF req/s',
            'p50 svc / nginx / BFF ms',
            'BFF p50 added',
            'faults',
            'target',
          ],
          rows.map((r) => {
            const bffRatio = r.rps.bff / r.rps.service;
            const added = r.p50.bff - r.p50.service;
            const quote = r.name.startsWith('POST');
            const floor = quote ? 0.8 : 0.35;
            if (quote) {
              targets.record(
                'POST /v1/quotes through the BFF ≥ 0.8× the service direct',
                `${fixed(bffRatio)}×`,
                bffRatio >= floor,
              );
            }
            return [
              r.name,
              r.connections,
              int(r.rps.service),
              ratio(r.rps.nginx, r),
              ratio(r.rps.bff, r),
              `${r.p50.service} / ${r.p50.nginx ?? '—'} / ${r.p50.bff}`,
              `${fixed(added, 1)} ms`,
              r.faults,
              `${verdict(bffRatio >= floor && (!quote || added <= 2))} (BFF ≥ ${floor}×${quote ? ', p50 added ≤ 2 ms' : ''})`,
            ];
          }),
        ),
      );
      console.log(`RSS after: service ${await service.rssMb()} MB, BFF ${await bff.rssMb()} MB`);
    } finally {
      await nginx?.stop();
    }
  }

  if (runs('b')) {
    console.log(`\n(b) Fan-out — live streams of one transfer, upstream calls over ${windowSec} s`);
    const fan = await fanOut({
      serviceBase: service.base,
      bffBase: bff.base,
      counts,
      windowSec,
      bffRssMb: bff.rssMb,
    });
    const base = fan[0]?.callsPerMinute ?? 0;
    console.log(
      table(
        ['watchers', 'connected', 'getTransfer calls/min', 'vs N=1', 'connect all', 'BFF RSS'],
        fan.map((r) => [
          int(r.watchers),
          int(r.connected),
          fixed(r.callsPerMinute, 1),
          base > 0 ? `${fixed(r.callsPerMinute / base)}×` : '—',
          `${int(r.connectMs)} ms`,
          `${r.bffRssMb} MB`,
        ]),
      ),
    );
    const flat = fan.every((r) => base > 0 && r.callsPerMinute <= base * 1.1);
    console.log(`target: flat (each ≤ 1.1 × the N = 1 rate) — ${verdict(flat)}`);
  }

  if (runs('d')) {
    console.log(
      `\n(d) Webhook receiver — autocannon -c 50 -d ${receiverSeconds} (after 1,000 warm-up), signed deliveries, distinct ids`,
    );
    const rx = await receiverLoad({
      bffBase: bff.base,
      receiverId: 'rcv_bench',
      secret,
      seconds: receiverSeconds,
    });
    const [, stored = '0', distinct = '0'] = await bff.ask('count-events', /EVENTS (\d+) (\d+)/);
    const ok2xx = rx.result.requests.total - rx.result.non2xx;
    // Every acknowledged delivery stored, none twice, nothing stored that was not sent (over
    // both runs: a warm-up request timed out by the client may still have been stored).
    const okStore =
      Number(distinct) === Number(stored) &&
      Number(stored) >= ok2xx + rx.warmUp2xx &&
      Number(stored) <= rx.sent;
    console.log(
      table(
        [
          'req/s',
          'p50',
          'p99',
          '5xx',
          'errors',
          'sent / 2xx (both runs)',
          'stored (distinct)',
          'target',
        ],
        [
          [
            int(rx.result.requests.average),
            `${rx.result.latency.p50} ms`,
            `${rx.result.latency.p99} ms`,
            rx.result['5xx'],
            rx.result.errors + rx.result.timeouts,
            `${int(rx.sent)} / ${int(ok2xx + rx.warmUp2xx)}`,
            `${int(Number(stored))} (${int(Number(distinct))})`,
            `${verdict(rx.result['5xx'] === 0 && rx.result.latency.p99 < 100 && okStore)} (0 5xx, p99 < 100 ms, each id stored once)`,
          ],
        ],
      ),
    );
    console.log(
      `slowest first answer on a new connection: ${int(rx.slowestFirstMs)} ms (a busy server accepts new connections one turn at a time)`,
    );
  }
}

// (c) What a browser really loads: each page opened once in Debian's Chromium, in a fresh
// profile (nothing cached) and with no interaction, and every script it fetches until the
// network has been idle for a second: its size as gzip -9 and brotli would send it, and the
// bytes it took on the wire (body as received, headers apart) with its Content-Encoding.
// Budget for the first visit to `/`: 200 KB of scripts as gzip, every one compressed on the
// wire (KB = 1,000 bytes).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { chromiumArgs, chromiumPath } from '../test-tools/chromium-path';
import { RECIPIENT, USDC } from '../src/contract/testing/values';

export const FIRST_VISIT_BUDGET_BYTES = 200_000;
/** Quiet this long (event streams apart, which stay open) and the page is done loading. */
const IDLE_MS = 1_000;
const MAX_WAIT_MS = 30_000;

export interface PageToVisit {
  name: string;
  path: string;
}

export interface ScriptFetch {
  url: string;
  encoding: string | undefined;
  /** Body bytes as received (compressed when it came compressed). */
  wireBytes: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface PageVisit extends PageToVisit {
  scripts: ScriptFetch[];
  /** From navigation to the network's last activity. */
  loadedMs: number;
  /** True when the page never went quiet within MAX_WAIT_MS. */
  capped: boolean;
}

export const sum = (
  scripts: ScriptFetch[],
  key: 'wireBytes' | 'bytes' | 'gzipBytes' | 'brotliBytes',
) => scripts.reduce((n, s) => n + s[key], 0);

/** The Chromium the e2e journeys use: CHROMIUM_PATH, else Debian's headless shell or browser. */
export function chromiumExecutable() {
  return chromiumPath;
}

export async function firstVisits(base: string, pages: PageToVisit[]): Promise<PageVisit[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const visits: PageVisit[] = [];
    for (const page of pages) visits.push(await visit(browser, base, page));
    return visits;
  } finally {
    await browser.close();
  }
}

async function visit(browser: Browser, base: string, target: PageToVisit): Promise<PageVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  const pending: Promise<ScriptFetch | undefined>[] = [];
  let lastActivity = performance.now();
  const longLived = (r: Request) => (r.headers().accept ?? '').includes('text/event-stream');
  page.on('request', (r) => {
    lastActivity = performance.now();
    if (!longLived(r)) inFlight.add(r);
  });
  const settle = (r: Request) => {
    lastActivity = performance.now();
    inFlight.delete(r);
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (r) => {
    settle(r);
    if (r.resourceType() === 'script') pending.push(measure(r));
  });
  const started = performance.now();
  await page.goto(base + target.path, { waitUntil: 'load' });
  let capped = false;
  while (inFlight.size > 0 || performance.now() - lastActivity < IDLE_MS) {
    if (performance.now() - started > MAX_WAIT_MS) {
      capped = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const loadedMs = lastActivity - started;
  // What arrives from here on is not counted (a capped page goes on fetching).
  page.removeAllListeners();
  const scripts = (await Promise.all(pending)).filter((s) => s !== undefined);
  await context.close();
  return { ...target, scripts, loadedMs, capped };
}

async function measure(request: Request): Promise<ScriptFetch | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  return {
    url: new URL(request.url()).pathname,
    encoding: response.headers()['content-encoding'],
    wireBytes: sizes.responseBodySize,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    brotliBytes: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/**
 * A real transfer to follow, made through the BFF as the bridge makes one: a new wallet gets
 * test funds from the faucet, a quote, its signature (a viem key) and the execution. Its
 * tracker is /transfers/{orderId}.
 */
export async function makeTransfer(base: string): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const send = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-ferry-client': 'web' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await send('/api/ferry/sandbox/faucet', { chainId: 42161, address: account.address });
  const quote = (await send('/api/v1/quotes', {
    originChainId: 42161,
    destinationChainId: 8453,
    inputToken: USDC.arbitrum,
    outputToken: USDC.base,
    amount: '25000000',
    depositor: account.address,
    recipient: RECIPIENT,
  })) as { quoteId: string; nextActions: { kind: string; typedData?: unknown }[] };
  const action = quote.nextActions.find((a) => a.kind === 'sign_typed_data');
  if (!action?.typedData) throw new Error('the quote asks for no signature');
  const funding = await account.signTypedData(
    action.typedData as Parameters<typeof account.signTypedData>[0],
  );
  await send(`/api/v1/quotes/${quote.quoteId}/executions`, {
    authorization: { signatures: { funding } },
  });
  return quote.quoteId;
}

/**
 * Asks for a tracker until it comes rendered with its transfer (its heading names the route,
 * 25 USDC from Arbitrum One to Base): the BFF renders it in its own process as soon as the
 * service knows the transfer. Returns how long that took.
 */
export async function untilTrackerRendered(base: string, path: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(base + path)).text();
    if (html.includes('from Arbitrum One to Base')) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`${path} never arrived rendered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each verification snippet, started with its own run command, receives signed deliveries of
// every event type over HTTP and must accept them all (204, the event printed) and refuse every
// tampered copy (401). The deliveries are signed as the service signs them (the Standard
// Webhooks library, msg id, unix-seconds timestamp, raw body) at the wall clock's time: the
// snippets check their age against the real clock, as they will in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventTypes } from '../../../contract/schemas/webhooks';
import { webhookEventFixture } from '../../../contract/testing/webhooks';
import { verificationSnippets, type Snippet } from './verification-snippets';

// Inside the repository, so the TypeScript receiver resolves standardwebhooks and tsx from it.
const scratchRoot = path.resolve('node_modules/.cache/ferry-snippet-tests');

interface Running {
  url: string;
  output: () => string;
  stop: () => void;
}

/** Runs the snippet's own command line (the secret filled in) and waits until it listens. */
async function start(snippet: Snippet, secret: string): Promise<Running> {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(path.join(scratchRoot, 'run-'));
  writeFileSync(path.join(dir, snippet.file), snippet.code);
  const command = snippet.run.split('\n').at(-1)!.replace('whsec_…', secret);
  // Its own process group: the shell, npx and node all stop together.
  const child: ChildProcess = spawn('sh', ['-c', command], {
    cwd: dir,
    // A plain environment: none of the test runner's own variables (its IPC channel among
    // them) reach the receiver's Node.js.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0' },
    detached: true,
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /Listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', check);
    // Without the receiver's stack frames, which the test runner would try to map.
    const printed = () => (err || out).replace(/^\s+at .*$/gm, '').trim();
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${printed()}`)));
  }).catch((e: unknown) => {
    stop();
    throw e;
  });
  return { url, output: () => out, stop };
}

const nowSec = () => Math.floor(Date.now() / 1000);

function signed(secret: string, id: string, body: string, atSec = nowSec()) {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(atSec),
    'webhook-signature': new Webhook(secret).sign(id, new Date(atSec * 1000), body),
  };
}

/** One event of each type, with a non-ASCII note so the bytes, not a re-encoding, are signed. */
const deliveries = webhookEventTypes.map((type, i) => ({
  id: `msg_snippet_${i}`,
  type,
  body: JSON.stringify({
    ...webhookEventFixture,
    id: `evt_snippet_${i}`,
    type,
    note: 'Zürich → Base',
  }),
}));

const post = (url: string, headers: Record<string, string>, body: string) =>
  fetch(url, { method: 'POST', headers, body }).then((r) => r.status);

describe.each(verificationSnippets)('the $file snippet', (snippet) => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  let receiver: Running;
  beforeAll(async () => {
    receiver = await start(snippet, secret);
  });
  afterAll(() => receiver?.stop());

  it('accepts a signed delivery of every event type', async () => {
    for (const d of deliveries) {
      expect(await post(receiver.url, signed(secret, d.id, d.body), d.body)).toBe(204);
    }
    await expect.poll(() => receiver.output()).toContain(deliveries.at(-1)!.id);
    for (const d of deliveries) expect(receiver.output()).toContain(`${d.id} ${d.type}`);
  });

  it('refuses every tampered copy', async () => {
    const { id, body } = deliveries[0]!;
    const printed = receiver.output().length;
    const good = signed(secret, id, body);
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const copies: [string, Record<string, string>, string][] = [
      ['a changed amount', good, body.replace('"25000000"', '"95000000"')],
      ['another secret', signed(other, id, body), body],
      ['another id', { ...good, 'webhook-id': 'msg_other' }, body],
      ['ten minutes old', signed(secret, id, body, nowSec() - 600), body],
      ['no signature', { ...good, 'webhook-signature': '' }, body],
      ['a signature of another scheme', { ...good, 'webhook-signature': 'v2,abc' }, body],
    ];
    for (const [what, headers, sent] of copies) {
      expect([what, await post(receiver.url, headers, sent)]).toEqual([what, 401]);
    }
    expect(receiver.output().slice(printed)).toBe('');
  });
});

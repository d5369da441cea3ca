// The render worker's keeper, with stand-in workers that speak its protocol
// (src/app/prerender/render-messages.ts): the real one is the built app (e2e/prerendered.spec.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { pageRenderer, type PageRenderer } from './renderer';

const dir = mkdtempSync(path.join(tmpdir(), 'ferry-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in worker: ready at once, then `onAsk` for each ask. */
function worker(name: string, onAsk: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (ask) => { ${onAsk} });
parentPort.postMessage({ ready: true });`,
  );
  return file;
}

const drawing = worker(
  'drawing',
  `parentPort.postMessage({ id: ask.id, html: 'drawn ' + ask.path + ' ' + ask.locale + ' ' + Object.keys(ask.answers) });`,
);
const silent = worker('silent', '');
const failing = worker('failing', `throw new Error('the app threw');`);

const logger = createLogger({ level: 'silent' });
const ask = { path: '/transfers/0xab', locale: 'es' as const, answers: { '/api/x': '{}' } };
let renderer: PageRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
});

/** Waits (up to 10 s: a worker starts slowly on a busy machine) until `done` holds. */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the render worker', () => {
  it('starts with the first tracker asked for, which is sent loading; then pages come drawn', async () => {
    renderer = pageRenderer(drawing, '/dist', { logger });
    expect(renderer.status()).toBe('stopped');
    expect(await renderer.render(ask, 2_000)).toBeUndefined();
    expect(renderer.status()).toBe('starting');
    await until(() => renderer!.status() === 'ready');
    expect(await renderer.render(ask, 5_000)).toBe('drawn /transfers/0xab es /api/x');
  });

  it('sends a page loading when the worker has not drawn it by the deadline', async () => {
    renderer = pageRenderer(silent, '/dist', { logger });
    await renderer.render(ask, 50);
    await until(() => renderer!.status() === 'ready');
    const started = performance.now();
    expect(await renderer.render(ask, 50)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('queues no more than it may, late asks included: past that, a page is sent loading at once', async () => {
    renderer = pageRenderer(silent, '/dist', { logger, maxWaiting: 2 });
    await renderer.render(ask, 50);
    await until(() => renderer!.status() === 'ready');
    // Too late: sent loading, yet the worker still has it to draw.
    expect(await renderer.render(ask, 10)).toBeUndefined();
    const held = renderer.render(ask, 60_000);
    const started = performance.now();
    expect(await renderer.render(ask, 60_000)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
    await renderer.close();
    // Closing answers what was still waited for.
    expect(await held).toBeUndefined();
  });

  it('does not start a failed worker again until a minute has passed', async () => {
    let now = 0;
    renderer = pageRenderer(failing, '/dist', { logger, now: () => now });
    await renderer.render(ask, 50);
    await until(() => renderer!.status() === 'ready');
    // Asked, it fails: this page is sent loading, and the worker is gone.
    expect(await renderer.render(ask, 5_000)).toBeUndefined();
    await until(() => renderer!.status() === 'stopped');
    now = 59_000;
    await renderer.render(ask, 50);
    expect(renderer.status()).toBe('stopped');
    now = 61_000;
    await renderer.render(ask, 50);
    expect(renderer.status()).toBe('starting');
  });

  it('stops when idle, and starts again for the next tracker', async () => {
    renderer = pageRenderer(drawing, '/dist', { logger, idleMs: 1_500 });
    await renderer.render(ask, 50);
    await until(() => renderer!.status() === 'ready');
    expect(await renderer.render(ask, 5_000)).toBeDefined();
    await until(() => renderer!.status() === 'stopped');
    expect(await renderer.render(ask, 5_000)).toBeUndefined();
    expect(renderer.status()).toBe('starting');
  });
});

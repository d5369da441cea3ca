// The render worker's keeper, with stand-in workers that speak its protocol
// (src/app/prerender/render-messages.ts): the real one is the built app (e2e/prerendered.spec.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { pageRenderer, type PageRenderer } from './renderer';

const dir = mkdtempSync(path.join(tmpdir(), 'ferry-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in worker: ready at once, then `onAsk` for each ask; each start leaves a line. */
function worker(name: string, onAsk: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
appendFileSync(${JSON.stringify(startsOf(name))}, 'started\\n');
parentPort.on('message', (ask) => { ${onAsk} });
parentPort.postMessage({ ready: true });`,
  );
  return file;
}

const startsOf = (name: string) => path.join(dir, `${name}.starts`);
const starts = (name: string) => {
  try {
    return readFileSync(startsOf(name), 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Asks until the worker has started and draws (or `tries` run out). */
async function whenDrawing(r: PageRenderer, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const html = await r.render(ask, 2_000);
    if (html !== undefined) return html;
    await pause(20);
  }
  return undefined;
}

describe('the render worker', () => {
  it('starts with the first tracker asked for, which is sent loading; then pages come drawn', async () => {
    renderer = pageRenderer(drawing, '/dist', { logger });
    expect(await renderer.render(ask, 2_000)).toBeUndefined();
    expect(await whenDrawing(renderer)).toBe('drawn /transfers/0xab es /api/x');
  });

  it('sends a page loading when the worker has not drawn it by the deadline', async () => {
    renderer = pageRenderer(silent, '/dist', { logger });
    await renderer.render(ask, 50);
    await pause(300);
    const started = performance.now();
    expect(await renderer.render(ask, 50)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('queues no more than it may: past that, a page is sent loading at once', async () => {
    renderer = pageRenderer(silent, '/dist', { logger, maxWaiting: 1 });
    await renderer.render(ask, 10);
    await pause(300);
    const held = renderer.render(ask, 5_000);
    const started = performance.now();
    expect(await renderer.render(ask, 5_000)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
    await renderer.close();
    // Closing answers what was still waiting.
    expect(await held).toBeUndefined();
  });

  it('does not start a failed worker again until a minute has passed', async () => {
    let now = 0;
    renderer = pageRenderer(failing, '/dist', { logger, now: () => now });
    await renderer.render(ask, 10);
    await pause(300);
    // Ready, asked, and it fails: this page is sent loading.
    expect(await renderer.render(ask, 2_000)).toBeUndefined();
    await pause(100);
    expect(starts('failing')).toBe(1);
    now = 59_000;
    await renderer.render(ask, 10);
    await pause(300);
    expect(starts('failing')).toBe(1);
    now = 61_000;
    await renderer.render(ask, 10);
    await pause(300);
    expect(starts('failing')).toBe(2);
  });

  it('stops when idle, and starts again for the next tracker', async () => {
    renderer = pageRenderer(drawing, '/dist', { logger, idleMs: 100 });
    expect(await whenDrawing(renderer)).toBeDefined();
    await pause(400);
    expect(await renderer.render(ask, 2_000)).toBeUndefined();
    expect(await whenDrawing(renderer)).toBeDefined();
  });
});

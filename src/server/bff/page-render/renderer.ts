// The BFF's render worker: a tracker drawn as it is asked for, with the transfer's record in it,
// so a shared link shows the transfer before any script has run (the largest thing on screen,
// its status, is in the HTML). The worker is the build's prerender runner run as a thread
// (src/cli/prerender-runner.ts): a DOM and the app, in a heap of its own. It starts with the
// first tracker asked for (that one is sent loading, as before), stops after ten idle minutes,
// and what it does not draw in time is sent loading too: the page then asks for itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderAsk, RenderReply } from '../../../app/prerender/render-messages';
import { RENDER_BUNDLE_DIR } from '../../../app/prerender/prerendered';
import type { Logger } from '../../logger';

export interface PageRenderer {
  /** The whole document, or undefined: not started yet, busy, too slow, or not drawable. */
  render(ask: Omit<RenderAsk, 'id'>, withinMs: number): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface RendererOptions {
  logger: Logger;
  /** Stopped after this long without a page to draw. */
  idleMs?: number;
  /** More asks than this waiting: the next is sent loading rather than queued. */
  maxWaiting?: number;
  now?: () => number;
}

const IDLE_MS = 10 * 60_000;
// After a crash, a pause before the next start: a fault that recurs does not become a loop.
const RESTART_AFTER_MS = 60_000;

/** The runner the build left beside the app (src/cli/prerender-pages.ts), if it is there. */
export function renderRunnerOf(distDir: string): string | undefined {
  const file = path.join(path.dirname(distDir), RENDER_BUNDLE_DIR, 'prerender-runner.js');
  return existsSync(file) ? file : undefined;
}

export function pageRenderer(runner: string, distDir: string, opts: RendererOptions): PageRenderer {
  const log = opts.logger.child({ component: 'page-render' });
  const idleMs = opts.idleMs ?? IDLE_MS;
  const maxWaiting = opts.maxWaiting ?? 8;
  const now = opts.now ?? Date.now;
  let worker: Worker | undefined;
  let ready = false;
  let notBefore = 0;
  let nextId = 1;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Map<number, (html: string | undefined) => void>();

  function start() {
    ready = false;
    const started = performance.now();
    const w = new Worker(runner, {
      workerData: { distDir },
      // Its own output is the app's (React's warnings): to the log, not the process's stderr.
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker = w;
    w.stderr.on('data', (chunk: Buffer) => log.warn({ output: chunk.toString() }, 'render worker'));
    w.stdout.resume();
    w.on('message', (message: RenderReply) => {
      if ('ready' in message) {
        ready = true;
        log.info({ ms: Math.round(performance.now() - started) }, 'render worker ready');
        return;
      }
      waiting.get(message.id)?.(message.html);
    });
    w.on('error', (err) => log.error({ err }, 'render worker failed'));
    w.on('exit', () => {
      for (const done of waiting.values()) done(undefined);
      // Stopped by stop() (idle, or closing), it is no longer the worker: otherwise it failed.
      if (worker !== w) return;
      worker = undefined;
      ready = false;
      notBefore = now() + RESTART_AFTER_MS;
    });
    // Never what keeps the process alive.
    w.unref();
  }

  function stop() {
    const w = worker;
    worker = undefined;
    ready = false;
    return w ? w.terminate().then(() => {}) : Promise.resolve();
  }

  function stillWanted() {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
    idle.unref();
  }

  return {
    render(ask, withinMs) {
      stillWanted();
      if (!worker) {
        if (now() >= notBefore) start();
        return Promise.resolve(undefined);
      }
      if (!ready || waiting.size >= maxWaiting) return Promise.resolve(undefined);
      const id = nextId++;
      const w = worker;
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(undefined), withinMs);
        const done = (html: string | undefined) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(html);
        };
        waiting.set(id, done);
        w.postMessage({ ...ask, id } satisfies RenderAsk);
      });
    },
    close() {
      clearTimeout(idle);
      return stop();
    },
  };
}

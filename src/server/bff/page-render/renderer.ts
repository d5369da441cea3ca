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
  /** Whether a worker runs, and has said it is ready to draw. */
  status(): 'stopped' | 'starting' | 'ready';
  close(): Promise<void>;
}

export interface RendererOptions {
  logger: Logger;
  /** Stopped after this long without a page to draw. */
  idleMs?: number;
  /** This many asks unanswered (late ones too): the next is sent loading rather than queued. */
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

/** One started worker: whether it has said it is ready, and what it was asked and has not answered. */
interface Running {
  worker: Worker;
  ready: boolean;
  /** Asked and not yet answered, late ones included: the worker draws them all, in turn. */
  unanswered: number;
  /** Asks still waited for, by id. */
  waiting: Map<number, (html: string | undefined) => void>;
}

export function pageRenderer(runner: string, distDir: string, opts: RendererOptions): PageRenderer {
  const log = opts.logger.child({ component: 'page-render' });
  const idleMs = opts.idleMs ?? IDLE_MS;
  const maxWaiting = opts.maxWaiting ?? 8;
  const now = opts.now ?? Date.now;
  let running: Running | undefined;
  let notBefore = 0;
  let nextId = 1;
  let idle: ReturnType<typeof setTimeout> | undefined;

  function start() {
    const started = performance.now();
    const worker = new Worker(runner, {
      workerData: { distDir },
      // Its own output is the app's (React's warnings): to the log, not the process's stderr.
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const run: Running = { worker, ready: false, unanswered: 0, waiting: new Map() };
    running = run;
    worker.stderr.on('data', (chunk: Buffer) =>
      log.warn({ output: chunk.toString() }, 'render worker'),
    );
    worker.stdout.resume();
    worker.on('message', (message: RenderReply) => {
      if ('ready' in message) {
        run.ready = true;
        // Idle from now: a slow start is not counted against it.
        stillWanted();
        log.info({ ms: Math.round(performance.now() - started) }, 'render worker ready');
        return;
      }
      run.unanswered -= 1;
      run.waiting.get(message.id)?.(message.html);
    });
    worker.on('error', (err) => log.error({ err }, 'render worker failed'));
    worker.on('exit', () => {
      for (const done of run.waiting.values()) done(undefined);
      // Stopped by stop() (idle, or closing), it is no longer the one running: else it failed.
      if (running !== run) return;
      running = undefined;
      notBefore = now() + RESTART_AFTER_MS;
    });
    // Never what keeps the process alive.
    worker.unref();
  }

  function stop() {
    const run = running;
    running = undefined;
    return run ? run.worker.terminate().then(() => {}) : Promise.resolve();
  }

  function stillWanted() {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
    idle.unref();
  }

  return {
    render(ask, withinMs) {
      stillWanted();
      if (!running) {
        if (now() >= notBefore) start();
        return Promise.resolve(undefined);
      }
      const run = running;
      if (!run.ready || run.unanswered >= maxWaiting) return Promise.resolve(undefined);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(undefined), withinMs);
        const done = (html: string | undefined) => {
          clearTimeout(timer);
          run.waiting.delete(id);
          resolve(html);
        };
        run.waiting.set(id, done);
        run.unanswered += 1;
        run.worker.postMessage({ ...ask, id } satisfies RenderAsk);
      });
    },
    status() {
      if (!running) return 'stopped';
      return running.ready ? 'ready' : 'starting';
    },
    close() {
      clearTimeout(idle);
      return stop();
    },
  };
}

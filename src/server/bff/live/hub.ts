// One upstream poll loop per transfer per BFF instance, shared by every watcher of it. The
// loop starts with the first watcher, tells each new watcher the current state at once,
// broadcasts each change, stops when the last watcher leaves or the transfer reaches a
// terminal state, and survives upstream faults (an `error` update with the typed code, then
// polling again with backoff). Time comes from the injected clock.
import { endpoints } from '../../../contract/endpoints';
import { isServiceError, normaliseError, ServiceError } from '../../../contract/errors';
import { terminalTransferStates, transferResponse } from '../../../contract/schemas/v1-transfers';
import type { Clock, TimerHandle } from '../../clock';
import type { Logger } from '../../logger';
import type { Upstream } from '../upstream/types';
import { faultDelayMs, pollDelayMs } from './schedule';

export type LiveUpdate =
  | { kind: 'transfer'; state: string; terminal: boolean; transfer: unknown }
  | { kind: 'error'; error: { status: number; code: string; message: string } };

type Watcher = (update: LiveUpdate) => void;

interface Loop {
  orderId: string;
  watchers: Set<Watcher>;
  last?: { key: string; update: LiveUpdate };
  lastError?: LiveUpdate;
  timer?: TimerHandle;
  lastChangeAt: number;
  faults: number;
  stopped: boolean;
}

const terminal = new Set<string>(terminalTransferStates);

/** A response in place of the service's 404 (e.g. "indexing" for a transfer sent moments ago). */
export type NotFoundHook = (
  orderId: string,
) => Promise<{ status: number; body: Buffer | string | null } | undefined>;

export function createTransferHub(deps: {
  upstream: Upstream;
  clock: Clock;
  logger: Logger;
  onNotFound?: NotFoundHook;
}) {
  const { upstream, clock } = deps;
  const loops = new Map<string, Loop>();

  const broadcast = (loop: Loop, update: LiveUpdate) => {
    for (const w of loop.watchers) w(update);
  };

  const stop = (loop: Loop) => {
    loop.stopped = true;
    loop.timer?.cancel();
    if (loops.get(loop.orderId) === loop) loops.delete(loop.orderId);
  };

  async function fetchTransfer(orderId: string) {
    const res = await upstream.send({
      id: 'getTransfer',
      endpoint: endpoints.getTransfer,
      params: { orderId },
    });
    let { status, body } = res;
    const stand = status === 404 ? await deps.onNotFound?.(orderId) : undefined;
    if (stand) ({ status, body } = { status: stand.status, body: Buffer.from(stand.body ?? '') });
    let json: unknown;
    try {
      json = body.length ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    if (status !== 200) throw normaliseError(status, json, 'v1-transfer', res.headers);
    const parsed = transferResponse.safeParse(json);
    if (!parsed.success) {
      throw new ServiceError({
        status: 502,
        code: 'BAD_RESPONSE',
        message: 'Unexpected transfer from the service',
        envelope: 'v1-transfer',
      });
    }
    return { json, transfer: parsed.data };
  }

  async function poll(loop: Loop) {
    let delay: number;
    try {
      const { json, transfer } = await fetchTransfer(loop.orderId);
      if (loop.stopped) return;
      loop.faults = 0;
      loop.lastError = undefined;
      // The state as sent (an open enum reads unknown states, e.g. "indexing", as "unknown").
      const state = String((json as { status: { state: unknown } }).status.state);
      const key = `${state}|${transfer.updatedAt}|${transfer.status.finalized}`;
      const isTerminal = terminal.has(state);
      if (loop.last?.key !== key) {
        loop.lastChangeAt = clock.now();
        loop.last = {
          key,
          update: { kind: 'transfer', state, terminal: isTerminal, transfer: json },
        };
        broadcast(loop, loop.last.update);
      }
      if (isTerminal) return stop(loop);
      delay = pollDelayMs(clock.now() - loop.lastChangeAt);
    } catch (err) {
      if (loop.stopped) return;
      const e = isServiceError(err) ? err : normaliseError(0, undefined, 'v1-transfer');
      loop.faults += 1;
      const update: LiveUpdate = {
        kind: 'error',
        error: { status: e.status, code: e.code, message: e.message },
      };
      // Repeat an error only when it changes; watchers already know the last one.
      if (loop.lastError?.kind !== 'error' || loop.lastError.error.code !== e.code) {
        broadcast(loop, update);
      }
      loop.lastError = update;
      deps.logger.debug({ orderId: loop.orderId, code: e.code }, 'live poll failed');
      delay = faultDelayMs(loop.faults, e.retryAfterSec);
    }
    schedule(loop, delay);
  }

  function schedule(loop: Loop, delayMs: number) {
    if (loop.stopped) return;
    loop.timer = clock.at(clock.now() + delayMs, () => poll(loop));
  }

  return {
    /** Follow `orderId`; returns the function that stops following. */
    watch(orderId: string, watcher: Watcher): () => void {
      let loop = loops.get(orderId);
      if (!loop) {
        loop = {
          orderId,
          watchers: new Set(),
          lastChangeAt: clock.now(),
          faults: 0,
          stopped: false,
        };
        loops.set(orderId, loop);
        void poll(loop); // the first look is immediate; later ones follow the clock
      } else {
        if (loop.last) watcher(loop.last.update);
        if (loop.lastError) watcher(loop.lastError);
      }
      const own = loop;
      own.watchers.add(watcher);
      return () => {
        own.watchers.delete(watcher);
        if (own.watchers.size === 0) stop(own);
      };
    },
    /** Whether a loop for `orderId` is running (joining it costs the service nothing). */
    has: (orderId: string) => loops.has(orderId),
    watchers: () => [...loops.values()].reduce((n, l) => n + l.watchers.size, 0),
    loops: () => loops.size,
    close: () => [...loops.values()].forEach(stop),
  };
}
export type TransferHub = ReturnType<typeof createTransferHub>;

// A pause until a later task, for long work done in steps: between two steps the browser can
// paint and respond to a tap, which it cannot while one task runs them all.

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued work), else a timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

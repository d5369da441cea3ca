import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes after work already queued as a task, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const paused = nextTask().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await paused;
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});

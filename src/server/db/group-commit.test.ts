import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('group commit', () => {
  it('writes the calls made together in one batch, each resolved with its own result', async () => {
    const batches: number[][] = [];
    const commit = groupCommit<number, string>(async (xs) => {
      batches.push(xs);
      return xs.map((x) => `stored ${x}`);
    });
    const results = await Promise.all([1, 2, 3].map((x) => commit.write(x)));
    expect(results).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('calls made while a batch is in flight go in the next one, never lost', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const commit = groupCommit<number, number>(async (xs) => {
      batches.push(xs);
      if (batches.length === 1) await first;
      return xs;
    });
    const a = commit.write(1);
    await new Promise((r) => setImmediate(r)); // the first batch is now in flight
    const rest = [2, 3].map((x) => commit.write(x));
    release();
    expect(await Promise.all([a, ...rest])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('a batch that fails is retried item by item: only the bad item fails', async () => {
    const commit = groupCommit<number, number>(async (xs) => {
      if (xs.includes(13)) throw new Error('cannot store 13');
      return xs.map((x) => x * 2);
    });
    const settled = await Promise.allSettled([1, 13, 3].map((x) => commit.write(x)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toMatchObject({ value: 2 });
    expect(settled[2]).toMatchObject({ value: 6 });
  });

  it('batches hold at most maxBatch items', async () => {
    const sizes: number[] = [];
    const commit = groupCommit<number, number>(async (xs) => {
      sizes.push(xs.length);
      return xs;
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => commit.write(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});

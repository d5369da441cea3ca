// Group commit: writes that arrive while one is in flight are stored together in the next
// statement, so 50 concurrent writes cost a few round trips, not 50. Each caller still gets its
// response only after its own row is committed, so "stored before responding" holds for each. A
// batch that fails is written again one item at a time: an item that cannot be stored fails
// alone and never takes the items that happened to share its statement with it.

export interface GroupCommit<I, R> {
  /** Resolves once `input` is committed (with its own result), rejects if it alone fails. */
  write(input: I): Promise<R>;
}

interface Pending<I, R> {
  input: I;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export function groupCommit<I, R>(
  /** Stores a batch in one statement; results in input order. */
  writeBatch: (inputs: I[]) => Promise<R[]>,
  maxBatch = 100,
): GroupCommit<I, R> {
  const queue: Pending<I, R>[] = [];
  let draining = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await writeBatch(batch.map((p) => p.input));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (err) {
        if (batch.length === 1) {
          batch[0]!.reject(err);
          continue;
        }
        for (const p of batch) {
          await writeBatch([p.input]).then(([r]) => p.resolve(r!), p.reject);
        }
      }
    }
    draining = false;
  }

  return {
    write(input) {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (draining) return;
        draining = true;
        // Let writes made in the same turn of the event loop join the first batch.
        setImmediate(() => void drain());
      });
    },
  };
}

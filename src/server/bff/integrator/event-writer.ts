// Group commit for the receiver: deliveries that arrive while a write is in flight are stored
// together in the next statement, so 50 concurrent deliveries cost a few round trips, not 50.
// Each caller still gets its answer only after its own event is committed (stored before 2xx).
// A batch that fails is written again one event at a time, so a delivery that cannot be stored
// fails alone and never takes the deliveries that happened to share its statement with it.
import type { Db } from '../../db/open';
import { storeEvents, type StoreEventInput, type StoreResult } from './event-store';

const MAX_BATCH = 100;

interface Pending {
  input: StoreEventInput;
  resolve(result: StoreResult): void;
  reject(err: unknown): void;
}

export function createEventWriter(db: Db) {
  const queue: Pending[] = [];
  let draining = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await storeEvents(
          db,
          batch.map((p) => p.input),
        );
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (err) {
        if (batch.length === 1) {
          batch[0]!.reject(err);
          continue;
        }
        for (const p of batch) {
          await storeEvents(db, [p.input]).then(([r]) => p.resolve(r!), p.reject);
        }
      }
    }
    draining = false;
  }

  return {
    store(input: StoreEventInput): Promise<StoreResult> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (draining) return;
        draining = true;
        // Let deliveries parsed in the same turn of the event loop join the first batch.
        setImmediate(() => void drain());
      });
    },
  };
}
export type EventWriter = ReturnType<typeof createEventWriter>;

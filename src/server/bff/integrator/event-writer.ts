// Group commit for the receiver: deliveries that arrive while a write is in flight are stored
// together in the next statement, so 50 concurrent deliveries cost a few round trips, not 50.
// Each caller still gets its answer only after its own event is committed (stored before 2xx).
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
        batch.forEach((p) => p.reject(err));
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

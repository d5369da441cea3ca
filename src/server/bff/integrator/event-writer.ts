// The receiver's writes go through a group commit (db/group-commit.ts): concurrent deliveries
// share statements, each is acknowledged only once its own event is committed, and one that
// cannot be stored fails alone.
import type { Db } from '../../db/open';
import { groupCommit } from '../../db/group-commit';
import { storeEvents, type StoreEventInput, type StoreResult } from './event-store';

export function createEventWriter(db: Db) {
  const commit = groupCommit<StoreEventInput, StoreResult>((inputs) => storeEvents(db, inputs));
  return { store: (input: StoreEventInput) => commit.write(input) };
}
export type EventWriter = ReturnType<typeof createEventWriter>;

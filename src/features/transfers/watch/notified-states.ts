// The last state of each watched transfer that this browser has seen, shared by every tab and
// page (stored-value.ts), so one change of state sends one notification however many places
// watch it, and a transfer known to be over is not watched again.
import { storedValue } from '../../../lib/stored-value';

const LIMIT = 100;

interface Seen {
  state: string;
  final: boolean;
}

const seen = storedValue<Record<string, Seen>>({
  key: 'ferry:watched-states:v1',
  fallback: {},
  parse: (raw) => {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Seen>)
      : undefined;
  },
  format: (all) => JSON.stringify(all),
});

/** Where storage refuses it, what this page saw still counts here; a reload may notify again. */
function write(all: Record<string, Seen>) {
  const keys = Object.keys(all);
  // Insertion order is oldest first: keep the newest LIMIT entries.
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete all[key];
  seen.write(all);
}

/** Whether this transfer is known to be over (delivered, refunded, not sent). */
export function knownFinal(key: string): boolean {
  return seen.read()[key]?.final === true;
}

/**
 * Record `state` for `key`. True when it is a change from a state seen before, i.e. worth a
 * notification; false the first time a transfer is seen (the state the page opened with) and
 * when another tab or page already recorded this state.
 */
export function recordState(key: string, state: string, final: boolean): boolean {
  // A copy: the stored value is shared with every reader until it changes.
  const all = { ...seen.read() };
  const previous = all[key];
  if (previous?.state === state) return false;
  delete all[key];
  all[key] = { state, final };
  write(all);
  return previous !== undefined;
}

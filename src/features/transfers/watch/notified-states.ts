// The last state of each watched transfer that this browser has seen, shared by every tab and
// page (localStorage), so one change of state sends one notification however many places
// watch it, and a transfer known to be over is not watched again.

const KEY = 'ferry:watched-states:v1';
const LIMIT = 100;

interface Seen {
  state: string;
  final: boolean;
}

/** What this page has seen while storage refused to keep it; a successful write clears it. */
let unsaved: Record<string, Seen> | undefined;

function read(): Record<string, Seen> {
  if (unsaved) return { ...unsaved };
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, Seen>)
      : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, Seen>) {
  const keys = Object.keys(all);
  // Insertion order is oldest first: keep the newest LIMIT entries.
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete all[key];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
    unsaved = undefined;
  } catch {
    // Kept for this page only: it may notify again after a reload, nothing worse.
    unsaved = all;
  }
}

/** Whether this transfer is known to be over (delivered, refunded, not sent). */
export function knownFinal(key: string): boolean {
  return read()[key]?.final === true;
}

/**
 * Record `state` for `key`. True when it is a change from a state seen before, i.e. worth a
 * notification; false the first time a transfer is seen (the state the page opened with) and
 * when another tab or page already recorded this state.
 */
export function recordState(key: string, state: string, final: boolean): boolean {
  const all = read();
  const previous = all[key];
  if (previous?.state === state) return false;
  delete all[key];
  all[key] = { state, final };
  write(all);
  return previous !== undefined;
}

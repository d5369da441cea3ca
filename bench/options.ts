// The bench's command-line options (listed at the top of run.ts), read and bounded once.
import { parseArgs } from 'node:util';
import { DEFAULT_CONNECTIONS } from './proxy-overhead';

export const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: DEFAULT_CONNECTIONS.join(',') },
    'warm-up': { type: 'string', default: '10' },
    window: { type: 'string', default: '20' },
    watchers: { type: 'string', default: '1,100,1000' },
    'skip-bundle': { type: 'boolean', default: false },
    'skip-receiver': { type: 'boolean', default: false },
    'skip-startup': { type: 'boolean', default: false },
    'skip-chain-fills': { type: 'boolean', default: false },
    'skip-handler': { type: 'boolean', default: false },
    'skip-side-by-side': { type: 'boolean', default: false },
    'skip-stalls': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-memory': { type: 'boolean', default: false },
    'skip-breaker': { type: 'boolean', default: false },
    'skip-chain-faults': { type: 'boolean', default: false },
    'skip-swap-fills': { type: 'boolean', default: false },
    only: { type: 'string' },
    // Parts (c) and (j) on some of their pages, by name: --pages bridge,explorer.
    pages: { type: 'string' },
    // Lighthouse runs a page (j); a single run of / spread TBT 130-700 ms on this machine.
    'lighthouse-runs': { type: 'string', default: '1' },
    // The checklist's receiver figure is 30 s at -c 50 (docs/reliability.md#load-figures).
    'receiver-duration': { type: 'string', default: '30' },
  },
});
/** The page names parts (c) and (j) visit; undefined: all of them. */
export const pageNames = args.pages?.split(',').map((p) => p.trim().toLowerCase());
export const lighthouseRuns = Math.max(1, Math.min(10, Number(args['lighthouse-runs']) || 1));
export const only = args.only?.split(',').map((p) => p.trim().toLowerCase());
const skipped: Record<string, boolean> = {
  c: args['skip-bundle'],
  d: args['skip-receiver'],
  e: args['skip-startup'],
  f: args['skip-handler'],
  g: args['skip-side-by-side'],
  h: args['skip-stalls'],
  i: args['skip-chain-fills'],
  j: args['skip-lighthouse'],
  k: args['skip-memory'],
  l: args['skip-breaker'],
  m: args['skip-chain-faults'],
  n: args['skip-swap-fills'],
};
/** Whether part `letter` runs: named by --only, or not skipped. */
export const runs = (letter: string) => (only ? only.includes(letter) : !skipped[letter]);
export const seconds = Math.min(60, Math.max(1, Number(args.duration)));
export const connections = args.connections
  .split(',')
  .map((n) => Math.round(Number(n)))
  .filter((n) => n >= 1 && n <= 500);
// The throughput target is judged where both sides are saturated: the highest load measured.
export const saturated = Math.max(...connections);
export const rounds = Math.min(20, Math.max(1, Math.round(Number(args.rounds))));
export const warmUpSeconds = Math.min(60, Math.max(1, Number(args['warm-up'])));
export const windowSec = Math.min(120, Math.max(5, Number(args.window)));
export const receiverSeconds = Math.min(120, Math.max(1, Number(args['receiver-duration'])));
export const counts = args.watchers
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 2_000);

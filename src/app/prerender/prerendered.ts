/** On #root: the language the server drew the page in (src/cli/prerender-pages.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where the prerendered documents are written in the build's output (dist/). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * On #root of a variant: what the server assumed of the visitor it was drawn for. The browser
 * seeds the same answers before it takes the page over (seed-assumed-answers.ts).
 */
export const ASSUMED_ATTRIBUTE = 'data-prerendered-assumes';

/**
 * What a variant may assume of its visitor, told by the request alone (the BFF decides which
 * holds: src/server/bff/prerendered-pages.ts). `signed-out`: no session cookie came.
 */
export type PrerenderAssumption = 'signed-out';

export interface PrerenderedPage {
  path: string;
  /** The document's file name, dist/prerendered/<locale>/<name>.html. */
  name: string;
  /** A variant: the page drawn with the answers this assumption gives (assumed-answers.ts). */
  assumes?: PrerenderAssumption;
}

/** Pages whose first view needs nothing but the path: no id in it, no answer from the service. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', name: 'bridge' },
  { path: '/transfers', name: 'transfers' },
  { path: '/history', name: 'history' },
  { path: '/explorer', name: 'explorer' },
  // Drawn checking whether the visitor is signed in; the answer decides what follows.
  { path: '/integrator', name: 'integrator' },
  // A visitor with no session cookie is signed out for sure: the sign-in panel comes drawn.
  { path: '/integrator', name: 'integrator-signed-out', assumes: 'signed-out' },
];

/** On #root: the language the server drew the page in (src/cli/prerender-pages.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where the prerendered documents are written in the build's output (dist/). */
export const PRERENDERED_DIR = 'prerendered';

/** Pages whose first view needs nothing but the path: no id in it, no answer from the service. */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'bridge' },
  { path: '/transfers', name: 'transfers' },
  { path: '/history', name: 'history' },
  { path: '/explorer', name: 'explorer' },
  // Drawn checking whether the visitor is signed in; the answer decides what follows.
  { path: '/integrator', name: 'integrator' },
] as const;

/** On #root: the language the server drew the page in (src/cli/prerender-pages.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On #root: the moment (ms) the BFF drew the page with the service's answers (drawn-data.ts). */
export const DRAWN_AT_ATTRIBUTE = 'data-drawn-at';

/**
 * Where the build leaves the app built for Node with its runner, beside dist/
 * (src/cli/prerender-pages.ts): the BFF runs it as its render worker. A server given a build
 * made elsewhere gets this folder with dist/.
 */
export const RENDER_BUNDLE_DIR = 'dist-render';

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
  /** A page of many paths, drawn once for `path` (below). */
  forEvery?: PathValue;
}

/**
 * The paths a page drawn once serves: any path `pattern` matches, its first group being the
 * path's own value (an order id). The page is drawn for `path`, which holds `sample`; the BFF
 * writes the asked-for value wherever the sample is. So the page may show the value only as it
 * is, never shortened or changed in case (render-page.test.tsx holds this).
 */
export interface PathValue {
  pattern: RegExp;
  sample: string;
  /**
   * What the page asks first, under /api, for this value: the BFF asks it itself and sends the
   * answer inside the document (src/api/primed-answers.ts), so the page shows the transfer
   * without a round trip of its own once it runs.
   */
  answers: (value: string) => string[];
}

/** An order id no transfer has: the tracker is drawn for it, loading. */
export const SAMPLE_ORDER_ID = `0x${'5a'.repeat(32)}`;

/** A deposit id no deposit has: the explorer's deposit page is drawn for it, loading. */
export const SAMPLE_DEPOSIT_ID = '5'.repeat(24);

/** Pages whose first view needs nothing but the path: no answer from the service. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', name: 'bridge' },
  { path: '/transfers', name: 'transfers' },
  { path: '/history', name: 'history' },
  { path: '/explorer', name: 'explorer' },
  // Drawn checking whether the visitor is signed in; the answer decides what follows.
  { path: '/integrator', name: 'integrator' },
  // A visitor with no session cookie is signed out for sure: the sign-in panel comes drawn.
  { path: '/integrator', name: 'integrator-signed-out', assumes: 'signed-out' },
  // A transfer's tracker, a link people share and open on their phones: drawn loading here;
  // the BFF draws it with the transfer's record when it can (src/server/bff/page-render/).
  {
    path: `/transfers/${SAMPLE_ORDER_ID}`,
    name: 'transfer',
    forEvery: {
      pattern: /^\/transfers\/(0x[0-9a-fA-F]{64})$/,
      sample: SAMPLE_ORDER_ID,
      answers: (orderId) => [`/api/v1/transfers/${orderId}`],
    },
  },
  // A deposit's page in the explorer, linked from support tickets: drawn loading, so its
  // placeholders show before any script runs. Until its record arrives it names only the deposit
  // id, the path's value (its origin chain is named with the record), so one drawing serves every
  // chain; the page asks for the record itself.
  {
    path: `/explorer/deposits/8453/${SAMPLE_DEPOSIT_ID}`,
    name: 'deposit',
    forEvery: {
      pattern: /^\/explorer\/deposits\/[1-9]\d{0,15}\/(\d{1,78})$/,
      sample: SAMPLE_DEPOSIT_ID,
      answers: () => [],
    },
  },
];

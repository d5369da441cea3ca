/** Where the build leaves the server entry, beside dist/ (src/cli/server-bundle.ts). */
export const SERVER_BUNDLE_DIR = 'dist-server';

/** The server entry's file in that folder (src/app/ssr/render-page.tsx, built). */
export const SERVER_ENTRY_FILE = 'render-page.js';

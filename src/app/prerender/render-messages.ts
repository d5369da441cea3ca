// What the BFF and its render worker say to each other (src/server/bff/page-render/, and the
// worker's side in src/cli/prerender-runner.ts).
import type { ShippedLocale } from '../../i18n/locales';

/** A page as drawn (src/app/prerender/render-page.tsx). */
export interface DrawnPage {
  html: string;
  title: string;
  /** Drawn with the service's answers (fetch answers them), at this moment (ms). */
  drawnAt?: number;
}

/** Draw the page at `path` with these answers (path under /api → JSON text). */
export interface RenderAsk {
  id: number;
  path: string;
  locale: ShippedLocale;
  answers: Record<string, string>;
}

/** The whole document, or none when the page could not be drawn with the answers. */
export type RenderReply = { id: number; html: string | undefined } | { ready: true };

import type { MouseEvent } from 'react';
import { T } from '../../i18n/useT';

export const MAIN_ID = 'main';

/** First tab stop on every page: jumps past the header to the page content. */
export function SkipLink() {
  // Move focus ourselves: a bare #main would also go through the router as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-medium text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      <T id="skipLink" defaultMessage="Skip to content" />
    </a>
  );
}

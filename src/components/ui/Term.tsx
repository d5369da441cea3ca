import type { ReactNode } from 'react';
import { T, useT } from '../../i18n/useT';

/**
 * Plain words for a protocol term: the words on the page, the term and what it means on hover
 * (and, after the words, for screen readers), so an expert still finds the name they know.
 */
export function Term({
  term,
  meaning,
  children,
  spoken = true,
}: {
  /** The protocol's own name, e.g. "relay-data hash". */
  term: string;
  /** One sentence on what it is. */
  meaning: string;
  /** The plain words shown. */
  children: ReactNode;
  /** Whether screen readers hear the term after the words (not when the words already say it). */
  spoken?: boolean;
}) {
  const t = useT();
  const title = t.formatMessage(
    { id: 'components.term.title', defaultMessage: '{term}: {meaning}' },
    { term, meaning },
  );
  return (
    <span title={title} className="cursor-help">
      <span className="underline decoration-muted decoration-dotted underline-offset-2">
        {children}
      </span>
      {spoken && (
        <>
          {' '}
          <span className="sr-only">
            <T id="components.term.spoken" defaultMessage="({term})" values={{ term }} />
          </span>
        </>
      )}
    </span>
  );
}

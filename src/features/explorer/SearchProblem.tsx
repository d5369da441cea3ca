import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { useErrorCopy } from '../../api/error-copy';
import { isServiceError } from '../../contract/errors';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchRefused } from './SearchRefused';
import { useCountdown } from '../../lib/useCountdown';
import { T } from '../../i18n/useT';
import { searchAgain } from './search-again';

/** How long to wait when a 429 came without Retry-After. */
const DEFAULT_WAIT_SEC = 10;

/**
 * A search that failed: a rate limit counts down from Retry-After and searches again by itself
 * (the query stays in the box); anything else says what happened from the error table.
 */
export function SearchProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const describeError = useErrorCopy();
  if (isServiceError(error) && error.status === 429) {
    return <RetryWhenAllowed waitSec={error.retryAfterSec ?? DEFAULT_WAIT_SEC} onRetry={onRetry} />;
  }
  const copy = describeError(isServiceError(error) ? error : { code: 'UNEXPECTED_ERROR' });
  return (
    <div className="space-y-3">
      <Notice tone="danger" title={copy.title} announce>
        <p>{copy.message}</p>
        <p className="mt-1">{copy.action}</p>
      </Notice>
      <Button variant="secondary" onClick={onRetry}>
        <T {...searchAgain} />
      </Button>
    </div>
  );
}

function RetryWhenAllowed({ waitSec, onRetry }: { waitSec: number; onRetry: () => void }) {
  const [until] = useState(() => Date.now() + waitSec * 1000);
  const left = useCountdown(until);
  useEffect(() => {
    if (left === 0) onRetry();
  }, [left, onRetry]);
  return <SearchRefused secondsLeft={left} />;
}

type SearchQuery = Pick<
  UseQueryResult<unknown, unknown>,
  'isPending' | 'isError' | 'error' | 'errorUpdatedAt' | 'refetch'
>;

/** What went wrong with a search, or undefined when nothing did. */
export function searchProblemOf(query: SearchQuery): ReactNode | undefined {
  if (!query.isError) return undefined;
  return (
    <SearchProblem
      key={query.errorUpdatedAt}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/** A search's skeleton while it runs, or what went wrong; undefined once it has responded. */
export function searchNotReady(query: SearchQuery): ReactNode | undefined {
  return query.isPending ? <ResultsSkeleton /> : searchProblemOf(query);
}

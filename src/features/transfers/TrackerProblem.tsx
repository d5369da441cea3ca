import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { useErrorCopy, type DescribeError, type ErrorCopy } from '../../api/error-copy';
import { isServiceError } from '../../contract/errors';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import { T } from '../../i18n/useT';

/** A typed error, or just its code (a problem found before any request, e.g. a bad id). */
type Problem = unknown;

function copyOf(error: Problem, describeError: DescribeError): ErrorCopy {
  if (isServiceError(error)) return describeError(error);
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return describeError({ code });
  }
  return describeError({ code: 'UNEXPECTED_ERROR' });
}

/** Could not load: the reason in words, and a way to try again or start over. */
export function TrackerProblem({
  error,
  title,
  onRetry,
  children,
}: {
  error?: Problem;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const copy = copyOf(error, useErrorCopy());
  return (
    <div className="space-y-4">
      <Notice tone="danger" title={title ?? copy.title} announce>
        <p>{copy.message}</p>
        <p className="mt-1">{copy.action}</p>
        {children}
      </Notice>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <T id="transfers.problem.checkAgain" defaultMessage="Check again" />
          </Button>
        )}
        <Link
          to="/transfers"
          className={cn('inline-flex h-10 items-center text-sm font-medium', linkClass)}
        >
          <T id="transfers.problem.recent" defaultMessage="Your recent transfers" />
        </Link>
      </div>
    </div>
  );
}

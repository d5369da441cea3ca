import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { describeError } from '../../../contract/error-copy';
import { isServiceError } from '../../../contract/errors';

interface Loadable {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read the page cannot work without failed: say so in words, and offer to try again. */
export function LoadError({ queries, what }: { queries: readonly Loadable[]; what: string }) {
  const failed = queries.find((q) => q.isError);
  if (!failed) return null;
  const copy = describeError(
    isServiceError(failed.error) ? failed.error : { code: 'NETWORK_ERROR' },
  );
  return (
    <Notice tone="danger" title={`Couldn’t load ${what}: ${copy.title.toLowerCase()}`} announce>
      <p>{copy.message}</p>
      <p className="mt-1 font-medium">{copy.action}</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        loading={failed.isFetching}
        onClick={() => queries.forEach((q) => q.isError && void q.refetch())}
      >
        Try again
      </Button>
    </Notice>
  );
}

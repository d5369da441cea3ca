import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { useErrorCopy } from '../../../api/error-copy';
import { isServiceError } from '../../../contract/errors';
import { useT } from '../../../i18n/useT';

export interface Loadable {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read of the routes failed: say so in words, and offer to try again. */
export function LoadErrorNotice({ queries }: { queries: readonly Loadable[] }) {
  const describeError = useErrorCopy();
  const t = useT();
  const failed = queries.find((q) => q.isError);
  if (!failed) return null;
  const copy = describeError(
    isServiceError(failed.error) ? failed.error : { code: 'NETWORK_ERROR' },
  );
  return (
    <Notice
      tone="danger"
      title={t.formatMessage(
        { id: 'bridge.loadError.title', defaultMessage: 'Couldn’t load the routes: {problem}' },
        { problem: copy.title.toLowerCase() },
      )}
      announce
    >
      <p>{copy.message}</p>
      <p className="mt-1 font-medium">{copy.action}</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        loading={failed.isFetching}
        onClick={() => queries.forEach((q) => q.isError && void q.refetch())}
      >
        {t.formatMessage({ id: 'bridge.loadError.retry', defaultMessage: 'Try again' })}
      </Button>
    </Notice>
  );
}

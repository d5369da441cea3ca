import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { useErrorCopy } from '../../../api/error-copy';
import { isServiceError } from '../../../contract/errors';
import { T } from '../../../i18n/useT';

/** A quote the service would not give, in words, with what to do next. The input is kept. */
export function QuoteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const describeError = useErrorCopy();
  const copy = describeError(isServiceError(error) ? error : { code: 'NETWORK_ERROR' });
  const retryable =
    !isServiceError(error) || error.status === 0 || error.status >= 500 || error.status === 429;
  return (
    <Notice tone="danger" title={copy.title} announce>
      <p>{copy.message}</p>
      <p className="mt-1 font-medium">{copy.action}</p>
      <p className="mt-1 text-muted">
        <T id="bridge.quoteError.kept" defaultMessage="Your route and amount are kept." />
      </p>
      {retryable && (
        <p className="mt-1 text-muted">
          <T
            id="bridge.quoteError.asking"
            defaultMessage="Ferry is asking again by itself every few seconds."
          />
        </p>
      )}
      {retryable && (
        <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
          <T id="bridge.quoteError.retry" defaultMessage="Try again" />
        </Button>
      )}
    </Notice>
  );
}

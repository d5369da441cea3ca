import { Link } from '@tanstack/react-router';
import { Notice } from '../../../components/ui/Notice';
import { useSubscriptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import { ErrorNotice } from '../shared/ErrorNotice';
import { urlPolicy } from './url-policy';

/** A refused create in words: an existing subscription links to it; a refused URL says why. */
export function CreateSubscriptionError({
  error,
  url,
  localAllowed,
}: {
  error: unknown;
  url: string;
  localAllowed: boolean;
}) {
  const subs = useSubscriptions();
  if (isServiceError(error) && error.code === 'ConflictError') {
    const existing = subs.data?.data.find((s) => s.url === url);
    return (
      <Notice tone="warning" title="A subscription for this URL already exists" announce>
        Each URL can have one subscription.{' '}
        {existing ? (
          <Link
            to="/integrator/webhooks/$subscriptionId"
            params={{ subscriptionId: existing.id }}
            className="font-medium text-accent underline"
          >
            Open the existing subscription
          </Link>
        ) : (
          'It is in the list below.'
        )}
      </Notice>
    );
  }
  if (isServiceError(error) && error.code === 'ValidationError') {
    return (
      <Notice tone="danger" title="The service did not accept this URL" announce>
        Webhook URLs must use {urlPolicy(localAllowed)} Check the URL and try again.
      </Notice>
    );
  }
  return <ErrorNotice error={error} />;
}

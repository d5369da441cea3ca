import { Link } from '@tanstack/react-router';
import { Notice } from '../../../components/ui/Notice';
import { useSubscriptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import { isWebhookUrlRefusal } from '../../../contract/webhook-url-refusals';
import { T, useT } from '../../../i18n/useT';
import { ErrorNotice } from '../shared/ErrorNotice';
import { urlPolicy } from './url-policy';
import { urlRefusal } from './url-refusal';

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
  const t = useT();
  const subs = useSubscriptions();
  if (isServiceError(error) && error.code === 'ConflictError') {
    const existing = subs.data?.data.find((s) => s.url === url);
    return (
      <Notice
        tone="warning"
        title={
          <T
            id="integrator.webhooks.exists"
            defaultMessage="A subscription for this URL already exists"
          />
        }
        announce
      >
        <T id="integrator.webhooks.oneEach" defaultMessage="Each URL can have one subscription." />{' '}
        {existing ? (
          <Link
            to="/integrator/webhooks/$subscriptionId"
            params={{ subscriptionId: existing.id }}
            className="font-medium text-accent underline"
          >
            <T
              id="integrator.webhooks.openExisting"
              defaultMessage="Open the existing subscription"
            />
          </Link>
        ) : (
          <T id="integrator.webhooks.inList" defaultMessage="It is in the list below." />
        )}
      </Notice>
    );
  }
  if (isServiceError(error) && error.code === 'ValidationError') {
    // The service's own reason when it came as data; the general rule otherwise.
    const refusal =
      error.param === 'url' && isWebhookUrlRefusal(error.reason) ? error.reason : undefined;
    return (
      <Notice
        tone="danger"
        title={
          <T
            id="integrator.webhooks.urlRefused"
            defaultMessage="The service did not accept this URL"
          />
        }
        announce
      >
        {refusal ? urlRefusal(t, refusal, url) : urlPolicy(t, localAllowed)}{' '}
        <T id="integrator.webhooks.checkUrl" defaultMessage="Check the URL and try again." />
      </Notice>
    );
  }
  return <ErrorNotice error={error} />;
}

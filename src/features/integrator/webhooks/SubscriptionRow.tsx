import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { CodeList } from '../../../components/ui/Code';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { deleteSubscriptionMutationOptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import type { WebhookSubscription } from '../../../contract/schemas/webhooks';
import { T, useT } from '../../../i18n/useT';
import { ErrorNotice } from '../shared/ErrorNotice';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';

interface Props {
  sub: WebhookSubscription;
  /** Delivers to Ferry's own receiver. */
  toFerry: boolean;
  lastDelivery?: string | undefined;
}

export function SubscriptionRow({ sub, toFerry, lastDelivery }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const remove = useMutation(deleteSubscriptionMutationOptions());
  // Already gone (another tab, another admin): the list refresh says the rest.
  const gone = isServiceError(remove.error) && remove.error.code === 'NotFoundError';

  return (
    <li className="space-y-2 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to="/integrator/webhooks/$subscriptionId"
          params={{ subscriptionId: sub.id }}
          className={cn('font-mono break-all', linkClass)}
          dir="ltr"
        >
          {sub.url}
        </Link>
        <Badge tone={sub.enabled ? 'success' : 'warning'}>
          {sub.enabled ? (
            <T id="integrator.subscriptions.enabled" defaultMessage="Enabled" />
          ) : (
            <T id="integrator.subscriptions.disabled" defaultMessage="Disabled" />
          )}
        </Badge>
        {toFerry && (
          <Badge tone="info">
            <T id="integrator.subscriptions.ferryReceiver" defaultMessage="Ferry receiver" />
          </Badge>
        )}
      </div>
      <p className="text-muted">
        <CodeList items={sub.filter.eventTypes} /> ·{' '}
        <T
          id="integrator.subscriptions.secretHash"
          defaultMessage="secret hash {hash}"
          values={{
            hash: (
              <span className="font-mono" title={sub.secretHash}>
                {sub.secretHash.slice(0, 12)}…
              </span>
            ),
          }}
        />
        {toFerry && (
          <>
            {' · '}
            {lastDelivery ? (
              <T
                id="integrator.subscriptions.lastDelivery"
                defaultMessage="last delivery {time}"
                values={{ time: <RelativeTime value={lastDelivery} /> }}
              />
            ) : (
              <T id="integrator.subscriptions.noDelivery" defaultMessage="no delivery yet" />
            )}
          </>
        )}
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3">
          <p className="min-w-0 flex-1">
            <T
              id="integrator.subscriptions.confirmDelete"
              defaultMessage="Delete the subscription to {url}? Events stop being delivered there."
              values={{
                url: (
                  <span className="font-mono break-all" dir="ltr">
                    {sub.url}
                  </span>
                ),
              }}
            />
          </p>
          <Button
            ref={confirmRef}
            variant="danger"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(sub.id)}
          >
            <T id="integrator.subscriptions.delete" defaultMessage="Delete subscription" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            <T id="integrator.label.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={t.formatMessage(
            {
              id: 'integrator.subscriptions.deleteLabel',
              defaultMessage: 'Delete the subscription to {url}',
            },
            { url: sub.url },
          )}
        >
          <T id="integrator.subscriptions.deleteShort" defaultMessage="Delete" />
        </Button>
      )}
      {remove.isError &&
        (gone ? (
          <p role="status" className="text-muted">
            <T
              id="integrator.subscriptions.gone"
              defaultMessage="This subscription was already deleted."
            />
          </p>
        ) : (
          <ErrorNotice error={remove.error} />
        ))}
    </li>
  );
}

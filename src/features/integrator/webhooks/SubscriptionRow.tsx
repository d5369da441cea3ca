import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { deleteSubscriptionMutationOptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import type { WebhookSubscription } from '../../../contract/schemas/webhooks';
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
        >
          {sub.url}
        </Link>
        <Badge tone={sub.enabled ? 'success' : 'warning'}>
          {sub.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
        {toFerry && <Badge tone="info">Ferry receiver</Badge>}
      </div>
      <p className="text-muted">
        {sub.filter.eventTypes.join(', ')} · secret hash{' '}
        <span className="font-mono" title={sub.secretHash}>
          {sub.secretHash.slice(0, 12)}…
        </span>
        {toFerry && (
          <>
            {' · '}
            {lastDelivery ? (
              <>
                last delivery <RelativeTime value={lastDelivery} />
              </>
            ) : (
              'no delivery yet'
            )}
          </>
        )}
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3">
          <p className="min-w-0 flex-1">
            Delete the subscription to <span className="font-mono break-all">{sub.url}</span>?
            Events stop being delivered there.
          </p>
          <Button
            ref={confirmRef}
            variant="danger"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(sub.id)}
          >
            Delete subscription
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Delete the subscription to ${sub.url}`}
        >
          Delete
        </Button>
      )}
      {remove.isError &&
        (gone ? (
          <p role="status" className="text-muted">
            This subscription was already deleted.
          </p>
        ) : (
          <ErrorNotice error={remove.error} />
        ))}
    </li>
  );
}

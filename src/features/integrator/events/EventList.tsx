import { Badge } from '../../../components/ui/Badge';
import { Code } from '../../../components/ui/Code';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { T, useT } from '../../../i18n/useT';

/**
 * Received events, newest first: type, when, webhook-id, the address it concerns, and the
 * payload as delivered. Every one here passed signature verification (the receiver stores
 * nothing else).
 */
export function EventList({ events }: { events: WebhookEventViewWire[] }) {
  const t = useT();
  return (
    <ol
      className="divide-y divide-border rounded-xl border border-border"
      aria-label={t.formatMessage({
        id: 'integrator.events.label',
        defaultMessage: 'Webhook events',
      })}
    >
      {events.map((event) => (
        <li key={event.id} className="space-y-2 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Code className="font-medium">{event.type}</Code>
            <Badge tone="success">
              <T id="integrator.events.verified" defaultMessage="Signature verified" />
            </Badge>
            <span className="text-muted">
              <T
                id="integrator.events.received"
                defaultMessage="received {time}"
                values={{ time: <RelativeTime value={event.receivedAt} /> }}
              />
            </span>
          </div>
          <dl className="grid gap-x-3 gap-y-1 text-muted sm:grid-cols-[auto_1fr]">
            <dt>
              <Code>webhook-id</Code>
            </dt>
            <dd className="font-mono break-all" dir="ltr">
              {event.webhookId}
            </dd>
            {event.depositAddress && (
              <>
                <dt>
                  <T id="integrator.events.address" defaultMessage="Address" />
                </dt>
                <dd className="font-mono break-all" dir="ltr">
                  {event.depositAddress}
                </dd>
              </>
            )}
          </dl>
          <details>
            <summary className="cursor-pointer text-accent">
              <T id="integrator.events.payload" defaultMessage="Payload" />
            </summary>
            <pre
              dir="ltr"
              className="mt-2 max-h-80 overflow-auto rounded-lg bg-surface-2 p-3 text-xs"
            >
              {JSON.stringify(event.payload, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

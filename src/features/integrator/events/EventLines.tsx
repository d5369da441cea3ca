import { Code } from '../../../components/ui/Code';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { T, useT } from '../../../i18n/useT';

/**
 * One deposit's webhook events, newest first, a line each: its type and when it arrived; the
 * webhook-id and the payload as delivered one click away.
 */
export function EventLines({ events }: { events: WebhookEventViewWire[] }) {
  const t = useT();
  return (
    <ol
      className="space-y-1 border-s-2 border-border ps-3"
      aria-label={t.formatMessage({
        id: 'integrator.events.label',
        defaultMessage: 'Webhook events',
      })}
    >
      {events.map((event) => (
        <li key={event.id} className="text-sm">
          <details>
            <summary className="cursor-pointer">
              <Code>{event.type}</Code>{' '}
              <span className="text-muted">
                <T
                  id="integrator.events.received"
                  defaultMessage="received {time}"
                  values={{ time: <RelativeTime value={event.receivedAt} /> }}
                />
              </span>
            </summary>
            <p className="mt-1 text-muted">
              <Code>webhook-id</Code>{' '}
              <span className="font-mono break-all" dir="ltr">
                {event.webhookId}
              </span>
            </p>
            <pre
              dir="ltr"
              className="mt-1 max-h-80 overflow-auto rounded-lg bg-surface-2 p-3 text-xs"
              aria-label={t.formatMessage({
                id: 'integrator.events.payload',
                defaultMessage: 'Payload',
              })}
            >
              {JSON.stringify(event.payload, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

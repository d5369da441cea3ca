import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { sendTestEventMutationOptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import { T, useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import { ErrorNotice } from '../shared/ErrorNotice';

/** Ferry signs a test event with this subscription's secret and posts it to the URL. */
export function TestEventPanel({ subscriptionId }: { subscriptionId: string }) {
  const t = useT();
  const f = useFormat();
  const send = useMutation(sendTestEventMutationOptions());
  const result = send.data;
  const ms = (value: number) =>
    f.number(value, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  return (
    <div className="space-y-3">
      <Button onClick={() => send.mutate(subscriptionId)} loading={send.isPending}>
        <T id="integrator.testEvent.send" defaultMessage="Send test event" />
      </Button>
      {send.isError &&
        (isServiceError(send.error) && send.error.code === 'NotFoundError' ? (
          <Notice
            tone="warning"
            title={
              <T
                id="integrator.testEvent.cannotSign"
                defaultMessage="Ferry cannot sign a test event for this subscription"
              />
            }
            announce
          >
            <T
              id="integrator.testEvent.outside"
              defaultMessage="It was created outside Ferry, so Ferry never saw its signing secret."
            />
          </Notice>
        ) : (
          <ErrorNotice error={send.error} />
        ))}
      {result && (
        <Notice
          tone={result.ok ? 'success' : 'danger'}
          title={
            result.status === null
              ? t.formatMessage(
                  {
                    id: 'integrator.testEvent.notDelivered',
                    defaultMessage: 'Not delivered ({duration})',
                  },
                  { duration: ms(result.latencyMs) },
                )
              : t.formatMessage(
                  {
                    id: 'integrator.testEvent.answered',
                    defaultMessage: 'HTTP {status} in {duration}',
                  },
                  { status: String(result.status), duration: ms(result.latencyMs) },
                )
          }
          announce
        >
          {result.ok ? (
            <T
              id="integrator.testEvent.accepted"
              defaultMessage="Your endpoint accepted test event {webhookId}."
              values={{ webhookId: result.webhookId }}
            />
          ) : (
            <>
              {result.error ?? (
                <T
                  id="integrator.testEvent.refused"
                  defaultMessage="The endpoint did not accept it."
                />
              )}{' '}
              <T
                id="integrator.testEvent.retried"
                defaultMessage="A 2xx answer counts as delivered; anything else is retried by the service for real events."
              />
            </>
          )}
        </Notice>
      )}
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { sendTestEventMutationOptions } from '../../../api/integrator-webhooks';
import { isServiceError } from '../../../contract/errors';
import { ErrorNotice } from '../shared/ErrorNotice';

/** Ferry signs a test event with this subscription's secret and posts it to the URL. */
export function TestEventPanel({ subscriptionId }: { subscriptionId: string }) {
  const send = useMutation(sendTestEventMutationOptions());
  const result = send.data;
  return (
    <div className="space-y-3">
      <Button onClick={() => send.mutate(subscriptionId)} loading={send.isPending}>
        Send test event
      </Button>
      {send.isError &&
        (isServiceError(send.error) && send.error.code === 'NotFoundError' ? (
          <Notice
            tone="warning"
            title="Ferry cannot sign a test event for this subscription"
            announce
          >
            It was created outside Ferry, so Ferry never saw its signing secret.
          </Notice>
        ) : (
          <ErrorNotice error={send.error} />
        ))}
      {result && (
        <Notice
          tone={result.ok ? 'success' : 'danger'}
          title={
            result.status === null
              ? `Not delivered (${result.latencyMs} ms)`
              : `HTTP ${result.status} in ${result.latencyMs} ms`
          }
          announce
        >
          {result.ok
            ? `Your endpoint accepted test event ${result.webhookId}.`
            : `${result.error ?? 'The endpoint did not accept it.'} A 2xx answer counts as delivered; anything else is retried by the service for real events.`}
        </Notice>
      )}
    </div>
  );
}

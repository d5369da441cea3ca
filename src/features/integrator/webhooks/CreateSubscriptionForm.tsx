import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Code } from '../../../components/ui/Code';
import { Skeleton } from '../../../components/ui/Skeleton';
import {
  createSubscriptionMutationOptions,
  useReceiverUrl,
} from '../../../api/integrator-webhooks';
import { webhookEventTypes, type WebhookEventType } from '../../../contract/schemas/webhooks';
import { T, useT } from '../../../i18n/useT';
import { TextField } from '../fields/TextField';
import { CreateSubscriptionError } from './CreateSubscriptionError';
import { EVENT_TYPE_HELP } from './event-types';
import { ReceiverRefused } from './ReceiverRefused';
import { SecretOnce } from './SecretOnce';
import { urlPolicy } from './url-policy';

type Target = 'ferry' | 'own';

export function CreateSubscriptionForm() {
  const t = useT();
  const [types, setTypes] = useState<WebhookEventType[]>([...webhookEventTypes]);
  // One receiver URL per event set: the service refuses a second subscription of it.
  const receiver = useReceiverUrl(types);
  const [chosen, setTarget] = useState<Target>('ferry');
  // Ferry's own receiver is the default, unless the service would refuse its URL (loopback
  // without local webhooks): then only an own endpoint is offered.
  const ferryRefused = receiver.data?.serviceAccepts === false;
  const target: Target = ferryRefused ? 'own' : chosen;
  const localAllowed = receiver.data?.localAllowed ?? false;
  const refusedId = useId();
  const [ownUrl, setOwnUrl] = useState('');
  const [errors, setErrors] = useState<{ url?: string; types?: string }>({});
  const create = useMutation(createSubscriptionMutationOptions());
  const url = target === 'ferry' ? (receiver.data?.url ?? '') : ownUrl.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    // HTTPS-only (with a local-development exception) is the service's policy: it decides.
    if (target === 'own' && !/^https?:\/\/\S+$/.test(url)) {
      next.url = t.formatMessage(
        {
          id: 'integrator.webhooks.fullUrl',
          defaultMessage: 'Enter the full address of your endpoint, such as {example}.',
        },
        { example: 'https://example.com/webhooks' },
      );
    }
    if (types.length === 0)
      next.types = t.formatMessage({
        id: 'integrator.webhooks.chooseType',
        defaultMessage: 'Choose at least one event type.',
      });
    setErrors(next);
    if (next.url || next.types || !url) {
      // The service's response to an earlier attempt is not about this one.
      create.reset();
      return;
    }
    create.mutate({ url, filter: { eventTypes: types } });
  };

  if (create.isSuccess) {
    return (
      <SecretOnce
        secret={create.data.secret}
        url={create.variables.url}
        onDone={() => create.reset()}
      />
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={t.formatMessage({
        id: 'integrator.webhooks.form',
        defaultMessage: 'New webhook subscription',
      })}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <T id="integrator.webhooks.deliverTo" defaultMessage="Deliver events to" />
        </legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="target"
            checked={target === 'ferry'}
            disabled={ferryRefused}
            aria-describedby={ferryRefused ? refusedId : undefined}
            onChange={() => setTarget('ferry')}
            className="mt-1 size-4"
          />
          <span>
            <T
              id="integrator.webhooks.ferryReceiver"
              defaultMessage="Ferry’s own receiver: events show in the webhook console here."
            />
            {receiver.isPending ? (
              <Skeleton className="mt-1 h-5 w-72" />
            ) : (
              receiver.data && (
                <span className="block font-mono text-sm break-all text-muted" dir="ltr">
                  {receiver.data.url}
                </span>
              )
            )}
            {ferryRefused && <ReceiverRefused id={refusedId} />}
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="target"
            checked={target === 'own'}
            onChange={() => setTarget('own')}
            className="mt-1 size-4"
          />
          <span>
            <T id="integrator.webhooks.ownEndpoint" defaultMessage="Your own HTTPS endpoint" />
          </span>
        </label>
      </fieldset>
      {target === 'own' && (
        <TextField
          label={t.formatMessage({
            id: 'integrator.webhooks.endpointUrl',
            defaultMessage: 'Endpoint URL',
          })}
          type="url"
          mono
          placeholder="https://example.com/webhooks"
          value={ownUrl}
          onChange={setOwnUrl}
          hint={urlPolicy(t, localAllowed)}
          error={errors.url}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <T id="integrator.webhooks.eventTypes" defaultMessage="Event types" />
        </legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(e) =>
                setTypes((ts) => (e.target.checked ? [...ts, type] : ts.filter((x) => x !== type)))
              }
              className="mt-1 size-4"
            />
            <span>
              <Code className="text-sm">{type}</Code>
              <span className="block text-sm text-muted">
                {t.formatMessage(EVENT_TYPE_HELP[type])}
              </span>
            </span>
          </label>
        ))}
        {errors.types && <p className="text-sm font-medium text-danger">{errors.types}</p>}
      </fieldset>
      {create.isError && (
        <CreateSubscriptionError
          error={create.error}
          url={create.variables?.url ?? url}
          localAllowed={localAllowed}
        />
      )}
      <Button
        type="submit"
        loading={create.isPending}
        disabled={
          target === 'ferry' && (!receiver.data?.serviceAccepts || receiver.isPlaceholderData)
        }
      >
        <T id="integrator.webhooks.create" defaultMessage="Create subscription" />
      </Button>
    </form>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { createSubscription, useReceiverUrl } from '../../../api/integrator-webhooks';
import { integratorKeys } from '../../../api/keys';
import { webhookEventTypes, type WebhookEventType } from '../../../contract/schemas/webhooks';
import { TextField } from '../fields/TextField';
import { CreateSubscriptionError } from './CreateSubscriptionError';
import { EVENT_TYPE_HELP } from './event-types';
import { SecretOnce } from './SecretOnce';

type Target = 'ferry' | 'own';

export function CreateSubscriptionForm() {
  const receiver = useReceiverUrl();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target>('ferry');
  const [ownUrl, setOwnUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [errors, setErrors] = useState<{ url?: string; types?: string }>({});
  const create = useMutation({
    mutationFn: createSubscription,
    onSuccess: async () => {
      // A receiver URL names one subscription: the next one gets a fresh id.
      queryClient.removeQueries({ queryKey: integratorKeys.receiverUrl() });
      await queryClient.invalidateQueries({ queryKey: integratorKeys.subscriptions() });
    },
  });
  const url = target === 'ferry' ? (receiver.data?.url ?? '') : ownUrl.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    // HTTPS-only (with a local-development exception) is the service's policy: it decides.
    if (target === 'own' && !/^https?:\/\/\S+$/.test(url)) {
      next.url = 'Enter the full address of your endpoint, such as https://example.com/webhooks.';
    }
    if (types.length === 0) next.types = 'Choose at least one event type.';
    setErrors(next);
    if (next.url || next.types || !url) return;
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
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="New webhook subscription">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Deliver events to</legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="target"
            checked={target === 'ferry'}
            onChange={() => setTarget('ferry')}
            className="mt-1 size-4"
          />
          <span>
            Ferry&apos;s own receiver: events show in the webhook console here.
            {receiver.isPending ? (
              <Skeleton className="mt-1 h-5 w-72" />
            ) : (
              receiver.data && (
                <span className="block font-mono text-sm break-all text-muted">
                  {receiver.data.url}
                </span>
              )
            )}
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
          <span>Your own HTTPS endpoint</span>
        </label>
      </fieldset>
      {target === 'own' && (
        <TextField
          label="Endpoint URL"
          type="url"
          mono
          placeholder="https://example.com/webhooks"
          value={ownUrl}
          onChange={setOwnUrl}
          hint="Must be HTTPS and reachable from the internet: private, loopback and link-local addresses are refused, so a subscription can never reach into an internal network."
          error={errors.url}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Event types</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(e) =>
                setTypes((t) => (e.target.checked ? [...t, type] : t.filter((x) => x !== type)))
              }
              className="mt-1 size-4"
            />
            <span>
              <span className="font-mono text-sm">{type}</span>
              <span className="block text-sm text-muted">{EVENT_TYPE_HELP[type]}</span>
            </span>
          </label>
        ))}
        {errors.types && <p className="text-sm font-medium text-danger">{errors.types}</p>}
      </fieldset>
      {create.isError && (
        <CreateSubscriptionError error={create.error} url={create.variables?.url ?? url} />
      )}
      <Button
        type="submit"
        loading={create.isPending}
        disabled={target === 'ferry' && !receiver.data}
      >
        Create subscription
      </Button>
    </form>
  );
}

import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { CopyButton } from '../../../components/ui/CopyButton';
import { T, useT } from '../../../i18n/useT';

/**
 * The signing secret, shown this once: it lives only in this component's memory (never in
 * browser storage) and is gone when the person confirms they stored it.
 */
export function SecretOnce({
  secret,
  url,
  onDone,
}: {
  secret: string;
  url: string;
  onDone: () => void;
}) {
  const t = useT();
  const [stored, setStored] = useState(false);
  const checkId = useId();
  return (
    <Notice
      tone="warning"
      title={
        <T
          id="integrator.secret.title"
          defaultMessage="Copy the signing secret now: it is shown only once"
        />
      }
      announce
    >
      <p>
        <T
          id="integrator.secret.created"
          defaultMessage="Subscription to {url} created."
          values={{
            url: (
              <span className="font-mono break-all" dir="ltr">
                {url}
              </span>
            ),
          }}
        />{' '}
        <T
          id="integrator.secret.body"
          defaultMessage="Your endpoint verifies each delivery with this secret. Ferry keeps it encrypted for its own receiver and test events, but will never show it again."
        />
      </p>
      <p
        dir="ltr"
        className="my-3 rounded-lg border border-border bg-bg p-3 font-mono text-sm break-all"
        data-testid="webhook-secret"
      >
        {secret}
      </p>
      <CopyButton
        text={secret}
        label={t.formatMessage({
          id: 'integrator.secret.copy',
          defaultMessage: 'Copy the signing secret',
        })}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={checkId} className="flex items-center gap-2">
          <input
            id={checkId}
            type="checkbox"
            checked={stored}
            onChange={(e) => setStored(e.target.checked)}
            className="size-4"
          />
          <T id="integrator.secret.stored" defaultMessage="I have stored it" />
        </label>
        <Button
          size="sm"
          onClick={onDone}
          disabledReason={
            stored
              ? undefined
              : t.formatMessage({
                  id: 'integrator.secret.confirmFirst',
                  defaultMessage: 'Confirm you stored the secret first.',
                })
          }
        >
          <T id="integrator.secret.done" defaultMessage="Done" />
        </Button>
      </div>
    </Notice>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { labelDepositAddressMutationOptions } from '../../../api/integrator-deposit-addresses';
import { Button } from '../../../components/ui/Button';
import { depositAddressLabelRequest } from '../../../contract/schemas/ferry-integrator';
import { T, useT } from '../../../i18n/useT';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { fieldErrorText, labelProblem, type FieldError } from './field-errors';

/** The integrator's own name for a deposit address, shown and edited in place. */
export function LabelEditor({ id, label }: { id: string; label: string | null }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(label ?? '');
  const [error, setError] = useState<FieldError>();
  const save = useMutation(labelDepositAddressMutationOptions(id));
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className={label ? 'font-medium' : 'text-muted'}>
          {label ?? <T id="integrator.label.none" defaultMessage="No label" />}
        </span>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {label ? (
            <T id="integrator.label.rename" defaultMessage="Rename" />
          ) : (
            <T id="integrator.label.add" defaultMessage="Add a label" />
          )}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = depositAddressLabelRequest.shape.label.safeParse(text);
    if (!checked.success) {
      setError(labelProblem(checked.error.issues));
      return;
    }
    setError(undefined);
    save.mutate(checked.data, { onSuccess: () => setEditing(false) });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={t.formatMessage({ id: 'integrator.label.field', defaultMessage: 'Label' })}
    >
      <TextField
        label={t.formatMessage({ id: 'integrator.label.field', defaultMessage: 'Label' })}
        value={text}
        onChange={setText}
        hint={t.formatMessage({
          id: 'integrator.label.hint',
          defaultMessage: 'Kept by Ferry to find this address again; empty removes it.',
        })}
        error={fieldErrorText(t, error)}
      />
      {save.isError && <ErrorNotice error={save.error} />}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          <T id="integrator.label.save" defaultMessage="Save" />
        </Button>
        <Button variant="secondary" type="button" onClick={() => setEditing(false)}>
          <T id="integrator.label.cancel" defaultMessage="Cancel" />
        </Button>
      </div>
    </form>
  );
}

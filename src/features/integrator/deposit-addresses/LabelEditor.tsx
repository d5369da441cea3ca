import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { labelDepositAddressMutationOptions } from '../../../api/integrator-deposit-addresses';
import { Button } from '../../../components/ui/Button';
import { depositAddressLabelRequest } from '../../../contract/schemas/ferry-integrator';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';

/** The integrator's own name for a deposit address, shown and edited in place. */
export function LabelEditor({ id, label }: { id: string; label: string | null }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(label ?? '');
  const [error, setError] = useState<string>();
  const save = useMutation(labelDepositAddressMutationOptions(id));
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className={label ? 'font-medium' : 'text-muted'}>{label ?? 'No label'}</span>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {label ? 'Rename' : 'Add a label'}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = depositAddressLabelRequest.shape.label.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(checked.data, { onSuccess: () => setEditing(false) });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Label">
      <TextField
        label="Label"
        value={text}
        onChange={setText}
        hint="Kept by Ferry to find this address again; empty removes it."
        error={error}
      />
      {save.isError && <ErrorNotice error={save.error} />}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" type="button" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

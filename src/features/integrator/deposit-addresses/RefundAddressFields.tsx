import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { parseAddressInput } from '../../../contract/address';
import { TextField } from '../fields/TextField';

interface Props {
  values: string[];
  onChange: (values: string[]) => void;
  errors?: (string | undefined)[];
}

const MAX_REFUND_ADDRESSES = 5;

/** Where a failed deposit is returned. Optional, but without one a refund is manual and slow. */
export function RefundAddressFields({ values, onChange, errors = [] }: Props) {
  const none = values.every((v) => v.trim() === '');
  const set = (i: number, value: string) => onChange(values.map((v, j) => (j === i ? value : v)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Refund addresses (strongly advised)</legend>
      {values.map((value, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={`Refund address ${i + 1}`}
              mono
              placeholder="0x…"
              value={value}
              onChange={(next) => set(i, next)}
              onBlur={() => {
                const parsed = value.trim() ? parseAddressInput(value) : undefined;
                if (parsed?.ok && parsed.address !== value) set(i, parsed.address);
              }}
              error={errors[i]}
            />
          </div>
          {values.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={`Remove refund address ${i + 1}`}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {values.length < MAX_REFUND_ADDRESSES && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...values, ''])}>
          Add another refund address
        </Button>
      )}
      {none && (
        <Notice tone="warning" title="No refund address">
          If a deposit to this address fails, its funds can then only be returned by a manual refund
          through support, which takes much longer. Add the address deposits come from, or one you
          control.
        </Notice>
      )}
    </fieldset>
  );
}

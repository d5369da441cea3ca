import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { parseAddressInput } from '../../../contract/address';
import { T, useT } from '../../../i18n/useT';
import { TextField } from '../fields/TextField';
import { fieldErrorText, type FieldError } from './field-errors';

interface Props {
  values: string[];
  onChange: (values: string[]) => void;
  errors?: (FieldError | undefined)[];
}

const MAX_REFUND_ADDRESSES = 5;

/** Where a failed deposit is returned. Optional, but without one a refund is manual and slow. */
export function RefundAddressFields({ values, onChange, errors = [] }: Props) {
  const t = useT();
  const none = values.every((v) => v.trim() === '');
  const set = (i: number, value: string) => onChange(values.map((v, j) => (j === i ? value : v)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        <T id="integrator.refund.legend" defaultMessage="Refund addresses (strongly advised)" />
      </legend>
      {values.map((value, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t.formatMessage(
                { id: 'integrator.refund.field', defaultMessage: 'Refund address {number}' },
                { number: i + 1 },
              )}
              mono
              placeholder="0x…"
              value={value}
              onChange={(next) => set(i, next)}
              onBlur={() => {
                const parsed = value.trim() ? parseAddressInput(value) : undefined;
                if (parsed?.ok && parsed.address !== value) set(i, parsed.address);
              }}
              error={fieldErrorText(t, errors[i])}
            />
          </div>
          {values.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={t.formatMessage(
                {
                  id: 'integrator.refund.removeField',
                  defaultMessage: 'Remove refund address {number}',
                },
                { number: i + 1 },
              )}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
            >
              <T id="integrator.refund.remove" defaultMessage="Remove" />
            </Button>
          )}
        </div>
      ))}
      {values.length < MAX_REFUND_ADDRESSES && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...values, ''])}>
          <T id="integrator.refund.add" defaultMessage="Add another refund address" />
        </Button>
      )}
      {none && (
        <Notice
          tone="warning"
          title={<T id="integrator.refund.noneTitle" defaultMessage="No refund address" />}
        >
          <T
            id="integrator.refund.noneBody"
            defaultMessage="If a deposit to this address fails, its funds can then only be returned by a manual refund through support, which takes much longer. Add the address deposits come from, or one you control."
          />
        </Notice>
      )}
    </fieldset>
  );
}

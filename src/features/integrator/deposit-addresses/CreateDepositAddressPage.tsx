import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { parseAddressInput } from '../../../contract/address';
import { T, useT } from '../../../i18n/useT';
import { createDepositAddressMutationOptions } from '../../../api/integrator-deposit-addresses';
import { IntegratorSection } from '../IntegratorSection';
import { TextField } from '../fields/TextField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { DestinationFields } from './DestinationFields';
import { fieldErrorText } from './field-errors';
import { checkForm, emptyForm, type FormErrors } from './form-model';
import { RefundAddressFields } from './RefundAddressFields';

export function CreateDepositAddressPage() {
  const t = useT();
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const navigate = useNavigate();
  const create = useMutation(createDepositAddressMutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(values);
    setErrors(checked.errors);
    if (!checked.request) return;
    create.mutate(
      { request: checked.request, label: checked.label ?? null },
      {
        onSuccess: (record) =>
          navigate({
            to: '/integrator/deposit-addresses/$addressId',
            params: { addressId: record.id },
            search: { created: 1 },
          }),
      },
    );
  };

  return (
    <IntegratorSection
      title={t.formatMessage({
        id: 'integrator.create.title',
        defaultMessage: 'New deposit address',
      })}
      description={t.formatMessage({
        id: 'integrator.create.description',
        defaultMessage:
          'A persistent address: anything deposited to it, from any supported chain, is sent on to your recipient.',
      })}
    >
      <Card className="p-5 sm:p-6">
        <form
          noValidate
          onSubmit={submit}
          className="space-y-5"
          aria-label={t.formatMessage({
            id: 'integrator.create.title',
            defaultMessage: 'New deposit address',
          })}
        >
          <DestinationFields
            chainId={values.chainId}
            token={values.token}
            onChange={(next) => setValues((v) => ({ ...v, ...next }))}
            errors={errors}
          />
          <TextField
            label={t.formatMessage({
              id: 'integrator.create.recipient',
              defaultMessage: 'Recipient',
            })}
            mono
            placeholder="0x…"
            value={values.recipient}
            onChange={(recipient) => setValues((v) => ({ ...v, recipient }))}
            onBlur={() => {
              const parsed = parseAddressInput(values.recipient);
              if (parsed.ok) setValues((v) => ({ ...v, recipient: parsed.address }));
            }}
            hint={t.formatMessage({
              id: 'integrator.create.recipientHint',
              defaultMessage:
                'Who receives the funds on the destination chain. Checked against its checksum.',
            })}
            error={fieldErrorText(t, errors.recipient)}
          />
          <TextField
            label={t.formatMessage({
              id: 'integrator.create.label',
              defaultMessage: 'Label (optional)',
            })}
            placeholder={t.formatMessage({
              id: 'integrator.create.labelPlaceholder',
              defaultMessage: 'e.g. Payouts for Acme on Base',
            })}
            value={values.label}
            onChange={(label) => setValues((v) => ({ ...v, label }))}
            hint={t.formatMessage({
              id: 'integrator.create.labelHint',
              defaultMessage:
                'Your own name for this address, kept by Ferry to find it again; the service never sees it.',
            })}
            error={fieldErrorText(t, errors.label)}
          />
          <RefundAddressFields
            values={values.refundAddresses}
            onChange={(refundAddresses) => setValues((v) => ({ ...v, refundAddresses }))}
            errors={errors.refundAddresses}
          />
          {create.isError && <ErrorNotice error={create.error} />}
          <Button type="submit" loading={create.isPending}>
            <T id="integrator.create.submit" defaultMessage="Create deposit address" />
          </Button>
        </form>
      </Card>
    </IntegratorSection>
  );
}

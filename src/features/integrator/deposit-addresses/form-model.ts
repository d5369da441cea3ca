// The create form's values, checked as a person fills them in, and the request they make.
import { parseAddressInput } from '../../../contract/address';
import type { DepositAddressRequest } from '../../../contract/schemas/deposit-addresses';
import { depositAddressLabelRequest } from '../../../contract/schemas/ferry-integrator';
import { addressProblem, formMessages, labelProblem, type FieldError } from './field-errors';

export interface DepositAddressFormValues {
  chainId: string;
  token: string;
  recipient: string;
  refundAddresses: string[];
  /** Ferry's own name for it; not sent to the service. */
  label: string;
}

export const emptyForm: DepositAddressFormValues = {
  chainId: '',
  token: '',
  recipient: '',
  refundAddresses: [''],
  label: '',
};

export type FormErrors = Partial<
  Record<'chainId' | 'token' | 'recipient' | 'label', FieldError>
> & {
  refundAddresses?: (FieldError | undefined)[];
};

export function checkForm(v: DepositAddressFormValues): {
  errors: FormErrors;
  request?: DepositAddressRequest;
  label?: string | null;
} {
  const errors: FormErrors = {};
  const label = depositAddressLabelRequest.shape.label.safeParse(v.label);
  if (!label.success) errors.label = labelProblem(label.error.issues);
  if (!v.chainId) errors.chainId = { message: formMessages.chooseChain };
  if (!v.token) errors.token = { message: formMessages.chooseToken };
  const recipient = parseAddressInput(v.recipient);
  if (!recipient.ok) errors.recipient = addressProblem(recipient.reason);
  const refunds = v.refundAddresses.map((text) =>
    text.trim() === '' ? undefined : parseAddressInput(text),
  );
  const refundErrors = refunds.map((r) => (r && !r.ok ? addressProblem(r.reason) : undefined));
  if (refundErrors.some(Boolean)) errors.refundAddresses = refundErrors;
  if (Object.keys(errors).length > 0 || !recipient.ok) return { errors };
  const refundAddresses = refunds.flatMap((r) =>
    r?.ok ? [{ namespace: 'evm', address: r.address }] : [],
  );
  return {
    errors,
    label: label.success ? label.data : null,
    request: {
      destination: {
        token: { chainId: Number(v.chainId), address: v.token },
        recipient: recipient.address,
      },
      ...(refundAddresses.length > 0 && { refundAddresses }),
    },
  };
}

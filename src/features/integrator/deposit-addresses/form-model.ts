// The create form's values, checked as a person fills them in, and the request they make.
import { parseAddressInput } from '../../../contract/address';
import type { DepositAddressRequest } from '../../../contract/schemas/deposit-addresses';
import { depositAddressLabelRequest } from '../../../contract/schemas/ferry-integrator';

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

export type FormErrors = Partial<Record<'chainId' | 'token' | 'recipient' | 'label', string>> & {
  refundAddresses?: (string | undefined)[];
};

export function checkForm(v: DepositAddressFormValues): {
  errors: FormErrors;
  request?: DepositAddressRequest;
  label?: string | null;
} {
  const errors: FormErrors = {};
  const label = depositAddressLabelRequest.shape.label.safeParse(v.label);
  if (!label.success) errors.label = label.error.issues[0]?.message ?? 'Check the label.';
  if (!v.chainId) errors.chainId = 'Choose the chain the funds go to.';
  if (!v.token) errors.token = 'Choose the token the recipient receives.';
  const recipient = parseAddressInput(v.recipient);
  if (!recipient.ok) errors.recipient = recipient.message;
  const refunds = v.refundAddresses.map((text) =>
    text.trim() === '' ? undefined : parseAddressInput(text),
  );
  const refundErrors = refunds.map((r) => (r && !r.ok ? r.message : undefined));
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

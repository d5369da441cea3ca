// The create form's values, checked as a person fills them in, and the request they make.
import { parseAddressInput } from '../../../contract/address';
import type { DepositAddressRequest } from '../../../contract/schemas/deposit-addresses';

export interface DepositAddressFormValues {
  chainId: string;
  token: string;
  recipient: string;
  refundAddresses: string[];
}

export const emptyForm: DepositAddressFormValues = {
  chainId: '',
  token: '',
  recipient: '',
  refundAddresses: [''],
};

export type FormErrors = Partial<Record<'chainId' | 'token' | 'recipient', string>> & {
  refundAddresses?: (string | undefined)[];
};

export function checkForm(v: DepositAddressFormValues): {
  errors: FormErrors;
  request?: DepositAddressRequest;
} {
  const errors: FormErrors = {};
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
    request: {
      destination: {
        token: { chainId: Number(v.chainId), address: v.token },
        recipient: recipient.address,
      },
      ...(refundAddresses.length > 0 && { refundAddresses }),
    },
  };
}

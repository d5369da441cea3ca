// What the create form and the label editor say about a field, as messages formatted where
// shown: address problems by the contract's reason codes, a label by the rule it breaks.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { addressProblems } from '../../../components/address-problems';
import type { AddressInputReason } from '../../../contract/address';
import { DEPOSIT_ADDRESS_LABEL_MAX } from '../../../contract/schemas/ferry-integrator';

export interface FieldError {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export const formMessages = defineMessages({
  chooseChain: {
    id: 'integrator.create.chooseChain',
    defaultMessage: 'Choose the chain the funds go to.',
  },
  chooseToken: {
    id: 'integrator.create.chooseToken',
    defaultMessage: 'Choose the token the recipient receives.',
  },
  labelTooLong: {
    id: 'integrator.label.tooLong',
    defaultMessage: 'At most {max, plural, one {# character} other {# characters}}.',
  },
  labelNotPlain: {
    id: 'integrator.label.notPlain',
    defaultMessage: 'Use plain text, without control characters.',
  },
});

export const addressProblem = (reason: AddressInputReason): FieldError => ({
  message: addressProblems[reason],
});

/** The label's first broken rule: its length, else its characters. */
export function labelProblem(issues: readonly { code: string }[]): FieldError {
  return issues.some((i) => i.code === 'too_big')
    ? { message: formMessages.labelTooLong, values: { max: DEPOSIT_ADDRESS_LABEL_MAX } }
    : { message: formMessages.labelNotPlain };
}

export const fieldErrorText = (t: IntlShape, error: FieldError | undefined) =>
  error && t.formatMessage(error.message, error.values);

// Why a typed address is refused, in the person's words: src/contract/address gives the reason
// code; the bridge's recipient field and the dashboard's forms say it with these messages.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AddressInputReason } from '../contract/address';

export const addressProblems = defineMessages({
  empty: { id: 'components.address.empty', defaultMessage: 'Enter an address.' },
  'missing-prefix': {
    id: 'components.address.missingPrefix',
    defaultMessage: 'An address starts with 0x.',
  },
  'wrong-length': {
    id: 'components.address.wrongLength',
    defaultMessage: 'An address is 0x followed by exactly 40 characters.',
  },
  'not-hex': {
    id: 'components.address.notHex',
    defaultMessage: 'An address uses only the digits 0–9 and the letters a–f.',
  },
  'bad-checksum': {
    id: 'components.address.badChecksum',
    defaultMessage:
      'The capital letters in this address do not match its checksum, so it may contain a typo. Copy it again from the source.',
  },
  'zero-address': {
    id: 'components.address.zero',
    defaultMessage: 'This is the zero address; funds sent to it are lost.',
  },
}) satisfies Record<AddressInputReason, MessageDescriptor>;

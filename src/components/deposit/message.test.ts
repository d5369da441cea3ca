import { createIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { messageOf } from './message';
import { transferOutcomeMessages } from './outcome';
import { formatsFor } from '../../lib/format';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { refundedTransferFixture } from '../../contract/testing/v1-transfers';

const intl = (locale: 'en' | 'ar') => createIntl({ locale, messages: catalogue(locale) });
const refunded = transferResponse.parse(refundedTransferFixture);

it('keeps amounts, addresses and chains left to right in Arabic, and chooses the variant', () => {
  const [message] = transferOutcomeMessages(formatsFor(), refunded, 'refunded', '0xRefund')!;
  const values = {
    amount: '25 USDC',
    refund: 'yes',
    refundAddress: '0xRefund',
    origin: 'Arbitrum One',
    destination: 'BNB Smart Chain',
  };
  expect(messageOf(intl('en'), message!)).toBe(
    formatMessage('components.outcome.refunded', values),
  );
  const isolate = (v: string) => `\u2066${v}\u2069`;
  expect(messageOf(intl('ar'), message!)).toBe(
    formatMessage(
      'components.outcome.refunded',
      {
        amount: isolate('25 USDC'),
        refund: 'yes',
        refundAddress: isolate('0xRefund'),
        origin: isolate('Arbitrum One'),
        destination: isolate('BNB Smart Chain'),
      },
      'ar',
    ),
  );
});

it('isolates an amount the page’s formatter already isolated only once', () => {
  const ar = intl('ar');
  const [message] = transferOutcomeMessages(formatsFor(ar), refunded, 'refunded')!;
  expect(message!.values?.amount).toBe('\u206625 USDC\u2069');
  expect(messageOf(ar, message!)).toContain('\u206625 USDC\u2069');
  expect(messageOf(ar, message!)).not.toContain('\u2066\u2066');
});

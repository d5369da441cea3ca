import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  quotedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import { transferResponse, type Transfer } from '../../contract/schemas/v1-transfers';
import type { Locale } from '../../i18n/locales';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { formatsFor } from '../../lib/format';
import { messageOf } from './message';
import { transferOutcomeMessages } from './outcome';

/** The outcome as the tracker shows it: each sentence in the page's language, one after another. */
function shown(t: Transfer, state: string, refundAddress?: string, locale: Locale = 'en') {
  const intl = createIntl({ locale, messages: catalogue(locale) });
  return transferOutcomeMessages(formatsFor(intl), t, state, refundAddress)
    ?.map((m) => messageOf(intl, m))
    .join(' ');
}

describe('settled outcome in plain words', () => {
  it('says what arrived where, what went back where, or that nothing moved', () => {
    const filled = transferResponse.parse(transferFixture);
    expect(shown(filled, 'filled')).toBe(
      formatMessage('components.outcome.delivered', {
        amount: '24.987512 USDC',
        recipient: filled.recipient,
        destination: 'BNB Smart Chain',
      }),
    );
    const refunded = transferResponse.parse(refundedTransferFixture);
    expect(shown(refunded, 'refunded', '0xRefund')).toBe(
      formatMessage('components.outcome.refunded', {
        amount: '25 USDC',
        refund: 'yes',
        refundAddress: '0xRefund',
        origin: 'Arbitrum One',
        destination: 'BNB Smart Chain',
      }),
    );
    expect(shown(refunded, 'refunded')).toBe(
      formatMessage('components.outcome.refunded', {
        amount: '25 USDC',
        refund: 'no',
        origin: 'Arbitrum One',
        destination: 'BNB Smart Chain',
      }),
    );
    const quoted = transferResponse.parse(quotedTransferFixture);
    expect(shown(quoted, 'expired')).toBe(formatMessage('components.outcome.expired'));
    const failed = { ...quoted, status: { ...quoted.status, reason: 'INSUFFICIENT_BALANCE' } };
    expect(transferOutcomeMessages(formatsFor(), failed, 'failed')?.map((m) => m.id)).toEqual([
      'components.outcome.failed',
      'components.reason.insufficientBalance',
    ]);
    expect(shown(failed, 'failed')).toBe(
      `${formatMessage('components.outcome.failed', { origin: 'Arbitrum One' })} ${formatMessage('components.reason.insufficientBalance')}`,
    );
  });

  it('has no outcome while in progress or unknown', () => {
    const quoted = transferResponse.parse(quotedTransferFixture);
    for (const s of ['quoted', 'submitted', 'deposited', 'refund_pending', 'indexing', 'unknown']) {
      expect(shown(quoted, s)).toBeUndefined();
    }
  });
});

describe('the outcome in the page’s language', () => {
  it('writes the amount that arrived the Spanish way', () => {
    const filled = transferResponse.parse(transferFixture);
    expect(shown(filled, 'filled', undefined, 'es')).toBe(
      formatMessage(
        'components.outcome.delivered',
        {
          amount: '24,987512 USDC',
          recipient: filled.recipient,
          destination: 'BNB Smart Chain',
        },
        'es',
      ),
    );
  });
});

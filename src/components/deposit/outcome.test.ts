import { describe, expect, it } from 'vitest';
import {
  quotedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { createIntl } from 'react-intl';
import { catalogue, say } from '../../i18n/testing/say';
import { formatsFor } from '../../lib/format';
import { wordsOf } from './message';
import { transferOutcome, transferOutcomeMessages } from './outcome';

describe('settled outcome in plain words', () => {
  it('says what arrived where, what went back where, or that nothing moved', () => {
    const filled = transferResponse.parse(transferFixture);
    expect(transferOutcome(filled, 'filled')).toBe(
      say('components.outcome.delivered', {
        amount: '24.987512 USDC',
        recipient: filled.recipient,
        destination: 'BNB Smart Chain',
      }),
    );
    const refunded = transferResponse.parse(refundedTransferFixture);
    expect(transferOutcome(refunded, 'refunded', '0xRefund')).toBe(
      say('components.outcome.refunded', {
        amount: '25 USDC',
        refund: 'yes',
        refundAddress: '0xRefund',
        origin: 'Arbitrum One',
        destination: 'BNB Smart Chain',
      }),
    );
    expect(transferOutcome(refunded, 'refunded')).toContain('the refund address');
    const quoted = transferResponse.parse(quotedTransferFixture);
    expect(transferOutcome(quoted, 'expired')).toMatch(/quote expired.*nothing left the wallet/);
    const failed = { ...quoted, status: { ...quoted.status, reason: 'INSUFFICIENT_BALANCE' } };
    expect(transferOutcomeMessages(formatsFor(), failed, 'failed')?.map((m) => m.id)).toEqual([
      'components.outcome.failed',
      'components.reason.insufficientBalance',
    ]);
    expect(transferOutcome(failed, 'failed')).toBe(
      `${say('components.outcome.failed', { origin: 'Arbitrum One' })} ${say('components.reason.insufficientBalance')}`,
    );
  });

  it('has no outcome while in progress or unknown', () => {
    const quoted = transferResponse.parse(quotedTransferFixture);
    for (const s of ['quoted', 'submitted', 'deposited', 'refund_pending', 'indexing', 'unknown']) {
      expect(transferOutcome(quoted, s)).toBeUndefined();
    }
  });
});

describe('the outcome in the page’s language', () => {
  it('writes the amount that arrived the Spanish way', () => {
    const es = createIntl({ locale: 'es', messages: catalogue('es') });
    const filled = transferResponse.parse(transferFixture);
    const [message] = transferOutcomeMessages(formatsFor(es), filled, 'filled')!;
    expect(wordsOf(es, message!)).toBe(
      say(
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

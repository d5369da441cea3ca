import { describe, expect, it } from 'vitest';
import {
  quotedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { transferOutcome } from './outcome';

describe('settled outcome in plain words', () => {
  it('says what arrived where, what went back where, or that nothing moved', () => {
    const filled = transferResponse.parse(transferFixture);
    expect(transferOutcome(filled, 'filled')).toBe(
      `24.987512 USDC arrived at ${filled.recipient} on BNB Smart Chain.`,
    );
    const refunded = transferResponse.parse(refundedTransferFixture);
    expect(transferOutcome(refunded, 'refunded', '0xRefund')).toBe(
      'No relayer delivered it in time, so 25 USDC went back to 0xRefund on Arbitrum One. Nothing arrived on BNB Smart Chain.',
    );
    const quoted = transferResponse.parse(quotedTransferFixture);
    expect(transferOutcome(quoted, 'expired')).toMatch(/quote expired.*nothing left the wallet/);
    const failed = { ...quoted, status: { ...quoted.status, reason: 'INSUFFICIENT_BALANCE' } };
    expect(transferOutcome(failed, 'failed')).toBe(
      'The deposit could not be made on Arbitrum One, so nothing left the wallet. The balance on the origin chain did not cover the amount.',
    );
  });

  it('has no outcome while in progress or unknown', () => {
    const quoted = transferResponse.parse(quotedTransferFixture);
    for (const s of ['quoted', 'submitted', 'deposited', 'refund_pending', 'indexing', 'unknown']) {
      expect(transferOutcome(quoted, s)).toBeUndefined();
    }
  });
});

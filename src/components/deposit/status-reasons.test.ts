import { describe, expect, it } from 'vitest';
import { reasonMessage } from './status-reasons';

describe('reasonMessage', () => {
  it('explains a deposit sent after its quote expired in words, not as a bare code', () => {
    expect(reasonMessage('DEPOSITED_AFTER_EXPIRY')?.id).toBe(
      'components.reason.depositedAfterExpiry',
    );
  });
});

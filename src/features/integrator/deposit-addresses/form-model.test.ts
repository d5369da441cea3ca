import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_ADDRESS_LABEL_MAX } from '../../../contract/schemas/ferry-integrator';
import { formatMessage } from '../../../i18n/testing/format-message';
import { addressProblem, formMessages } from './field-errors';
import { checkForm, emptyForm } from './form-model';

const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

describe('deposit address form', () => {
  it('names every missing field', () => {
    const { errors, request } = checkForm(emptyForm);
    expect(request).toBeUndefined();
    expect(errors.chainId).toEqual({ message: formMessages.chooseChain });
    expect(errors.token).toEqual({ message: formMessages.chooseToken });
    expect(errors.recipient).toEqual(addressProblem('empty'));
  });

  it('sends the recipient and refund addresses checksummed, skipping empty refund rows', () => {
    const { request } = checkForm({
      chainId: '8453',
      token: USDC_BASE,
      recipient: '  0x9f2c6a3b6e1f4c2d8a7b5e3f1d0c9b8a7e6f5d4c  ',
      refundAddresses: ['', '0xdead00000000000000000000000000000000beef'],
      label: '',
    });
    expect(request).toEqual({
      destination: {
        token: { chainId: 8453, address: USDC_BASE },
        recipient: getAddress('0x9f2c6a3b6e1f4c2d8a7b5e3f1d0c9b8a7e6f5d4c'),
      },
      refundAddresses: [
        { namespace: 'evm', address: getAddress('0xdead00000000000000000000000000000000beef') },
      ],
    });
  });

  it('leaves refundAddresses out when none is given, and refuses a bad checksum', () => {
    const ok = checkForm({
      chainId: '10',
      token: USDC_BASE,
      recipient: USDC_BASE,
      refundAddresses: [''],
      label: '',
    });
    expect(ok.request).not.toHaveProperty('refundAddresses');
    const bad = checkForm({
      chainId: '10',
      token: USDC_BASE,
      recipient: USDC_BASE,
      refundAddresses: ['0x833589FCD6eDb6E08f4c7C32D4f71b54bdA02913'],
      label: '',
    });
    expect(bad.request).toBeUndefined();
    expect(bad.errors.refundAddresses?.[0]).toEqual(addressProblem('bad-checksum'));
  });

  it('keeps a label for Ferry (trimmed, empty = none) and refuses one too long or unprintable', () => {
    const base = { chainId: '10', token: USDC_BASE, recipient: USDC_BASE, refundAddresses: [''] };
    expect(checkForm({ ...base, label: '  Payouts  ' }).label).toBe('Payouts');
    expect(checkForm({ ...base, label: '   ' }).label).toBeNull();
    const long = checkForm({ ...base, label: 'x'.repeat(81) });
    expect(long.request).toBeUndefined();
    const tooLong = long.errors.label!;
    expect(tooLong.message).toBe(formMessages.labelTooLong);
    expect(formatMessage(tooLong.message.id!, tooLong.values)).toMatch(
      String(DEPOSIT_ADDRESS_LABEL_MAX),
    );
    expect(checkForm({ ...base, label: 'a\u0000b' }).errors.label).toEqual({
      message: formMessages.labelNotPlain,
    });
  });
});

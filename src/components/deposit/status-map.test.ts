import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositStatus, depositStatuses } from '../../contract/schemas/deposits';
import {
  terminalTransferStates,
  transferState,
  transferStates,
} from '../../contract/schemas/v1-transfers';
import { createIntl } from 'react-intl';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { messageOf } from './message';
import { STATUS_MAP, reasonMessage, statusInfo, statusText, type StatusKey } from './status-map';

const ctx = { origin: 'Arbitrum One', destination: 'Base', refundAddress: '0xRefund' };
const en = createIntl({ locale: 'en', messages: catalogue('en') });
/** A state's messages as a tracker shows them, in English. */
const shown = (info: (typeof STATUS_MAP)[StatusKey]) => statusText(en, info, ctx);
const terminalDeposit = ['filled', 'slowFilled', 'refunded', 'deposit-failed'];
const terminalTransfer: readonly string[] = terminalTransferStates;

describe('status map', () => {
  it('on the sandbox, a pending refund says when it comes, not "hours" (at 60×: 2 minutes)', () => {
    const info = statusInfo('transfer', 'refund_pending');
    const onSandbox = statusText(en, info, { ...ctx, refundWithin: '2 min' });
    expect(onSandbox.next).toContain('2 min');
    expect(`${onSandbox.label} ${onSandbox.next}`).not.toMatch(/hour/i);
    // The real service keeps its own words: refunds come at the next settlement.
    expect(shown(info).next).toMatch(/few hours/);
  });

  it('covers every known transfer state and deposit status, plus indexing and unknown', () => {
    const expected = [
      ...[...transferStates, 'indexing', 'unknown'].map((s) => `transfer:${s}`),
      ...[...depositStatuses, 'indexing', 'unknown'].map((s) => `deposit:${s}`),
    ].sort();
    expect(Object.keys(STATUS_MAP).sort()).toEqual(expected);
  });

  it('gives every entry a label, help and next step in plain words', () => {
    for (const [key, info] of Object.entries(STATUS_MAP)) {
      const text = shown(info);
      expect(text.label, key).toMatch(/\S/);
      expect(text.help, key).toMatch(/\S{3}/);
      expect(text.next, key).toMatch(/\S{3}/);
      expect(text.help, key).not.toMatch(/undefined|null|\$\{|\{\w+\}/);
      expect(text.next, key).not.toMatch(/undefined|null|\$\{|\{\w+\}/);
    }
  });

  it('marks only the explicit terminal states complete, each with an outcome', () => {
    for (const state of transferStates) {
      const info = statusInfo('transfer', state);
      expect(info.complete, state).toBe(terminalTransfer.includes(state));
      expect(Boolean(info.outcome), state).toBe(info.complete);
    }
    for (const status of depositStatuses) {
      const info = statusInfo('deposit', status);
      expect(info.complete, status).toBe(terminalDeposit.includes(status));
      expect(Boolean(info.outcome), status).toBe(info.complete);
    }
  });

  it('shows slow-fill-like intermediate states, indexing and unknown as in progress', () => {
    for (const key of [
      'deposit:slowFillRequested',
      'deposit:unfilled',
      'deposit:pending',
      'deposit:deposit-pending',
      'deposit:indexing',
      'deposit:unknown',
      'transfer:indexing',
      'transfer:unknown',
      'transfer:refund_pending',
    ] satisfies StatusKey[]) {
      const info = STATUS_MAP[key];
      expect(info.complete, key).toBe(false);
      expect(info.outcome, key).toBeUndefined();
      expect(info.tone, key).not.toBe('success');
    }
    expect(shown(STATUS_MAP['transfer:unknown']).label).toBe(
      formatMessage('components.status.inProgress'),
    );
    expect(shown(STATUS_MAP['transfer:indexing']).label).toBe(
      formatMessage('components.status.indexing.label'),
    );
    expect(STATUS_MAP['transfer:indexing'].tone).not.toBe('danger');
  });

  it('shows a deposit past its deadline as a refund pending for hours, to the refund address', () => {
    const info = statusInfo('deposit', 'expired');
    const text = shown(info);
    expect(text.label).toBe(formatMessage('components.status.refundPending.label'));
    expect(info.complete).toBe(false);
    expect(text.help).toBe(
      formatMessage('components.status.refundPending.help', {
        destination: 'Base',
        refund: 'yes',
        refundAddress: '0xRefund',
        origin: 'Arbitrum One',
      }),
    );
    expect(text.help).toContain('0xRefund');
    expect(text.next).toBe(formatMessage('components.status.refundPending.next'));
    expect(statusInfo('transfer', 'refund_pending')).toBe(info);
  });

  it('maps 20 random unknown strings to "in progress", never to success', () => {
    const knownStates = new Set<string>([
      ...transferStates,
      ...depositStatuses,
      'indexing',
      'unknown',
    ]);
    const unknownString = fc
      .string({ minLength: 0, maxLength: 40 })
      .filter((s) => !knownStates.has(s));
    let successes = 0;
    fc.assert(
      fc.property(unknownString, (raw) => {
        for (const kind of ['transfer', 'deposit'] as const) {
          // Through the wire schema first (the open enum), then straight in.
          const parsed = (kind === 'transfer' ? transferState : depositStatus).parse(raw);
          expect(parsed).toBe('unknown');
          for (const info of [statusInfo(kind, parsed), statusInfo(kind, raw)]) {
            if (info.complete || info.outcome || info.tone === 'success') successes++;
            expect(shown(info).label).toBe(formatMessage('components.status.inProgress'));
          }
        }
      }),
      { numRuns: 20 },
    );
    expect(successes).toBe(0);
  });

  it('does not treat prototype keys as states', () => {
    for (const raw of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(statusInfo('transfer', raw)).toBe(STATUS_MAP['transfer:unknown']);
    }
  });
});

describe('the messages in another language', () => {
  it('formats every state in Spanish, naming the chains and the refund address', () => {
    const es = createIntl({ locale: 'es', messages: catalogue('es') });
    for (const [key, info] of Object.entries(STATUS_MAP)) {
      const text = statusText(es, info, ctx);
      expect(text.label, key).not.toBe(shown(info).label);
      expect(text.help, key).not.toBe(shown(info).help);
    }
    const refund = statusText(es, statusInfo('deposit', 'expired'), ctx);
    expect(refund.label).toBe(formatMessage('components.status.refundPending.label', {}, 'es'));
    expect(refund.help).toContain('0xRefund');
    expect(refund.help).toContain('Arbitrum One');
    const noAddress = statusText(es, statusInfo('deposit', 'expired'), {
      ...ctx,
      refundAddress: undefined,
    });
    expect(noAddress.help).toContain('la dirección de reembolso en Arbitrum One');
  });
});

describe('reasonMessage', () => {
  it('explains known reasons, names unknown codes, and drops anything else', () => {
    const reasonText = (reason: string | null) => {
      const message = reasonMessage(reason);
      return message && messageOf(en, message);
    };
    expect(reasonText('INSUFFICIENT_BALANCE')).toBe(
      formatMessage('components.reason.insufficientBalance'),
    );
    expect(reasonMessage('NEW_REASON_X')).toMatchObject({ values: { code: 'NEW_REASON_X' } });
    expect(reasonText('NEW_REASON_X')).toBe(
      formatMessage('components.reason.code', { code: 'NEW_REASON_X' }),
    );
    expect(reasonText('<img src=x>')).toBeUndefined();
    expect(reasonText(null)).toBeUndefined();
    expect(reasonText('toString')).toBeUndefined();
  });
});

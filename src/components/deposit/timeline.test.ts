import { describe, expect, it } from 'vitest';
import { depositResponseFixture, unfilledDepositFixture } from '../../contract/testing/deposits';
import {
  quotedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import { depositDetail } from '../../contract/schemas/deposit';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { english } from '../../i18n/english';
import { formatMessage } from '../../i18n/testing/format-message';
import { messageOf } from './message';
import { depositTimeline, transferTimeline, type TimelineStep } from './timeline';

/** A step's label as a person reads it in English. */
const text = ({ label }: TimelineStep) => messageOf(english, label);

const filled = transferResponse.parse(transferFixture);
const refunded = transferResponse.parse(refundedTransferFixture);
const quoted = transferResponse.parse(quotedTransferFixture);

describe('transferTimeline', () => {
  it('lists every state with its time, linking deposit and fill to their chains', () => {
    const steps = transferTimeline(filled, 'filled', { kind: 'signature' });
    expect(steps.map(text)).toEqual([
      formatMessage('components.timeline.quoted'),
      formatMessage('components.timeline.submitted'),
      formatMessage('components.timeline.deposited', { origin: 'Arbitrum One' }),
      formatMessage('components.timeline.filled', { destination: 'BNB Smart Chain' }),
    ]);
    expect(steps.every((s) => s.status === 'done' && s.at)).toBe(true);
    expect(steps[2]!.tx).toEqual({ chainId: 42161, txnRef: filled.deposit!.txnRef });
    expect(steps[3]!.tx).toEqual({ chainId: 56, txnRef: filled.fill!.txnRef });
  });

  it('shows the refund branch with a reason in words and the refund on the origin chain', () => {
    const steps = transferTimeline(refunded, 'refunded');
    const pending = steps.find(
      (s) => text(s) === formatMessage('components.timeline.refundPending'),
    )!;
    expect(pending.warn).toBe(true);
    expect(pending.note).toMatchObject({ id: 'components.reason.fillDeadlinePassed' });
    expect(text(steps.at(-1)!)).toBe(
      formatMessage('components.timeline.refunded', { origin: 'Arbitrum One' }),
    );
    expect(steps.at(-1)!.tx).toEqual({ chainId: 42161, txnRef: refunded.refund!.txnRef });
  });

  it('adds the steps still to come, the first one current', () => {
    const steps = transferTimeline(quoted, 'quoted');
    expect(steps.map((s) => s.status)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(text(steps.at(-1)!)).toBe(
      formatMessage('components.timeline.delivery', { destination: 'BNB Smart Chain' }),
    );
  });

  it('names what the person did for a transfer funded by an approval and a deposit', () => {
    const approvalTxnRef = `0x${'ab'.repeat(32)}`;
    const steps = transferTimeline(filled, 'filled', { kind: 'transaction', approvalTxnRef });
    expect(steps.map(text)).toEqual([
      formatMessage('components.timeline.quoted'),
      formatMessage('components.timeline.approved', { origin: 'Arbitrum One' }),
      formatMessage('components.timeline.submittedTx'),
      formatMessage('components.timeline.deposited', { origin: 'Arbitrum One' }),
      formatMessage('components.timeline.filled', { destination: 'BNB Smart Chain' }),
    ]);
    expect(steps.map(text)).not.toContain(formatMessage('components.timeline.submitted'));
    expect(steps[1]!.tx).toEqual({ chainId: 42161, txnRef: approvalTxnRef });
  });

  it('says only the deposit was sent when the allowance was already there', () => {
    const steps = transferTimeline(filled, 'filled', { kind: 'transaction' });
    expect(steps.map(text)).toContain(formatMessage('components.timeline.submittedTx'));
    expect(steps.map(text)).not.toContain(
      formatMessage('components.timeline.approved', { origin: 'Arbitrum One' }),
    );
  });

  it('asks to send from the wallet, not to sign, for a quote funded by transaction', () => {
    const steps = transferTimeline(quoted, 'quoted', { kind: 'transaction' });
    expect(text(steps[1]!)).toBe(formatMessage('components.timeline.send'));
  });

  it('uses messages true of both kinds when this browser did not send it', () => {
    expect(transferTimeline(filled, 'filled').map(text)).toContain(
      formatMessage('components.timeline.submittedAny'),
    );
    expect(text(transferTimeline(quoted, 'quoted')[1]!)).toBe(
      formatMessage('components.timeline.submit'),
    );
  });

  it('names an unknown history state neutrally instead of guessing', () => {
    const odd = {
      ...quoted,
      history: [{ state: 'unknown' as const, at: quoted.createdAt, reason: null }],
    };
    expect(text(transferTimeline(odd, 'unknown')[0]!)).toBe(
      formatMessage('components.timeline.update'),
    );
  });
});

describe('depositTimeline', () => {
  it('shows a filled deposit with both transactions', () => {
    const d = depositDetail.parse(depositResponseFixture.deposit);
    const steps = depositTimeline(d, 'filled');
    expect(steps.map((s) => s.key)).toEqual(['deposited', 'filled']);
    expect(steps[1]!.tx).toEqual({ chainId: 8453, txnRef: d.fillTxnRef });
  });

  it('shows an expired deposit waiting for its refund, and a pending one waiting for a fill', () => {
    const d = depositDetail.parse({ ...unfilledDepositFixture, status: 'expired' });
    expect(depositTimeline(d, 'expired').map((s) => [s.key, s.status])).toEqual([
      ['deposited', 'done'],
      ['expired', 'done'],
      ['refunded', 'current'],
    ]);
    expect(depositTimeline(d, 'unfilled').map((s) => s.status)).toEqual(['done', 'current']);
    expect(depositTimeline(d, 'deposit-pending').map((s) => s.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});

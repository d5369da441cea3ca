import { describe, expect, it } from 'vitest';
import { depositListItem } from '../../../contract/schemas/deposits';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { depositListItemFixture } from '../../../contract/testing/deposits';
import type { WebhookEventData } from '../../../contract/schemas/webhook-events';
import { webhookEventFixture } from '../../../contract/testing/webhooks';
import { receivedDeposits } from './received-deposits';
import { sweepRefsOf } from './useAddressDepositList';

const view = (payload: unknown, id = '1'): WebhookEventViewWire => ({
  id,
  webhookId: `msg_${id}`,
  eventId: `evt_${id}`,
  type: 'pda_transfer.deposit-confirmed',
  subscriptionId: 'sub_1',
  depositAddress: null,
  status: null,
  eventCreatedAt: null,
  receivedAt: '2026-11-23T10:00:00.000Z',
  payload,
});
const event = (sweepTxnRef: string | null) => view({ data: { sweepTxnRef } });

/** An event about one arrival (its deposit transaction), at a stage of its life. */
const stage = (
  at: string,
  data: Partial<WebhookEventData>,
  depositTxnRef = webhookEventFixture.data.depositTxnRef,
) =>
  view({
    ...webhookEventFixture,
    createdAt: at,
    data: { ...webhookEventFixture.data, depositTxnRef, ...data },
  });

const base = depositListItem.parse(depositListItemFixture);

describe('deposits received at an address', () => {
  it('takes each sweep once from the events, skipping events before a sweep', () => {
    expect(sweepRefsOf([event('0xaa'), event(null), event('0xaa'), event('0xbb')])).toEqual([
      '0xaa',
      '0xbb',
    ]);
  });

  it('merges the list by address with the sweeps, once per deposit, newest first', () => {
    const older = { ...base, depositId: '1', depositBlockTimestamp: '2026-11-23T09:00:00Z' };
    const newer = { ...base, depositId: '2', depositBlockTimestamp: '2026-11-23T10:00:00Z' };
    const merged = receivedDeposits([[older], [newer, older]], []);
    expect(merged.map((d) => d.depositId)).toEqual(['2', '1']);
  });

  it('lists a deposit the indexer has not shown yet as its latest event describes it', () => {
    const rows = receivedDeposits(
      [[]],
      [
        stage('2026-11-23T10:00:02Z', {
          status: 'filled',
          depositId: '7',
          outputAmount: '24990000',
        }),
        stage('2026-11-23T10:00:00Z', { status: 'deposit-pending' }),
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'filled',
        depositId: '7',
        inputAmount: '25000000',
        outputAmount: '24990000',
        at: '2026-11-23T10:00:02Z',
      }),
    ]);
  });

  it('prefers the indexed deposit once it is listed, matched by deposit id or transaction', () => {
    const upper = `0x${base.depositTxnRef.slice(2).toUpperCase()}`;
    const indexed = { ...base, depositId: '7', depositTxnRef: upper };
    const pending = stage(
      '2026-11-23T10:00:00Z',
      { status: 'deposit-pending' },
      base.depositTxnRef,
    );
    const swept = stage('2026-11-23T10:00:01Z', { status: 'pending', depositId: '7' }, '0xother');
    expect(receivedDeposits([[indexed]], [pending])).toEqual([
      expect.objectContaining({ depositId: '7', status: 'filled' }),
    ]);
    expect(receivedDeposits([[indexed]], [swept])).toHaveLength(1);
  });

  it('shows the ending an event reports while the indexer still lists the deposit in progress', () => {
    const indexed = { ...base, depositId: '7', status: 'pending' as const };
    const filled = stage('2026-11-23T10:00:09Z', {
      status: 'filled',
      depositId: '7',
      outputAmount: '24990000',
    });
    const pending = stage('2026-11-23T10:00:01Z', { status: 'pending', depositId: '7' });
    expect(receivedDeposits([[indexed]], [filled, pending])).toEqual([
      expect.objectContaining({
        depositId: '7',
        status: 'filled',
        outputAmount: base.outputAmount,
      }),
    ]);
    // An event in progress never takes an indexed ending back.
    expect(receivedDeposits([[{ ...indexed, status: 'refunded' }]], [filled])).toEqual([
      expect.objectContaining({ status: 'refunded' }),
    ]);
    expect(receivedDeposits([[indexed]], [pending])).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
    // Another deposit of the same transaction ends nothing of deposit 7.
    const other = stage(
      '2026-11-23T10:00:09Z',
      { status: 'filled', depositId: '8', outputAmount: '24990000' },
      base.depositTxnRef,
    );
    expect(receivedDeposits([[indexed]], [other]).map((d) => [d.depositId, d.status])).toEqual([
      ['8', 'filled'],
      ['7', 'pending'],
    ]);
  });

  it('ignores events that are not deposit events', () => {
    expect(receivedDeposits([[]], [view({ type: 'ferry.test-event' }), event('0xaa')])).toEqual([]);
  });
});

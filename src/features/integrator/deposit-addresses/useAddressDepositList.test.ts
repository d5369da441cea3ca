import { describe, expect, it } from 'vitest';
import { depositListItem } from '../../../contract/schemas/deposits';
import { depositListItemFixture } from '../../../contract/testing/deposits';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { mergeDeposits, sweepRefsOf } from './useAddressDepositList';

const event = (sweepTxnRef: string | null): WebhookEventViewWire => ({
  id: '1',
  webhookId: 'msg_1',
  eventId: 'evt_1',
  type: 'pda_transfer.deposit-confirmed',
  subscriptionId: 'sub_1',
  depositAddress: null,
  status: null,
  eventCreatedAt: null,
  receivedAt: '2026-11-23T10:00:00.000Z',
  payload: { data: { sweepTxnRef } },
});

describe('deposits received at an address', () => {
  it('takes each sweep once from the events, skipping events before a sweep', () => {
    expect(sweepRefsOf([event('0xaa'), event(null), event('0xaa'), event('0xbb')])).toEqual([
      '0xaa',
      '0xbb',
    ]);
  });

  it('merges the list by address with the sweeps, once per deposit, newest first', () => {
    const base = depositListItem.parse(depositListItemFixture);
    const older = { ...base, depositId: '1', depositBlockTimestamp: '2026-11-23T09:00:00Z' };
    const newer = { ...base, depositId: '2', depositBlockTimestamp: '2026-11-23T10:00:00Z' };
    const merged = mergeDeposits([[older], [newer, older]]);
    expect(merged.map((d) => d.depositId)).toEqual(['2', '1']);
  });
});

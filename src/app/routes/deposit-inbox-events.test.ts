import { describe, expect, it } from 'vitest';
import type { WebhookEventViewWire } from '../../contract/schemas/ferry-integrator';
import { concernsDeposit, toTimelineEvent } from './deposit-inbox-events';
import { createIntl } from 'react-intl';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { formatAbsoluteTime } from '../../lib/time';

const event = (data: Record<string, unknown>): WebhookEventViewWire => ({
  id: '7',
  webhookId: 'msg_1',
  eventId: 'evt_1',
  type: 'pda_transfer.filled',
  subscriptionId: 'sub_1',
  depositAddress: '0xabc',
  status: 'filled',
  eventCreatedAt: '2026-11-23T10:00:00.000Z',
  receivedAt: '2026-11-23T10:00:01.000Z',
  payload: { id: 'evt_1', type: 'pda_transfer.filled', data },
});
const deposit = { originChainId: 8453, depositId: '42', depositTxnRef: '0xAB12' };

describe('webhook deliveries on an explorer deposit', () => {
  it.each([
    ['the same deposit id on the same chain', { depositId: '42', originChainId: 8453 }, true],
    ['a numeric-string chain id', { depositId: '42', originChainId: '8453' }, true],
    ['the same deposit transaction, any case', { depositTxnRef: '0xab12' }, true],
    ['the same id on another chain', { depositId: '42', originChainId: 10 }, false],
    ['another deposit at the same address', { depositId: '43', originChainId: 8453 }, false],
    ['an event with no deposit yet', { depositTxnRef: null, depositId: null }, false],
    ['a numeric deposit id', { depositId: 42, originChainId: 8453 }, true],
    ['an empty deposit transaction', { depositTxnRef: '' }, false],
  ])('%s → %s', (_, data, expected) => {
    expect(concernsDeposit(event(data), deposit)).toBe(expected);
  });

  it.each([null, 'not json', [1, 2], { data: 'x' }, { data: { depositId: {} } }])(
    'reads a payload of another shape (%j) as about no deposit',
    (payload) => {
      expect(concernsDeposit({ ...event({}), payload }, deposit)).toBe(false);
    },
  );

  it.each([
    ['pda_transfer.deposit-pending', null],
    ['pda_transfer.deposit-confirmed', 'deposited'],
    ['pda_transfer.filled', 'filled'],
    ['pda_transfer.refund-pending', 'expired'],
    ['pda_transfer.refunded', 'refunded'],
    ['pda_transfer.from-the-future', undefined],
  ])('a %s delivery follows the step %s when they share a second', (type, step) => {
    const t = createIntl({ locale: 'en', messages: catalogue('en') });
    expect(toTimelineEvent({ ...event({}), type }, t).follows).toBe(step);
  });

  it('is placed at the event’s own time and says which delivery it was, in the page language', () => {
    for (const locale of ['en', 'es'] as const) {
      const t = createIntl({ locale, messages: catalogue(locale) });
      expect(toTimelineEvent(event({}), t)).toEqual({
        id: '7',
        at: '2026-11-23T10:00:00.000Z',
        seq: 7,
        follows: 'filled',
        label: formatMessage('app.inbox.received', { type: 'pda_transfer.filled' }, locale),
        note: formatMessage(
          'app.inbox.delivery',
          {
            webhookId: 'msg_1',
            receivedAt: formatAbsoluteTime('2026-11-23T10:00:01.000Z', t),
          },
          locale,
        ),
      });
    }
  });
});

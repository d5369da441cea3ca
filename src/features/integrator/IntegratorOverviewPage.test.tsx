// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/testing/format-message';
import { IntegratorOverviewPage } from './IntegratorOverviewPage';
import { adminSession, json, renderDashboard, stubApi } from './testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const event = {
  id: '1',
  webhookId: 'msg_1',
  eventId: 'evt_1',
  type: 'deposit_address.swept',
  subscriptionId: 'sub_1',
  depositAddress: '0x1111111111111111111111111111111111111111',
  status: null,
  eventCreatedAt: null,
  receivedAt: '2026-11-23T10:00:00.000Z',
  payload: { type: 'deposit_address.swept' },
};

function setup(overview: { depositAddresses: number; depositEventSeen: boolean }) {
  stubApi({
    '/api/ferry/auth/session': () => json(200, adminSession),
    '/api/ferry/overview': () =>
      json(200, { eventsLast24h: 1, lastEventAt: event.receivedAt, ...overview }),
    'GET /api/v1/webhooks/subscriptions': () => json(200, { data: [] }),
    '/api/ferry/webhooks/events': () => json(200, { data: [event], nextCursor: null }),
  });
}

describe('integrator overview', () => {
  it('counts the steps done and lists the recent events, the type as sent', async () => {
    setup({ depositAddresses: 2, depositEventSeen: false });
    renderDashboard('', () => <IntegratorOverviewPage />);
    expect(
      await screen.findByText(formatMessage('integrator.setup.progress', { done: 2, total: 4 })),
    ).toBeVisible();
    const events = screen.getByRole('list', { name: formatMessage('integrator.events.label') });
    expect(within(events).getByText('deposit_address.swept')).toBeVisible();
    expect(within(events).getByText(formatMessage('integrator.events.verified'))).toBeVisible();
  });

  it('reads in Arabic: the section heading, and the steps done with its plural', async () => {
    setup({ depositAddresses: 0, depositEventSeen: false });
    renderDashboard('', () => <IntegratorOverviewPage />, 'ar');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: formatMessage('integrator.overview.title', {}, 'ar'),
      }),
    ).toBeVisible();
    // One of four done: Arabic says "few" (3–10) steps, where English has one "other".
    expect(
      await screen.findByText(
        formatMessage('integrator.setup.progress', { done: 1, total: 4 }, 'ar'),
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: formatMessage('integrator.setup.addressTitle', {}, 'ar') }),
    ).toBeVisible();
    // The event type is a code name, the same in every language.
    expect(screen.getByText('deposit_address.swept')).toBeVisible();
  });
});

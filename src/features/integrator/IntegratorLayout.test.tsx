// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateSession } from '../../api/session';
import { formatMessage } from '../../i18n/testing/format-message';
import {
  adminSession,
  json,
  renderDashboard,
  signedOut,
  stubApi,
} from './testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const page = () => <p>Dashboard page</p>;

describe('integrator dashboard sign-in', () => {
  it('signed out: says what the dashboard is for and offers to sign in with a wallet', async () => {
    stubApi({ '/api/ferry/auth/session': () => json(200, signedOut) });
    const { connect } = renderDashboard('', page);
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.signIn.title') }),
    ).toBeVisible();
    expect(screen.getByText(formatMessage('integrator.signIn.useAddresses'))).toBeVisible();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: formatMessage('integrator.signIn.connect') }),
    );
    expect(connect).toHaveBeenCalledOnce();
  });

  it('a wallet that is not an admin is told why and how to fix it', async () => {
    stubApi({
      '/api/ferry/auth/session': () =>
        json(200, { ...adminSession, isAdmin: false, adminRule: 'allowlist', sandbox: false }),
    });
    renderDashboard('', page);
    expect(await screen.findByText(formatMessage('integrator.notAdmin.title'))).toBeVisible();
    expect(screen.getAllByText('DASHBOARD_ADMINS').length).toBeGreaterThan(0);
    expect(screen.getByText(adminSession.address!)).toBeVisible();
    expect(
      screen.getByRole('button', { name: formatMessage('integrator.session.signOut') }),
    ).toBeVisible();
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('a locked dashboard shows the operator what to set', async () => {
    stubApi({
      '/api/ferry/auth/session': () =>
        json(200, {
          ...adminSession,
          isAdmin: false,
          adminRule: 'locked',
          dashboardLocked: true,
          lockedReason: 'Set DASHBOARD_ADMINS to the addresses allowed in, then restart Ferry.',
        }),
    });
    renderDashboard('', page);
    expect(await screen.findByText(formatMessage('integrator.notAdmin.lockedTitle'))).toBeVisible();
    expect(screen.getByText(/Set DASHBOARD_ADMINS/)).toBeVisible();
  });

  it('an admin sees the page, the signed-in address, sign-out, and the any-wallet note', async () => {
    stubApi({ '/api/ferry/auth/session': () => json(200, adminSession) });
    renderDashboard('', page);
    expect(await screen.findByText('Dashboard page')).toBeVisible();
    expect(screen.getByText('0x9f2C…5d4C')).toHaveAttribute('title', adminSession.address);
    const sandbox = formatMessage('integrator.session.anyWallet', { variable: 'DASHBOARD_ADMINS' });
    expect(screen.getByText((_, el) => el?.textContent === sandbox)).toBeVisible();
  });

  it('signing out returns to the plain sign-in panel, not "your session has ended"', async () => {
    // After sign-out the session's re-read is served a moment later, as over a real network:
    // until then the cache still holds the admin's response.
    let session = adminSession;
    let respondWithSession: (() => void) | undefined;
    stubApi({
      '/api/ferry/auth/session': () =>
        session === adminSession
          ? json(200, session)
          : new Promise((resolve) => (respondWithSession = () => resolve(json(200, session)))),
      'POST /api/ferry/auth/logout': () => {
        session = signedOut;
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard('', page);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: formatMessage('integrator.session.signOut') }),
    );
    // The re-read is asked for; the layout renders with the old response still cached, then it
    // comes.
    await waitFor(() => expect(respondWithSession).toBeDefined());
    await act(async () => {});
    respondWithSession!();
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.signIn.title') }),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: formatMessage('integrator.signIn.endedTitle') }),
    ).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.queryByRole('navigation', { name: formatMessage('integrator.nav.label') }),
    ).toBeNull();
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('a session that ends by itself asks to sign in again above the page, keeping what was typed', async () => {
    let session = adminSession;
    stubApi({ '/api/ferry/auth/session': () => json(200, session) });
    const { queryClient } = renderDashboard('', () => <input aria-label="Label" />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Label' }), 'Treasury');
    // The server now reports signed out, as when a dashboard call is refused with 401.
    session = signedOut;
    await invalidateSession(queryClient);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: formatMessage('integrator.signIn.endedTitle') }),
    ).toBeVisible();
    expect(
      screen.getByRole('navigation', { name: formatMessage('integrator.nav.label') }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Treasury');
  });
});

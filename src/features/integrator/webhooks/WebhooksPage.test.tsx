// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhooksPage } from '../WebhooksPage';
import {
  adminSession,
  json,
  renderDashboard,
  signedOut,
  stubApi,
} from '../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const RECEIVER = 'http://127.0.0.1:3000/api/ferry/webhooks/receive/rcv_abc';
const SECRET = `whsec_${'A'.repeat(43)}=`;
const existing = {
  id: 'sub_1',
  url: 'https://hooks.example.com/ferry',
  filter: { eventTypes: ['pda_transfer.filled'] },
  enabled: true,
  secretHash: 'a'.repeat(64),
};

function setup(routes: Parameters<typeof stubApi>[0] = {}) {
  let subs = [existing];
  const calls = stubApi({
    '/api/ferry/auth/session': () => json(200, adminSession),
    '/api/ferry/webhooks/receiver-url': () =>
      json(200, { url: RECEIVER, receiverId: 'rcv_abc', localAllowed: true, serviceAccepts: true }),
    '/api/ferry/webhooks/events': () => json(200, { data: [], nextCursor: null }),
    'GET /api/v1/webhooks/subscriptions': () => json(200, { data: subs }),
    'POST /api/v1/webhooks/subscriptions': async (_url, init) => {
      const body = JSON.parse(String(init.body));
      subs = [...subs, { ...existing, id: 'sub_2', url: body.url, filter: body.filter }];
      return json(201, { id: 'sub_2', secret: SECRET, secretHash: 'b'.repeat(64) });
    },
    'DELETE /api/v1/webhooks/subscriptions/sub_1': () => {
      subs = subs.filter((s) => s.id !== 'sub_1');
      return new Response(null, { status: 204 });
    },
    ...routes,
  });
  renderDashboard('webhooks', () => <WebhooksPage />);
  return calls;
}

describe('webhooks page', () => {
  it("subscribes Ferry's receiver to the checked types and shows the secret once", async () => {
    const calls = setup();
    const user = userEvent.setup();
    expect(await screen.findByText(RECEIVER)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /pda_transfer.refunded/ }));
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    // Not dismissable before the person says they stored it.
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await user.click(done);
    expect(screen.getByTestId('webhook-secret')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I have stored it' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(SECRET);
    expect(calls).toContain('POST /api/v1/webhooks/subscriptions');
  });

  it('a URL that already has a subscription links to it', async () => {
    setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(409, { error: 'ConflictError', message: 'exists' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Your own HTTPS endpoint/ }));
    await user.type(screen.getByLabelText('Endpoint URL'), existing.url);
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(await screen.findByText('A subscription for this URL already exists')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the existing subscription' })).toHaveAttribute(
      'href',
      '/integrator/webhooks/sub_1',
    );
  });

  it('explains a refused URL and asks for a full address before sending anything', async () => {
    const calls = setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(400, { error: 'ValidationError', message: 'url resolves to a private address' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Your own HTTPS endpoint/ }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(screen.getByText(/Enter the full address of your endpoint/)).toBeVisible();
    expect(calls).not.toContain('POST /api/v1/webhooks/subscriptions');
    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    const title = await screen.findByText('The service did not accept this URL');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      /Private and link-local addresses are refused/,
    );
  });

  it('a session that ends before Create asks to sign in again, with no set-up error', async () => {
    let session = adminSession;
    setup({
      '/api/ferry/auth/session': () => json(200, session),
      'POST /api/v1/webhooks/subscriptions': () => {
        session = signedOut;
        return json(401, { error: 'UnauthorizedError', message: 'Sign in' });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(RECEIVER)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    expect(screen.queryByText('Not authorised')).toBeNull();
  });

  it("an address of the form's own making clears the service's answer to the last one", async () => {
    setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(400, { error: 'ValidationError', message: 'url resolves to a private address' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Your own HTTPS endpoint/ }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(await screen.findByText('The service did not accept this URL')).toBeVisible();
    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'ftp://hooks.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(screen.getByText(/Enter the full address of your endpoint/)).toBeVisible();
    expect(screen.queryByText('The service did not accept this URL')).toBeNull();
  });

  it('says loopback is accepted on an instance with local webhooks on', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Your own HTTPS endpoint/ }));
    const field = screen.getByLabelText('Endpoint URL');
    expect(field).toHaveAccessibleDescription(/on this instance .* 127\.0\.0\.1 or localhost/);
    expect(field).not.toHaveAccessibleDescription(/loopback/);
  });

  it("with local webhooks off, offers an own endpoint instead of Ferry's loopback receiver", async () => {
    const calls = setup({
      '/api/ferry/webhooks/receiver-url': () =>
        json(200, {
          url: RECEIVER,
          receiverId: 'rcv_abc',
          localAllowed: false,
          serviceAccepts: false,
        }),
    });
    const ferry = await screen.findByRole('radio', { name: /Ferry's own receiver/ });
    await waitFor(() => expect(ferry).toBeDisabled());
    expect(ferry).not.toBeChecked();
    expect(ferry).toHaveAccessibleDescription(/SERVICE_ALLOW_LOCAL_WEBHOOKS=1/);
    expect(screen.getByRole('radio', { name: /Your own HTTPS endpoint/ })).toBeChecked();
    expect(screen.getByLabelText('Endpoint URL')).toHaveAccessibleDescription(
      /private, loopback and link-local addresses are refused/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create subscription' }));
    expect(screen.getByText(/Enter the full address of your endpoint/)).toBeVisible();
    expect(calls).not.toContain('POST /api/v1/webhooks/subscriptions');
  });

  it('deletes only after a confirmation that names the URL', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Webhook subscriptions' });
    await user.click(
      within(list).getByRole('button', { name: `Delete the subscription to ${existing.url}` }),
    );
    expect(within(list).getByText(/Delete the subscription to/)).toHaveTextContent(existing.url);
    expect(calls).not.toContain('DELETE /api/v1/webhooks/subscriptions/sub_1');
    await user.click(within(list).getByRole('button', { name: 'Delete subscription' }));
    await waitFor(() => expect(screen.queryByText(existing.url)).toBeNull());
    expect(await screen.findByText('No webhook subscriptions yet')).toBeVisible();
  });

  it('a subscription already deleted elsewhere says so instead of failing', async () => {
    setup({
      'DELETE /api/v1/webhooks/subscriptions/sub_1': () =>
        json(404, { error: 'NotFoundError', message: 'gone' }),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Webhook subscriptions' });
    await user.click(within(list).getByRole('button', { name: /^Delete the subscription/ }));
    await user.click(within(list).getByRole('button', { name: 'Delete subscription' }));
    expect(await screen.findByText('This subscription was already deleted.')).toBeVisible();
  });
});

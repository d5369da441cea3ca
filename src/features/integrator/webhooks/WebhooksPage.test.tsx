// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { codeOf } from '../testing/code-of';
import { formatMessage } from '../../../i18n/testing/format-message';
import { WebhooksPage } from '../WebhooksPage';
import {
  adminSession,
  json,
  renderDashboard,
  signedOut,
  stubApi,
} from '../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

/** The URL rule as the form states it, with local webhooks on ('yes') or off. */
const policy = (local: 'yes' | 'no') =>
  formatMessage('integrator.webhooks.urlPolicy', {
    local,
    http: 'http://',
    https: 'https://',
    ip: '127.0.0.1',
    localhost: 'localhost',
  });

const RECEIVER = 'http://127.0.0.1:3000/api/ferry/webhooks/receive/rcv_abc';
const SECRET = `whsec_${'A'.repeat(43)}=`;
const existing = {
  id: 'sub_1',
  url: 'https://hooks.example.com/ferry',
  filter: { eventTypes: ['pda_transfer.filled'] },
  enabled: true,
  secretHash: 'a'.repeat(64),
};

function setup(routes: Parameters<typeof stubApi>[0] = {}, locale: Locale = 'en') {
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
  renderDashboard('webhooks', () => <WebhooksPage />, locale);
  return calls;
}

describe('webhooks page', () => {
  it("subscribes Ferry's receiver to the checked types and shows the secret once", async () => {
    const calls = setup();
    const user = userEvent.setup();
    expect(await screen.findByText(RECEIVER)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /pda_transfer.refunded/ }));
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    // Not dismissable before the person says they stored it.
    const done = screen.getByRole('button', { name: formatMessage('integrator.secret.done') });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await user.click(done);
    expect(screen.getByTestId('webhook-secret')).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: formatMessage('integrator.secret.stored') }),
    );
    await user.click(screen.getByRole('button', { name: formatMessage('integrator.secret.done') }));
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
    await user.click(
      await screen.findByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    );
    await user.type(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
      existing.url,
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(await screen.findByText(formatMessage('integrator.webhooks.exists'))).toBeVisible();
    expect(
      screen.getByRole('link', { name: formatMessage('integrator.webhooks.openExisting') }),
    ).toHaveAttribute('href', '/integrator/webhooks/sub_1');
  });

  it('explains a refused URL and asks for a full address before sending anything', async () => {
    const calls = setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(400, { error: 'ValidationError', message: 'url resolves to a private address' }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    );
    await user.type(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
      'hooks.example.com',
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(
      screen.getByText(
        formatMessage('integrator.webhooks.fullUrl', { example: 'https://example.com/webhooks' }),
      ),
    ).toBeVisible();
    expect(calls).not.toContain('POST /api/v1/webhooks/subscriptions');
    await user.clear(screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')));
    await user.type(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
      'https://10.0.0.1/hook',
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    const title = await screen.findByText(formatMessage('integrator.webhooks.urlRefused'));
    expect(title.closest('[role="alert"]')).toHaveTextContent(policy('yes'));
  });

  it.each([
    ['http://example.com/hook', 'scheme', { kind: 'scheme', scheme: 'http://' }],
    ['https://127.0.0.1/hook', 'loopback', { kind: 'loopback', host: '127.0.0.1' }],
    [
      'https://nowhere.example.com/hook',
      'unresolved',
      { kind: 'unresolved', host: 'nowhere.example.com' },
    ],
  ])('says why the service refused %s (%s), not the general rule', async (url, reason, values) => {
    setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(400, { error: 'ValidationError', message: 'refused', param: 'url', reason }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    );
    await user.type(screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')), url);
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    const title = await screen.findByText(formatMessage('integrator.webhooks.urlRefused'));
    const notice = title.closest('[role="alert"]');
    expect(notice).toHaveTextContent(
      formatMessage('integrator.webhooks.refusal', {
        https: 'https://',
        example: 'hooks.example.com',
        host: '',
        scheme: '',
        ...values,
      }),
    );
    expect(notice).not.toHaveTextContent(policy('yes'));
    expect(notice).not.toHaveTextContent('refused');
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
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.signIn.endedTitle') }),
    ).toBeVisible();
    expect(screen.queryByText(formatMessage('api.error.UnauthorizedError.title'))).toBeNull();
  });

  it("an address of the form's own making clears the service's response to the last one", async () => {
    setup({
      'POST /api/v1/webhooks/subscriptions': () =>
        json(400, { error: 'ValidationError', message: 'url resolves to a private address' }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    );
    await user.type(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
      'https://10.0.0.1/hook',
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(await screen.findByText(formatMessage('integrator.webhooks.urlRefused'))).toBeVisible();
    await user.clear(screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')));
    await user.type(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
      'ftp://hooks.example.com/in',
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(
      screen.getByText(
        formatMessage('integrator.webhooks.fullUrl', { example: 'https://example.com/webhooks' }),
      ),
    ).toBeVisible();
    expect(screen.queryByText(formatMessage('integrator.webhooks.urlRefused'))).toBeNull();
  });

  it('says loopback is accepted on an instance with local webhooks on', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    );
    const field = screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl'));
    expect(field).toHaveAccessibleDescription(policy('yes'));
    expect(field).not.toHaveAccessibleDescription(policy('no'));
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
    const ferry = await screen.findByRole('radio', {
      name: (name) => name.startsWith(formatMessage('integrator.webhooks.ferryReceiver')),
    });
    await waitFor(() => expect(ferry).toBeDisabled());
    expect(ferry).not.toBeChecked();
    expect(ferry).toHaveAccessibleDescription(/SERVICE_ALLOW_LOCAL_WEBHOOKS=1/);
    expect(
      screen.getByRole('radio', { name: formatMessage('integrator.webhooks.ownEndpoint') }),
    ).toBeChecked();
    expect(
      screen.getByLabelText(formatMessage('integrator.webhooks.endpointUrl')),
    ).toHaveAccessibleDescription(policy('no'));
    await userEvent.click(
      screen.getByRole('button', { name: formatMessage('integrator.webhooks.create') }),
    );
    expect(
      screen.getByText(
        formatMessage('integrator.webhooks.fullUrl', { example: 'https://example.com/webhooks' }),
      ),
    ).toBeVisible();
    expect(calls).not.toContain('POST /api/v1/webhooks/subscriptions');
  });

  it('deletes only after a confirmation that names the URL', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', {
      name: formatMessage('integrator.overview.subscriptions'),
    });
    await user.click(
      within(list).getByRole('button', {
        name: formatMessage('integrator.subscriptions.deleteLabel', { url: existing.url }),
      }),
    );
    const question = formatMessage('integrator.subscriptions.confirmDelete', { url: existing.url });
    expect(
      within(list).getByText((_, el) => el?.tagName === 'P' && el.textContent === question),
    ).toBeVisible();
    expect(calls).not.toContain('DELETE /api/v1/webhooks/subscriptions/sub_1');
    await user.click(
      within(list).getByRole('button', { name: formatMessage('integrator.subscriptions.delete') }),
    );
    await waitFor(() => expect(screen.queryByText(existing.url)).toBeNull());
    expect(await screen.findByText(formatMessage('integrator.subscriptions.empty'))).toBeVisible();
  });

  it('a subscription already deleted elsewhere says so instead of failing', async () => {
    setup({
      'DELETE /api/v1/webhooks/subscriptions/sub_1': () =>
        json(404, { error: 'NotFoundError', message: 'gone' }),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', {
      name: formatMessage('integrator.overview.subscriptions'),
    });
    await user.click(
      within(list).getByRole('button', {
        name: formatMessage('integrator.subscriptions.deleteLabel', { url: existing.url }),
      }),
    );
    await user.click(
      within(list).getByRole('button', { name: formatMessage('integrator.subscriptions.delete') }),
    );
    expect(await screen.findByText(formatMessage('integrator.subscriptions.gone'))).toBeVisible();
  });
});

describe('webhooks page in Arabic', () => {
  it('keeps event type names left to right and each on one line', async () => {
    setup({}, 'ar');
    expect(await screen.findByText(RECEIVER)).toBeVisible();
    // The checkbox of every event type, and the existing subscription's one type.
    expect(codeOf('pda_transfer.deposit-pending')).toEqual([
      { tag: 'code', dir: 'ltr', nowrap: true },
    ]);
    expect(codeOf('pda_transfer.filled')).toEqual([
      { tag: 'code', dir: 'ltr', nowrap: true },
      { tag: 'code', dir: 'ltr', nowrap: true },
    ]);
  });
});

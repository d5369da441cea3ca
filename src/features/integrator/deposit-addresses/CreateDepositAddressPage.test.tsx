// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integratorKeys, sessionKeys } from '../../../api/keys';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { USDC } from '../../../contract/testing/values';
import { formatMessage } from '../../../i18n/testing/format-message';
import {
  adminSession,
  json,
  renderDashboard,
  signedOut,
  stubApi,
  type Handler,
} from '../testing/render-dashboard';
import { CreateDepositAddressPage } from './CreateDepositAddressPage';

afterEach(() => vi.unstubAllGlobals());

const RECIPIENT = '0x9f2c6a3b6e1f4c2d8a7b5e3f1d0c9b8a7e6f5d4c';

function setup(create: Handler, session: () => unknown = () => adminSession) {
  const calls = stubApi({
    '/api/ferry/auth/session': () => json(200, session()),
    '/api/v1/capabilities': () => json(200, capabilitiesFixture),
    'POST /api/deposit-addresses': create,
  });
  renderDashboard('deposit-addresses/new', () => <CreateDepositAddressPage />);
  return calls;
}

async function fillIn(user = userEvent.setup()) {
  await user.selectOptions(
    await screen.findByLabelText(formatMessage('integrator.destination.chain')),
    '8453',
  );
  await user.selectOptions(
    screen.getByLabelText(formatMessage('integrator.destination.token')),
    USDC.base,
  );
  await user.type(screen.getByLabelText(formatMessage('integrator.create.recipient')), RECIPIENT);
  return user;
}

describe('new deposit address form', () => {
  it('lists unavailable chains and tokens with their reason, not selectable', async () => {
    setup(() => json(500, {}));
    const chain = await screen.findByLabelText(formatMessage('integrator.destination.chain'));
    const scroll = within(chain).getByRole('option', { name: /Scroll/ });
    expect(scroll).toBeDisabled();
    const ended = formatMessage('integrator.reason.supportEnded', { date: 'April 30, 2026' });
    expect(scroll).toHaveTextContent(
      formatMessage('integrator.field.optionWithReason', { label: 'Scroll', reason: ended }),
    );
    await userEvent.selectOptions(chain, '8453');
    const usdt = within(
      screen.getByLabelText(formatMessage('integrator.destination.token')),
    ).getByRole('option', {
      name: /USDT/,
    });
    expect(usdt).toBeDisabled();
    expect(usdt).toHaveTextContent(formatMessage('integrator.reason.liquidityPaused'));
  });

  it('names each missing field and warns plainly when no refund address is given', async () => {
    const calls = setup(() => json(500, {}));
    expect(await screen.findByText(formatMessage('integrator.refund.noneTitle'))).toBeVisible();
    expect(
      screen.getByText(/manual refund through support, which takes much longer/),
    ).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: formatMessage('integrator.create.submit') }),
    );
    expect(screen.getByText(formatMessage('integrator.create.chooseChain'))).toBeVisible();
    expect(screen.getByText(formatMessage('components.address.empty'))).toBeVisible();
    expect(screen.getByLabelText(formatMessage('integrator.create.recipient'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.startsWith('POST /api/deposit-addresses'))).toBe(false);
  });

  it('checksums the recipient when the field is left, and sends checksummed addresses', async () => {
    let body: unknown;
    setup(async (_url, init) => {
      body = JSON.parse(String(init.body));
      return json(400, {
        type: 'ServiceApiError',
        code: 'INVALID_PARAM',
        status: 400,
        message: 'Unsupported destination',
        param: 'destination.token',
      });
    });
    const user = await fillIn();
    await user.tab();
    expect(screen.getByLabelText(formatMessage('integrator.create.recipient'))).toHaveValue(
      getAddress(RECIPIENT),
    );
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.create.submit') }),
    );
    // The service's refusal in words from the error table, naming the field.
    expect(await screen.findByText(formatMessage('api.error.INVALID_PARAM.title'))).toBeVisible();
    const action = formatMessage('api.error.field.action', { field: 'destination.token' });
    expect(screen.getByText((text) => text.includes(action))).toBeVisible();
    expect(body).toMatchObject({ destination: { token: { chainId: 8453, address: USDC.base } } });
    expect(body).not.toHaveProperty('refundAddresses');
  });

  it('an expired session asks to sign in again and keeps what was typed', async () => {
    let session: unknown = adminSession;
    setup(
      () => {
        session = signedOut;
        return json(401, { message: 'Sign in with your wallet to use the integrator dashboard' });
      },
      () => session,
    );
    const user = await fillIn();
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.create.submit') }),
    );
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.signIn.endedTitle') }),
    ).toBeVisible();
    expect(screen.getByText(formatMessage('integrator.signIn.endedBody'))).toBeVisible();
    expect(screen.getByLabelText(formatMessage('integrator.create.recipient'))).toHaveValue(
      getAddress(RECIPIENT),
    );
    expect(screen.getByLabelText(formatMessage('integrator.destination.chain'))).toHaveValue(
      '8453',
    );
  });

  it('an ended session is not also called a set-up problem, before or after signing in again', async () => {
    let session: unknown = adminSession;
    let creates = 0;
    stubApi({
      '/api/ferry/auth/session': () => json(200, session),
      '/api/v1/capabilities': () => json(200, capabilitiesFixture),
      'POST /api/deposit-addresses': () => {
        creates += 1;
        session = signedOut;
        // The BFF's refusal without a session, in the legacy envelope (no code).
        return json(401, { type: 'ServiceApiError', status: 401, message: 'Sign in' });
      },
    });
    const { queryClient } = renderDashboard('deposit-addresses/new', () => (
      <CreateDepositAddressPage />
    ));
    // Not even for a moment while the session is re-checked.
    let setupProblemShown = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes(formatMessage('api.error.UNAUTHORIZED.title')))
        setupProblemShown = true;
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    const user = await fillIn();
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.create.submit') }),
    );
    expect(
      await screen.findByRole('heading', { name: formatMessage('integrator.signIn.endedTitle') }),
    ).toBeVisible();
    // Signed in again, as a successful sign-in leaves the cache.
    session = adminSession;
    queryClient.setQueryData(sessionKeys.all, adminSession);
    await queryClient.invalidateQueries({ queryKey: integratorKeys.all });
    await waitFor(() =>
      expect(screen.queryByText(formatMessage('integrator.signIn.endedTitle'))).toBeNull(),
    );
    expect(screen.getByLabelText(formatMessage('integrator.create.recipient'))).toHaveValue(
      getAddress(RECIPIENT),
    );
    expect(creates).toBe(1);
    watch.disconnect();
    expect(setupProblemShown).toBe(false);
  });

  it("a 401 while still signed in is the service refusing Ferry's key", async () => {
    setup(() => json(401, { type: 'ServiceApiError', status: 401, message: 'Invalid API key' }));
    const user = await fillIn();
    await user.click(
      screen.getByRole('button', { name: formatMessage('integrator.create.submit') }),
    );
    expect(await screen.findByText(formatMessage('api.error.UNAUTHORIZED.title'))).toBeVisible();
    const message = formatMessage('api.error.UNAUTHORIZED.message');
    expect(screen.getByText((text) => text.includes(message))).toBeVisible();
    expect(screen.queryByText(formatMessage('integrator.signIn.endedTitle'))).toBeNull();
  });
});

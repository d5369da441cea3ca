// @vitest-environment jsdom
// Test funds on a sandbox chain: a wallet with nothing (or less than the amount) on the embedded
// service's local Arbitrum gets "Sandbox chain: get test funds" beside its balance, which calls
// the faucet and reads the balance again; never on a chain that is not a sandbox chain.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAUCET_USDC, fakeSandboxChain } from './testing/fake-sandbox-chain';
import { renderBridge } from './testing/render-bridge';
import { TEST_ACCOUNT } from './testing/wallet';
import { wholeText } from './testing/text';
import { formatMessage } from '../../i18n/testing/format-message';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GET_FUNDS = 'Sandbox chain: get test funds';

function onChain(opts: Parameters<typeof fakeSandboxChain>[0], amount = '25') {
  const chain = fakeSandboxChain(opts);
  const view = renderBridge({
    service: { more: chain.more },
    search: { from: 42161, to: 8453, token: 'USDC', amount },
  });
  return { chain, view };
}

describe('on a sandbox chain', () => {
  it('offers test funds to an empty wallet, says what happens, and shows the new balance', async () => {
    const user = userEvent.setup();
    const { chain } = onChain({ sandbox: true, balance: 0n });
    expect(
      await screen.findByText(
        wholeText(formatMessage('bridge.balance.known', { amount: '0 USDC' })),
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    const release = chain.hold();
    const button = await screen.findByRole('button', { name: GET_FUNDS });
    // By keyboard: the focus that was on the button follows the outcome when the button goes.
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Adding test funds on Arbitrum One…')).toBeVisible();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}'); // a second press while busy asks nothing more
    release();

    const status = await screen.findByText('Test funds added on Arbitrum One.');
    expect(status).toHaveAttribute('role', 'status');
    expect(
      await screen.findByText(
        wholeText(formatMessage('bridge.balance.known', { amount: '10,001,500.225034 USDC' })),
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: GET_FUNDS })).toBeNull();
    await waitFor(() => expect(status).toHaveFocus());
    expect(chain.faucetCalls).toEqual([
      { chainId: 42161, address: expect.stringMatching(new RegExp(`^${TEST_ACCOUNT}$`, 'i')) },
    ]);
    expect(await screen.findByRole('button', { name: 'Review transfer' })).toBeInTheDocument();
  });

  it('is offered once the amount is more than the wallet holds, not before', async () => {
    const user = userEvent.setup();
    onChain({ sandbox: true, balance: 30_000_000n });
    expect(
      await screen.findByText(
        wholeText(formatMessage('bridge.balance.known', { amount: '30 USDC' })),
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: GET_FUNDS })).toBeNull();
    const amount = screen.getByRole('textbox', { name: 'You send' });
    await user.clear(amount);
    await user.type(amount, '31');
    expect(await screen.findByRole('button', { name: GET_FUNDS })).toBeVisible();
  });

  it('says so when the wallet already holds the most the faucet gives', async () => {
    const user = userEvent.setup();
    const { chain } = onChain({ sandbox: true, balance: FAUCET_USDC }, '20000000');
    await user.click(await screen.findByRole('button', { name: GET_FUNDS }, { timeout: 4000 }));
    expect(
      await screen.findByText(
        'You already hold 10,001,500.225034 USDC on Arbitrum One, the most the faucet gives.',
      ),
    ).toBeVisible();
    expect(chain.faucetCalls).toHaveLength(1);
  });

  it('says why nothing was added, and the button stays to try again', async () => {
    const user = userEvent.setup();
    const { chain } = onChain({ sandbox: true, balance: 0n });
    chain.refuse(
      429,
      { error: 'RATE_LIMITED', message: 'Too many requests for test funds' },
      { 'Retry-After': '30' },
    );
    await user.click(await screen.findByRole('button', { name: GET_FUNDS }, { timeout: 4000 }));
    expect(
      await screen.findByText(
        'No test funds added: The service is limiting how often requests can be made. Wait 30 seconds and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: GET_FUNDS })).toBeEnabled();
    expect(
      screen.getByText(wholeText(formatMessage('bridge.balance.known', { amount: '0 USDC' }))),
    ).toBeVisible();
  });
});

it('is never offered on a chain that is not a sandbox chain', async () => {
  const { chain } = onChain({ sandbox: false, balance: 0n });
  expect(
    await screen.findByText(
      wholeText(formatMessage('bridge.balance.known', { amount: '0 USDC' })),
      {},
      { timeout: 4000 },
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: GET_FUNDS })).toBeNull();
  expect(screen.queryByText(/test funds/i)).toBeNull();
  expect(chain.faucetCalls).toEqual([]);
});

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIPPAGE_KEY } from './hooks/useSlippage';
import { wethBaseRef } from './testing/fake-service';
import { ROUTE, renderBridge } from './testing/render-bridge';
import { wholeText } from './testing/text';
import { formatMessage } from '../../i18n/testing/format-message';

const SWAP = { ...ROUTE, toToken: 'WETH' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

const quoteReady = () => screen.findByTestId('quote-output', {}, { timeout: 4000 });
const reviewButton = () =>
  screen.findByRole('button', { name: 'Review transfer' }, { timeout: 3000 });

describe('any token to any token', () => {
  it('quotes USDC to WETH as a swap: route steps, swap impact, expected and minimum received', async () => {
    const { service } = await renderBridge({ search: SWAP });
    await quoteReady();
    const body = service.quotes().at(-1)?.body;
    expect(body).toMatchObject({ outputToken: wethBaseRef.address, tradeType: 'exactInput' });
    expect(body).not.toHaveProperty('slippage'); // auto: the service chooses
    const steps = within(screen.getByRole('list', { name: 'Route steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Bridge USDC from Arbitrum One to Base',
      '2Swap USDC to WETH on Base through an exchange',
    ]);
    expect(screen.getByText('Swap impact')).toBeInTheDocument();
    // 24.987512 USDC bridged at about 3,000 USDC per WETH; the minimum is 1 % below.
    expect(screen.getByTestId('quote-output')).toHaveTextContent('0.008329170658337496 WETH');
    expect(screen.getByTestId('quote-min-output')).toHaveTextContent('0.008245878951754121 WETH');
  });

  it('lists the tokens to receive for the token sent and puts the choice in the URL', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = await renderBridge();
    await quoteReady();
    await user.click(
      screen.getByRole('button', { name: 'Token to receive: USDC. Choose token to receive' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose the token to receive on Base',
    });
    await user.click(within(dialog).getByRole('option', { name: /WETH/ }));
    expect(onSearchChange).toHaveBeenCalledWith({ toToken: 'WETH' });
  });

  it('rewrites a shared link’s token to receive that the route cannot deliver', async () => {
    const { onSearchChange } = await renderBridge({ search: { ...ROUTE, toToken: 'WBTC' } });
    await quoteReady();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ toToken: 'USDC' }));
  });

  it('sends a custom slippage with the quote and keeps it in this browser', async () => {
    const user = userEvent.setup();
    const { service } = await renderBridge({ search: SWAP });
    await quoteReady();
    const toggle = screen.getByRole('button', { name: 'Slippage: Auto' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Custom' }), '1');
    await waitFor(() => expect(service.quotes().at(-1)?.body).toMatchObject({ slippage: 0.01 }), {
      timeout: 3000,
    });
    expect(localStorage.getItem(SLIPPAGE_KEY)).toBe('1');
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('button', {
        name: formatMessage('bridge.slippage.button', { value: '1%' }),
      }),
    ).toHaveFocus();
  });

  it('refuses a slippage above 50 % with the reason, keeping the last good one', async () => {
    const user = userEvent.setup();
    await renderBridge({ search: SWAP });
    await quoteReady();
    await user.click(screen.getByRole('button', { name: 'Slippage: Auto' }));
    const custom = screen.getByRole('textbox', { name: 'Custom' });
    await user.type(custom, '51');
    expect(custom).toHaveAccessibleDescription(
      formatMessage('bridge.slippage.problem.tooHigh', { max: '50%' }),
    );
    expect(
      screen.getByRole('button', {
        name: formatMessage('bridge.slippage.button', { value: '5%' }),
      }),
    ).toBeInTheDocument();
  });

  it('asks for exactly what arrives in exact-output mode and signs for the input it needs', async () => {
    const user = userEvent.setup();
    const { service, wallet } = await renderBridge({ search: { ...ROUTE, exact: 'output' } });
    await quoteReady();
    expect(service.quotes().at(-1)?.body).toMatchObject({
      tradeType: 'exactOutput',
      amount: '25000000',
    });
    expect(screen.getByText('You send from Arbitrum One')).toBeInTheDocument();
    const review = await reviewButton();
    await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
    await user.click(review);
    const panel = await screen.findByRole('region', { name: 'What you are about to sign' });
    expect(
      within(panel).getByText(wholeText('25.012488 USDC on Arbitrum One')),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Sign in wallet' }));
    await waitFor(() => expect(wallet.calls.signTypedData).toBe(1));
  });

  it('switching to exact output puts it in the URL', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = await renderBridge();
    await quoteReady();
    await user.click(screen.getByRole('radio', { name: 'I want to receive exactly' }));
    expect(onSearchChange).toHaveBeenCalledWith({ exact: 'output' });
  });
});

describe('price impact', () => {
  it('warns above 3 % and still allows review', async () => {
    await renderBridge({ search: SWAP, service: { swapImpactPct: 4n * 10n ** 16n } });
    await quoteReady();
    expect(
      await screen.findByText(formatMessage('bridge.impact.high.title', { impact: '4.00%' })),
    ).toBeInTheDocument();
    const review = await reviewButton();
    await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
  });

  it('above 10 % blocks review until the person confirms it', async () => {
    const user = userEvent.setup();
    await renderBridge({ search: SWAP, service: { swapImpactPct: 12n * 10n ** 16n } });
    await quoteReady();
    const button = await screen.findByRole(
      'button',
      { name: 'Confirm the price impact' },
      { timeout: 3000 },
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I understand I lose 12.00%/ }));
    const review = await reviewButton();
    await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
  });
});

describe('reviewing a swap', () => {
  it('shows the minimum received and the refund token in words before the signature', async () => {
    const user = userEvent.setup();
    const { wallet, onSubmitted } = await renderBridge({ search: SWAP });
    await quoteReady();
    const review = await reviewButton();
    await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
    await user.click(review);
    const panel = await screen.findByRole('region', { name: 'What you are about to sign' });
    expect(within(panel).getByText('The swap')).toBeInTheDocument();
    expect(
      within(panel).getByText(wholeText('0.008245878951754121 WETH on Base')),
    ).toBeInTheDocument();
    expect(within(panel).getByText('USDC on Arbitrum One, the token you send')).toBeInTheDocument();
    expect(wallet.calls.signTypedData).toBe(0);
    await user.click(within(panel).getByRole('button', { name: 'Sign in wallet' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(wallet.calls.signTypedData).toBe(1);
  });
});

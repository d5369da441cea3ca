// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { ConnectLabel } from './ConnectLabel';
import { NoWalletDialog } from './NoWalletDialog';

it('explains in Arabic why a wallet is needed to sign in, and where to get one', () => {
  const { container } = render(<NoWalletDialog open onClose={() => {}} purpose="sign-in" />, {
    wrapper: inLocale('ar'),
  });
  // jsdom has no showModal, so the dialog stays closed: read it as hidden content.
  expect(
    screen.getByRole('heading', {
      name: formatMessage('app.noWallet.signIn.title', {}, 'ar'),
      hidden: true,
    }),
  ).toBeInTheDocument();
  expect(container).toHaveTextContent(formatMessage('app.noWallet.signIn.why', {}, 'ar'));
  for (const id of ['app.noWallet.computer.title', 'app.noWallet.phone.title'])
    expect(
      screen.getByRole('region', { name: formatMessage(id, {}, 'ar'), hidden: true }),
    ).toBeInTheDocument();
  expect(
    screen.getByRole('button', {
      name: formatMessage('app.noWallet.close', {}, 'ar'),
      hidden: true,
    }),
  ).toBeInTheDocument();
});

it('names the connect button in full in the page language', () => {
  render(
    <button type="button">
      <ConnectLabel />
    </button>,
    { wrapper: inLocale('es') },
  );
  expect(screen.getByRole('button', { name: 'Conectar billetera' })).toBeVisible();
});

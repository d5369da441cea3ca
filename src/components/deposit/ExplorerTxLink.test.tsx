// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { leaveEmbeddedService, onEmbeddedService } from '../../lib/testing/embedded-service-page';
import { ExplorerTxLink } from './ExplorerTxLink';

const HASH = `0x${'ab'.repeat(32)}`;

afterEach(() => {
  cleanup();
  leaveEmbeddedService();
});

const link = () =>
  render(<ExplorerTxLink tx={{ chainId: 42161, txnRef: HASH }} label="Deposit" />, {
    wrapper: inLocale('en'),
  }).getByRole('link');

it('on the real service, opens the transaction on the chain’s public explorer', () => {
  expect(link()).toHaveAttribute('href', `https://arbiscan.io/tx/${HASH}`);
  expect(
    screen.getByText(formatMessage('components.txLink.newTab', { chain: 'Arbitrum One' }), {
      exact: false,
    }),
  ).toBeInTheDocument();
});

it('on the embedded service, opens it in Ferry’s explorer, which knows the sandbox chains', () => {
  onEmbeddedService();
  expect(link()).toHaveAttribute('href', `/explorer?q=${HASH}`);
  expect(screen.getByText(formatMessage('components.txLink.newTabFerry'))).toBeInTheDocument();
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { formatMessage } from '../../../i18n/testing/format-message';
import { reasonText } from '../model/reasons';
import type { ChainOption } from '../model/route-options';
import { ChainField } from './ChainField';

const reason = reasonText({ code: 'CHAIN_DEPRECATED', message: '' }, [534352]);
const options: ChainOption[] = [
  { chainId: 42161, name: 'Arbitrum One', available: true },
  { chainId: 534352, name: 'Scroll', available: false, reason },
  {
    chainId: 84532,
    name: 'Base Sepolia',
    available: false,
    reason: reasonText({ code: 'ROUTE_NOT_ENABLED', message: '' }),
  },
];

beforeEach(() => localStorage.clear());

async function open() {
  const user = userEvent.setup();
  render(
    <ChainField
      label="From"
      role="origin"
      chainId={42161}
      name="Arbitrum One"
      options={options}
      onChange={vi.fn()}
    />,
  );
  await user.click(screen.getByRole('button', { name: /From/ }));
  // The picker's code loads on intent (LazyPickerDialog.tsx): its search box comes with it.
  await screen.findByRole('combobox');
  return user;
}

it('keeps unavailable chains under a collapsed, counted section with their reasons', async () => {
  const user = await open();
  expect(screen.queryByRole('option', { name: /Scroll/ })).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', {
    name: formatMessage('bridge.chain.unavailable', { count: 1 }),
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('option', { name: /Scroll/ })).toHaveAttribute('aria-disabled', 'true');
  expect(
    screen.getByText(formatMessage('bridge.reason.supportEnded', { date: 'April 30, 2026' })),
  ).toBeInTheDocument();
});

it('finds an unavailable chain by search without opening the section', async () => {
  const user = await open();
  await user.type(screen.getByRole('combobox'), 'scro');
  expect(screen.getByRole('option', { name: /Scroll/ })).toBeInTheDocument();
});

it('lists testnets only once asked, and remembers the choice', async () => {
  const user = await open();
  await user.type(screen.getByRole('combobox'), 'sepolia');
  expect(screen.queryByRole('option', { name: /Base Sepolia/ })).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('checkbox', {
      name: formatMessage('bridge.chain.showTestnets', { count: 1 }),
    }),
  );
  expect(screen.getByRole('option', { name: /Base Sepolia/ })).toBeInTheDocument();
  expect(localStorage.getItem('ferry.showTestnets')).toBe('true');
});

it('puts the list (and its logos) in the page only once the picker opens', async () => {
  render(
    <ChainField
      label="From"
      role="origin"
      chainId={42161}
      name="Arbitrum One"
      options={options}
      onChange={vi.fn()}
    />,
  );
  // hidden: true, as a closed <dialog>'s content is hidden from the accessibility tree anyway.
  expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /From/ }));
  expect(await screen.findByRole('option', { name: /Arbitrum One/ })).toBeInTheDocument();
});

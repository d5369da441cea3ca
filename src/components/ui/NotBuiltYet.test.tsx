// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { NotBuiltYet } from './NotBuiltYet';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

it('says plainly what is coming and what it will do', () => {
  render(
    <NotBuiltYet
      feature="the transfer tracker"
      capabilities={['Paste an order ID to open a transfer.', 'Follow each step live.']}
    />,
  );
  const region = screen.getByRole('region', {
    name: 'Coming in a later release: the transfer tracker',
  });
  expect(within(region).getByText('Not built yet')).toBeInTheDocument();
  expect(within(region).getByText(/Nothing on this page works yet/)).toBeInTheDocument();
  const items = within(region).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Paste an order ID to open a transfer.',
    'Follow each step live.',
  ]);
});

it('can sit under a section heading', () => {
  render(<NotBuiltYet feature="webhooks" capabilities={['Subscribe.']} headingLevel={3} />);
  expect(
    screen.getByRole('heading', { level: 3, name: 'Coming in a later release: webhooks' }),
  ).toBeInTheDocument();
});

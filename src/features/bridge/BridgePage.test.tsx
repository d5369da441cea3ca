// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BridgePage } from './BridgePage';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

it('is an honest placeholder: one heading, and a not-built panel', () => {
  render(<BridgePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Move tokens between chains' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Coming in a later release: the bridge' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/This link asks for/)).not.toBeInTheDocument();
});

it('repeats what a shared link asked for, and that nothing was sent', () => {
  render(<BridgePage linked={{ from: 8453, to: 56, token: 'USDC', amount: '1.5' }} />);
  expect(
    screen.getByText('This link asks for 1.5 USDC from Base to BNB Smart Chain.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/nothing has been filled in or sent/)).toBeInTheDocument();
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from './Button';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

it('explains why it is disabled and stays reachable by keyboard', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(
    <Button onClick={onClick} disabledReason="Connect a wallet first.">
      Confirm transfer
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Confirm transfer' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription('Connect a wallet first.');
  await user.tab();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(onClick).not.toHaveBeenCalled();
});

it('shows loading as busy and blocks clicks', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('runs the click handler when enabled', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(<Button onClick={onClick}>Go</Button>);
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onClick).toHaveBeenCalledOnce();
});

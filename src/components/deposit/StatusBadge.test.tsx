// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { statusInfo } from './status-map';
import { StatusBadge } from './StatusBadge';

const iconOf = (kind: 'transfer' | 'deposit', state: string) => {
  const { container, unmount } = render(<StatusBadge info={statusInfo(kind, state)} />);
  const icon = container.querySelector('svg')?.getAttribute('data-icon');
  unmount();
  return icon;
};

it('marks only a delivered transfer with a check', () => {
  expect(iconOf('transfer', 'filled')).toBe('check');
  expect(iconOf('deposit', 'filled')).toBe('check');
});

it('gives a refunded and a not-sent transfer their own marks, never a check', () => {
  expect(iconOf('transfer', 'refunded')).toBe('refund');
  expect(iconOf('deposit', 'refunded')).toBe('refund');
  expect(iconOf('transfer', 'failed')).toBe('cross');
  expect(iconOf('transfer', 'expired')).toBe('cross');
  expect(iconOf('deposit', 'deposit-failed')).toBe('cross');
});

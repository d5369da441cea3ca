// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HistoryPage } from './HistoryPage';

it('shows the list it is given and says plainly that server history comes later', () => {
  render(<HistoryPage recent={<p>the recent list</p>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Your transfers' })).toBeInTheDocument();
  expect(screen.getByText("Only this browser's transfers, for now")).toBeInTheDocument();
  expect(screen.getByText(/is not built yet/)).toBeInTheDocument();
  expect(screen.getByText('the recent list')).toBeInTheDocument();
});

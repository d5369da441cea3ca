// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { refundedTransferFixture } from '../../contract/testing/v1-transfers';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { StatusBadge } from './StatusBadge';
import { statusInfo } from './status-map';
import { Timeline } from './Timeline';
import { transferTimeline } from './timeline';

const refunded = transferResponse.parse(refundedTransferFixture);

it('shows the steps, their state for screen readers and their transactions in Arabic', () => {
  render(<Timeline steps={transferTimeline(refunded, 'refunded')} />, {
    wrapper: inLocale('ar'),
  });
  const origin = 'Arbitrum One';
  // The chain's name is kept left to right inside the Arabic sentence.
  expect(
    screen.getByText(
      formatMessage('components.timeline.refunded', { origin: `\u2066${origin}\u2069` }, 'ar'),
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  expect(
    screen.getByText(formatMessage('components.reason.fillDeadlinePassed', {}, 'ar')),
  ).toBeVisible();
  expect(
    screen.getAllByText(formatMessage('components.timeline.state.done', {}, 'ar')).length,
  ).toBe(refunded.history.length);
  const refund = screen.getByRole('link', {
    name: new RegExp(formatMessage('components.timeline.tx.refund', {}, 'ar')),
  });
  expect(refund).toHaveTextContent(origin);
});

it('names the state in the page language', () => {
  render(<StatusBadge info={statusInfo('deposit', 'expired')} />, { wrapper: inLocale('es') });
  expect(
    screen.getByText(formatMessage('components.status.refundPending.label', {}, 'es')),
  ).toBeVisible();
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../i18n/testing/format-message';
import { LateIndicator } from './LateIndicator';
import { lateness } from './lateness';

const start = '2026-01-01T00:00:00.000Z';
const at = (sec: number) => Date.parse(start) + sec * 1000;

it('says how long it has taken the way Spanish writes lengths of time', () => {
  render(
    <LateIndicator
      late={lateness({
        state: 'deposited',
        startedAt: start,
        expectedFillTimeSec: 60,
        now: at(75),
      })!}
      origin="Base"
    />,
    { wrapper: inLocale('es') },
  );
  expect(
    screen.getByText(
      formatMessage('components.late.slower', { elapsed: '1 min y 15 s', expected: '1 min' }, 'es'),
    ),
  ).toBeVisible();
  expect(screen.getByText(formatMessage('components.late.nothingYet', {}, 'es'))).toBeVisible();
});

it('titles a late transfer in Spanish with its hours and minutes', () => {
  const late = lateness({
    state: 'deposited',
    startedAt: start,
    expectedFillTimeSec: 2000,
    now: at(4800),
  })!;
  expect(late.level).toBe('late');
  render(<LateIndicator late={late} origin="Base" />, { wrapper: inLocale('es') });
  expect(
    screen.getByText(
      formatMessage('components.late.title', { elapsed: '1 h y 20 min', expected: '33 min' }, 'es'),
    ),
  ).toBeVisible();
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../../i18n/testing/format-message';
import type { Slippage } from '../model/slippage';
import { SlippageSettings } from './SlippageSettings';

function Harness({ initial = { kind: 'auto' } as Slippage }) {
  const [value, setValue] = useState<Slippage>(initial);
  return (
    <>
      <SlippageSettings value={value} onChange={setValue} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('SlippageSettings', () => {
  it('opens by keyboard, names its panel, and goes back to auto', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ kind: 'custom', percent: '2' }} />);
    const toggle = screen.getByRole('button', {
      name: formatMessage('bridge.slippage.button', { value: '2%' }),
    });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('group', { name: formatMessage('bridge.slippage.title') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: formatMessage('bridge.slippage.custom') }),
    ).toHaveValue('2');
    await user.click(screen.getByRole('radio', { name: formatMessage('bridge.slippage.auto') }));
    expect(screen.getByRole('button', { name: 'Slippage: Auto' })).toBeInTheDocument();
  });

  it('reads a comma as the decimal separator in Spanish: 0,5 is half a percent', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: inLocale('es') });
    const auto = formatMessage('bridge.slippage.autoShort', undefined, 'es');
    await user.click(
      screen.getByRole('button', {
        name: formatMessage('bridge.slippage.button', { value: auto }, 'es'),
      }),
    );
    const field = screen.getByRole('textbox', {
      name: formatMessage('bridge.slippage.custom', undefined, 'es'),
    });
    expect(field).toHaveAttribute('placeholder', '0,5');
    await user.type(field, '0,5');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByRole('button', {
        name: formatMessage('bridge.slippage.button', { value: '0,5\u00a0%' }, 'es'),
      }),
    ).toBeInTheDocument();
  });

  it('refuses a comma in English with the reason, and keeps the tolerance', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Slippage: Auto' }));
    const field = screen.getByRole('textbox', { name: formatMessage('bridge.slippage.custom') });
    await user.type(field, '0,5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(formatMessage('bridge.slippage.problem.comma'));
    expect(screen.getByRole('button', { name: 'Slippage: Auto' })).toBeInTheDocument();
  });

  it('closes on a click outside, and with Done returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Slippage: Auto' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(
      screen.queryByRole('group', { name: formatMessage('bridge.slippage.title') }),
    ).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: formatMessage('bridge.slippage.done') }));
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// @vitest-environment jsdom
// The bridge in another language: its words come from that language's catalogue, plurals
// follow that language's rules, and the names of chains and tokens stay as they are.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../i18n/testing/format-message';
import { renderBridge } from './testing/render-bridge';

afterEach(() => vi.unstubAllGlobals());

describe('the bridge in Arabic', () => {
  it('says its title, its quote and its chain picker in Arabic, counting results by Arabic plural rules', async () => {
    const user = userEvent.setup();
    await renderBridge({ locale: 'ar' });
    expect(
      screen.getByRole('heading', { level: 1, name: formatMessage('bridge.page.title', {}, 'ar') }),
    ).toBeInTheDocument();
    const quote = await screen.findByRole('region', {
      name: formatMessage('bridge.quote.heading', {}, 'ar'),
    });
    // The quote's 4 seconds: Arabic's "few" form (٤ ثوانٍ), not the form for 11 or more.
    expect(
      await within(quote).findByText(
        formatMessage('bridge.fillTime.seconds', { count: 4 }, 'ar'),
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(formatMessage('bridge.fillTime.seconds', { count: 4 }, 'ar')).toContain('ثوانٍ');
    expect(
      within(quote).getByText(formatMessage('bridge.fee.total.label', {}, 'ar')),
    ).toBeInTheDocument();

    const from = await screen.findByRole('button', {
      name: `${formatMessage('bridge.form.from', {}, 'ar')} Arbitrum One`,
    });
    await user.click(from);
    // The picker loads on intent: it may still be on its way when the button is pressed.
    const picker = await screen.findByRole(
      'dialog',
      { name: formatMessage('bridge.chain.dialogTitle', { role: 'origin' }, 'ar') },
      { timeout: 5_000 },
    );
    const search = within(picker).getByRole('combobox');
    await user.type(search, 'Arbitrum');
    const shown = within(picker).getAllByRole('option').length;
    expect(shown).toBe(1);
    // One result reads "نتيجة واحدة", not "1 نتيجة".
    expect(within(picker).getByText('نتيجة واحدة')).toBeInTheDocument();
    expect(formatMessage('bridge.picker.results', { count: 1 }, 'ar')).toBe('نتيجة واحدة');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(picker).getByText('لا نتائج')).toBeInTheDocument();
  });
});

describe('the amount field in the page language', () => {
  const field = (locale: 'es' | 'en') =>
    screen.getByRole('textbox', { name: formatMessage('bridge.amount.youSend', {}, locale) });

  it('reads "1,5" in Spanish as one and a half: 1.5 USDC is quoted, reviewed and linked with a dot', async () => {
    const user = userEvent.setup();
    const { service, onSearchChange } = await renderBridge({
      locale: 'es',
      search: { from: 42161, to: 8453, token: 'USDC' },
    });
    const amount = await screen.findByRole('textbox', {
      name: formatMessage('bridge.amount.youSend', {}, 'es'),
    });
    expect(amount).toHaveAttribute('placeholder', '0,0');
    expect(screen.getByText('Usa una coma (,) para los decimales')).toBeInTheDocument();
    await user.type(field('es'), '1,5');
    await waitFor(() => expect(service.quotes().at(-1)?.body).toMatchObject({ amount: '1500000' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ amount: '1.5' });
    expect(field('es')).not.toHaveAttribute('aria-invalid');
    // 1.5 USDC less the fake's fee of 0.012488 arrives, written the Spanish way, and so is its USD.
    expect(await screen.findByTestId('quote-output', {}, { timeout: 4000 })).toHaveTextContent(
      '1,487512 USDC',
    );
    // Its USD value and the route's limits too.
    expect(field('es')).toHaveAccessibleDescription(
      '≈ 1,50\u00a0US$Mín. 1 · Máx. ≈ 1.650.293,0194 USDC',
    );
    const review = await screen.findByRole(
      'button',
      { name: formatMessage('bridge.action.ready.label', {}, 'es') },
      { timeout: 4000 },
    );
    await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'));
    await user.click(review);
    const sign = await screen.findByRole('region', {
      name: formatMessage('bridge.review.signHeading', {}, 'es'),
    });
    expect(sign).toHaveTextContent(formatMessage('bridge.describe.youSend', {}, 'es'));
    expect(within(sign).getByText('1,5 USDC')).toBeInTheDocument();
    expect(within(sign).getByText('1,487512 USDC')).toBeInTheDocument();
  });

  it.each(['1.234', '12.345.678'])(
    'refuses "%s" in Spanish with its hint, and the link keeps no amount typed on the way',
    async (typed) => {
      const user = userEvent.setup();
      const { onSearchChange } = await renderBridge({
        locale: 'es',
        search: { from: 42161, to: 8453, token: 'USDC' },
      });
      await user.type(field('es'), typed);
      expect(field('es')).toHaveAttribute('aria-invalid', 'true');
      expect(field('es')).toHaveAccessibleDescription(/1234|sin separadores de miles/);
      // "1.23" on the way was a well-formed number; the text on screen is not one.
      expect(onSearchChange).toHaveBeenLastCalledWith({ amount: undefined });
    },
  );

  it('opens a link in Spanish with its amount written the Spanish way', async () => {
    await renderBridge({
      locale: 'es',
      search: { from: 42161, to: 8453, token: 'USDC', amount: '2.5' },
    });
    expect(
      await screen.findByRole('textbox', {
        name: formatMessage('bridge.amount.youSend', {}, 'es'),
      }),
    ).toHaveValue('2,5');
  });

  it('refuses "1,5" in English with the message that asks for a dot, and quotes nothing', async () => {
    const user = userEvent.setup();
    const { service, onSearchChange } = await renderBridge({
      search: { from: 42161, to: 8453, token: 'USDC' },
    });
    const amount = await screen.findByRole('textbox', {
      name: formatMessage('bridge.amount.youSend'),
    });
    expect(amount).toHaveAttribute('placeholder', '0.0');
    await user.type(amount, '1,5');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.',
      ),
    ).toBeInTheDocument();
    expect(onSearchChange).not.toHaveBeenCalledWith(expect.objectContaining({ amount: '1.5' }));
    expect(service.quotes()).toHaveLength(0);
  });
});

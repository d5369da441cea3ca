// @vitest-environment jsdom
// The bridge in another language: its words come from that language's catalogue, plurals
// follow that language's rules, and the names of chains and tokens stay as they are.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { say } from '../../i18n/testing/say';
import { renderBridge } from './testing/render-bridge';

afterEach(() => vi.unstubAllGlobals());

describe('the bridge in Arabic', () => {
  it('says its title, its quote and its chain picker in Arabic, counting results by Arabic plural rules', async () => {
    const user = userEvent.setup();
    await renderBridge({ locale: 'ar' });
    expect(
      screen.getByRole('heading', { level: 1, name: say('bridge.page.title', {}, 'ar') }),
    ).toBeInTheDocument();
    const quote = await screen.findByRole('region', {
      name: say('bridge.quote.heading', {}, 'ar'),
    });
    // The quote's 4 seconds: Arabic's "few" form (٤ ثوانٍ), not the form for 11 or more.
    expect(
      await within(quote).findByText(
        say('bridge.fillTime.seconds', { count: 4 }, 'ar'),
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(say('bridge.fillTime.seconds', { count: 4 }, 'ar')).toContain('ثوانٍ');
    expect(within(quote).getByText(say('bridge.fee.total.label', {}, 'ar'))).toBeInTheDocument();

    const from = await screen.findByRole('button', {
      name: `${say('bridge.form.from', {}, 'ar')} Arbitrum One`,
    });
    await user.click(from);
    const picker = screen.getByRole('dialog', {
      name: say('bridge.chain.dialogTitle', { role: 'origin' }, 'ar'),
    });
    const search = within(picker).getByRole('combobox');
    await user.type(search, 'Arbitrum');
    const shown = within(picker).getAllByRole('option').length;
    expect(shown).toBe(1);
    // One result reads "نتيجة واحدة", not "1 نتيجة".
    expect(within(picker).getByText('نتيجة واحدة')).toBeInTheDocument();
    expect(say('bridge.picker.results', { count: 1 }, 'ar')).toBe('نتيجة واحدة');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(picker).getByText('لا نتائج')).toBeInTheDocument();
  });
});

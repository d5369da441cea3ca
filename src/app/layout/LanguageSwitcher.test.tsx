// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogues';
import { LOCALE_KEY } from '../../i18n/choice';
import { I18nProvider } from '../../i18n/I18nProvider';
import { Footer } from './Footer';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

async function renderInEnglish() {
  render(
    <I18nProvider initial={{ locale: 'en', messages: await loadMessages('en') }}>
      <LanguageSwitcher />
      <Footer />
    </I18nProvider>,
  );
}

describe('the language switcher', () => {
  it('names each language in itself and shows the page in the one chosen, remembered', async () => {
    await renderInEnglish();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      '简体中文',
      'العربية',
    ]);
    await userEvent.selectOptions(select, 'es');
    expect(await screen.findByText('Ferry nunca te pedirá tu frase de recuperación.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBe(select);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
  });

  it('lays the page out right to left in Arabic', async () => {
    await renderInEnglish();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('follows a language chosen in another tab of Ferry', async () => {
    await renderInEnglish();
    await act(async () => {
      localStorage.setItem(LOCALE_KEY, 'zh-CN');
      window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_KEY, newValue: 'zh-CN' }));
    });
    expect(await screen.findByText('Ferry 绝不会索要你的助记词。')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('keeps a language picked on the server’s page before the app’s code had started', async () => {
    const messages = await loadMessages('en');
    const page = () => (
      <I18nProvider initial={{ locale: 'en', messages }}>
        <LanguageSwitcher />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // The person picks Arabic on the server-rendered select; no React is listening yet.
    container.querySelector('select')!.value = 'ar';
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('ar');
    container.remove();
  });
});

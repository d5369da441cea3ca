// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogues';
import type { ShippedLocale } from '../../i18n/locales';
import { say } from '../../i18n/testing/say';
import { AppTree } from '../AppTree';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';
import { PRERENDERED_PAGES } from './prerendered';
import { renderPage } from './render-page';

// Answers never arrive: the page stays as a first visit sees it before any data.
const neverAnswers = () => new Promise<Response>(() => {});

beforeEach(() => {
  localStorage.clear();
  globalThis.fetch = neverAnswers as typeof fetch;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** What the browser does with a prerendered page: take it over, collecting any redraw. */
async function hydrate(path: string, locale: ShippedLocale, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const drawnByServer = container.querySelector('h1');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const initial = { locale, messages: await loadMessages(locale) };
  const redraws: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <AppTree initial={initial} queryClient={queryClient} router={router} />,
      {
        onRecoverableError: (error) => redraws.push(error),
      },
    ),
  );
  return { container, drawnByServer, redraws, unmount: () => act(() => root.unmount()) };
}

describe('pages drawn at build time', () => {
  it.each(PRERENDERED_PAGES.map((p) => [p.path]))(
    '%s in Spanish is taken over by React as it is: no redraw, the same heading element',
    async (path) => {
      const { html } = await renderPage(path, 'es');
      const { container, drawnByServer, redraws, unmount } = await hydrate(path, 'es', html);
      expect(redraws).toEqual([]);
      expect(drawnByServer).not.toBeNull();
      // The element the server drew is the one on screen now, not a copy React drew again.
      expect(container.querySelector('h1')).toBe(drawnByServer);
      await unmount();
    },
  );

  it('the bridge is written whole, in the language asked for, with its title', async () => {
    const page = await renderPage('/', 'ar');
    expect(page.title).toBe(`${say('route.bridge', undefined, 'ar')} · Ferry`);
    // Whole: the route's lazily loaded code is in it, not its loading state.
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.html).toContain(say('bridge.page.title', undefined, 'ar'));
  });
});

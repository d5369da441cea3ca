// @vitest-environment jsdom
import { act, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/catalogues';
import type { ShippedLocale } from '../../i18n/locales';
import { say } from '../../i18n/testing/say';
import { AppTree } from '../AppTree';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';
import { seedPrerenderedAnswers } from './assumed-answers';
import {
  ASSUMED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SAMPLE_DEPOSIT_ID,
  SAMPLE_ORDER_ID,
  type PrerenderAssumption,
} from './prerendered';
import { renderPage } from './render-page';
import { loadDrawnData } from './drawn-data';
import { setDrawnAt } from '../../lib/drawn-at';
import {
  depositedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../../contract/testing/v1-transfers';
import type { QueryClient } from '@tanstack/react-query';

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
async function hydrate(
  path: string,
  locale: ShippedLocale,
  html: string,
  assumes?: PrerenderAssumption,
  kept: (page: HTMLElement) => Element | null = (page) => page.querySelector('h1'),
  /** What main.tsx does first for a page drawn with the service's answers. */
  prepare?: (queryClient: QueryClient) => Promise<void>,
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  if (assumes) container.setAttribute(ASSUMED_ATTRIBUTE, assumes);
  document.body.append(container);
  const drawnByServer = kept(container);
  const queryClient = createQueryClient();
  seedPrerenderedAnswers(queryClient, container);
  await prepare?.(queryClient);
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
  it.each(PRERENDERED_PAGES.map((p) => [p.name, p.path, p.assumes] as const))(
    '%s (%s) in Spanish is taken over by React as it is: no redraw, the same heading element',
    async (_name, path, assumes) => {
      const { html } = await renderPage(path, 'es', assumes);
      const { container, drawnByServer, redraws, unmount } = await hydrate(
        path,
        'es',
        html,
        assumes,
      );
      expect(redraws).toEqual([]);
      expect(drawnByServer).not.toBeNull();
      // The element the server drew is the one on screen now, not a copy React drew again.
      expect(container.querySelector('h1')).toBe(drawnByServer);
      await unmount();
    },
  );

  it('the dashboard drawn signed out is taken over with the sign-in panel the server drew', async () => {
    const { html } = await renderPage('/integrator', 'es', 'signed-out');
    const signIn = { level: 2, name: say('integrator.signIn.title', undefined, 'es') } as const;
    const { container, drawnByServer, redraws, unmount } = await hydrate(
      '/integrator',
      'es',
      html,
      'signed-out',
      (page) => within(page).getByRole('heading', signIn),
    );
    expect(redraws).toEqual([]);
    // The server's node, not a copy React drew after showing "checking".
    expect(within(container).getByRole('heading', signIn)).toBe(drawnByServer);
    expect(container).not.toHaveAttribute(ASSUMED_ATTRIBUTE);
    await unmount();
  });

  it('the tracker drawn for the sample order is the tracker of any order, once the BFF writes its id in', async () => {
    const tracker = PRERENDERED_PAGES.find((p) => p.name === 'transfer')!;
    const drawn = await renderPage(tracker.path, 'zh-CN');
    // Upper and lower case: the page shows the id exactly as the link has it.
    for (const orderId of [`0x${'0f'.repeat(32)}`, `0x${'AbC1'.repeat(16)}`]) {
      expect(tracker.forEvery!.pattern.exec(`/transfers/${orderId}`)?.[1]).toBe(orderId);
      const own = await renderPage(`/transfers/${orderId}`, 'zh-CN');
      expect(drawn.html.replaceAll(SAMPLE_ORDER_ID, orderId)).toBe(own.html);
      expect(drawn.title).toBe(own.title);
    }
    expect(drawn.html).toContain(say('transfers.tracker.loading', undefined, 'zh-CN'));
  });

  it('the deposit page drawn for the sample deposit is any deposit’s, on any chain, loading', async () => {
    const page = PRERENDERED_PAGES.find((p) => p.name === 'deposit')!;
    const drawn = await renderPage(page.path, 'es');
    for (const [chainId, depositId] of [
      [42161, '1234'],
      [1, '5000001'],
    ] as const) {
      const path = `/explorer/deposits/${chainId}/${depositId}`;
      expect(page.forEvery!.pattern.exec(path)?.[1]).toBe(depositId);
      const own = await renderPage(path, 'es');
      expect(drawn.html.replaceAll(SAMPLE_DEPOSIT_ID, depositId)).toBe(own.html);
      expect(drawn.title).toBe(own.title);
    }
    // Its placeholders, there before any script runs.
    expect(drawn.html).toContain('aria-busy="true"');
    expect(drawn.html).toContain(say('explorer.results.searching', undefined, 'es'));
  });

  it('the tracker is taken over as drawn in a browser that can show notifications', async () => {
    // The build draws it knowing of none; a browser that has them, and refuses them for Ferry,
    // offers the switch (or says it is blocked) only once React has taken the page over.
    const path = PRERENDERED_PAGES.find((p) => p.name === 'transfer')!.path;
    const { html } = await renderPage(path, 'en');
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'denied';
      },
    );
    try {
      const { container, redraws, unmount } = await hydrate(path, 'en', html);
      expect(redraws).toEqual([]);
      expect(container).toHaveTextContent(say('transfers.notify.blocked'));
      await unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['delivered', transferFixture],
    ['on its way', depositedTransferFixture],
    ['refunded', refundedTransferFixture],
  ])(
    'a tracker the BFF drew with its transfer (%s) is taken over as drawn, its times as they were written',
    async (_, record) => {
      const { orderId } = record;
      const path = `/transfers/${orderId}`;
      // The record the BFF asked for, as the worker's fetch gives it (prerender-runner.ts).
      globalThis.fetch = (async (input: string) =>
        input === `/api/v1/transfers/${orderId}`
          ? Response.json(record)
          : neverAnswers()) as typeof fetch;
      const filled = Date.parse(record.history.at(-1)!.at);
      const clock = vi.spyOn(Date, 'now').mockReturnValue(filled + 40_000);
      try {
        const drawn = await renderPage(path, 'es', undefined, true);
        expect(drawn.drawnAt).toBe(filled + 40_000);
        expect(drawn.html).not.toContain(say('transfers.tracker.loading', undefined, 'es'));
        // The browser takes it over fifty seconds on: "just now" would read "1 minute ago" by now.
        clock.mockReturnValue(filled + 90_000);
        const { container, drawnByServer, redraws, unmount } = await hydrate(
          path,
          'es',
          drawn.html,
          undefined,
          undefined,
          async (queryClient) => {
            setDrawnAt(drawn.drawnAt);
            expect(await loadDrawnData(queryClient, path)).toBe(true);
          },
        );
        expect(redraws).toEqual([]);
        expect(container.querySelector('h1')).toBe(drawnByServer);
        await unmount();
      } finally {
        setDrawnAt(undefined);
        clock.mockRestore();
      }
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

// The server entry as the BFF calls it: a page rendered with the data its loader needs, that
// data carried in the page for the browser (the query cache, dehydrated with the router's
// state), and every inline script under the request's nonce.
import { describe, expect, it } from 'vitest';
import { transferFixture } from '../../contract/testing/v1-transfers';
import { fakeService } from '../../features/bridge/testing/fake-service';
import type { Locale } from '../../i18n/locales';
import { renderPage } from './render-page';

const orderId = `0x${'ab'.repeat(32)}`;

async function rendered(
  path: string,
  answer: (url: string) => Response | Promise<Response>,
  locale: Locale = 'en',
) {
  const asked: string[] = [];
  const page = await renderPage({
    request: new Request(`http://localhost${path}`),
    locale,
    nonce: 'n0nce',
    fetch: async (input) => {
      asked.push(String(input));
      return answer(String(input));
    },
  });
  if (!('body' in page)) throw new Error(`${path} redirected`);
  return { ...page, html: await new Response(page.body).text(), asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a page rendered on the server', () => {
  it('a tracker comes rendered with its transfer, and its record in the page for the browser', async () => {
    const transfer = { ...transferFixture, orderId };
    const page = await rendered(`/transfers/${orderId}`, () => json(transfer));
    expect(page.asked).toEqual([`/api/v1/transfers/${orderId}`]);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Transfer · Ferry');
    expect(page.html).not.toContain('aria-busy="true"');
    // The router's state and the query cache, for hydration.
    expect(page.html).toContain('$_TSR');
    expect(page.html).toContain(transfer.orderId);
    // Every inline script under the request's nonce.
    const scripts = page.html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('nonce="n0nce"');
  });

  it('a tracker whose upstream fails comes loading: the failure is left for the browser to retry', async () => {
    const page = await rendered(`/transfers/${orderId}`, () => json({ error: 'Down' }, 503));
    expect(page.status).toBe(200);
    expect(page.asked).toHaveLength(1);
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).not.toContain('Down');
  });

  it('the bridge comes with the route and token its link names, not "Loading routes…"', async () => {
    const service = fakeService();
    const page = await rendered('/?from=42161&to=8453&token=USDC', (url) => service.fetch(url));
    expect(page.asked).toEqual(
      expect.arrayContaining([
        '/api/v1/capabilities',
        '/api/v1/capabilities?originChainId=42161&destinationChainId=8453&include=tokens',
      ]),
    );
    expect(page.html).not.toContain('Loading routes');
    expect(page.html).toContain('Arbitrum One');
    // The amount field names the route's token: the form is the one a person will use.
    expect(page.html).toMatch(/aria-label="[^"]*USDC/);
  });

  it('is rendered in the language asked for', async () => {
    const page = await rendered('/explorer', () => json([]), 'es');
    expect(page.title).toBe('Explorador · Ferry');
    expect(page.asked).toEqual(['/api/deposits?limit=25&skip=0']);
  });
});

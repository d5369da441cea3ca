// requestTarget reads the path and query off the URL string instead of building a URL object;
// the proxy's routing and validation rest on it agreeing with the URL parser on every URL the
// platform hands over (already normalised: node-server resolves dot segments, Request the rest).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestTarget, resolveRoute } from './route';

const viaUrl = (href: string) => {
  const u = new URL(href);
  return { pathname: u.pathname, search: u.search };
};

describe('requestTarget', () => {
  it.each([
    'http://127.0.0.1:3000/api/v1/quotes/ping',
    'http://127.0.0.1:3000/api/v1/capabilities?originChainId=1&inputToken=0xA0b8',
    'http://localhost/api/deposit?depositTxnRef=0x%2e%2e%2Fabc',
    'https://ferry.example/api/v1/transfers/0xabc%2Fdef?x=%3F#frag',
    'http://h/api/v1/quotes?',
    'http://h/',
  ])('agrees with the URL parser on %s', (href) => {
    expect(requestTarget(href)).toEqual(viaUrl(href));
  });

  it('agrees with the URL parser on normalised request URLs', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9%._~:@!$&'()*+,;=-]{0,12}$/);
    const query = fc.stringMatching(/^[A-Za-z0-9%._~:@!$&'()*+,;=?/-]{0,20}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.option(query), (segments, q) => {
        // What the platform would hand over: the URL parser's own serialisation.
        const href = new URL(
          `http://127.0.0.1:3000/${segments.join('/')}${q === null ? '' : `?${q}`}`,
        ).href;
        expect(requestTarget(href)).toEqual(viaUrl(href));
      }),
      { numRuns: 2_000 },
    );
  });

  it('routes a mirrored row by its raw path', () => {
    const { pathname } = requestTarget('http://h/api/v1/transfers/0xAb%43?x=1');
    const route = resolveRoute('GET', pathname);
    expect(route?.kind).toBe('row');
    expect(route?.match.params.orderId).toBe('0xAbC');
  });
});

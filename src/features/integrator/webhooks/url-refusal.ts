// Why the service refused a webhook URL, in words: the refusal code the BFF sends beside
// `param: "url"` (contract/webhook-url-refusals.ts), with the URL's own scheme or host woven in.
import type { IntlShape } from 'react-intl';
import type { WebhookUrlRefusal } from '../../../contract/webhook-url-refusals';
import { leftToRight } from '../../../lib/intl-locale';

/** Refusals that read the same to a person share one sentence. */
const SENTENCE = {
  malformed: 'malformed',
  'too-long': 'malformed',
  scheme: 'scheme',
  credentials: 'credentials',
  'not-public-name': 'name',
  'not-qualified': 'name',
  loopback: 'loopback',
  private: 'private',
  'link-local': 'private',
  reserved: 'private',
  unresolved: 'unresolved',
} as const satisfies Record<WebhookUrlRefusal, string>;

function partsOf(url: string): { scheme: string; host: string } {
  try {
    const u = new URL(url);
    return { scheme: u.protocol.replace(/:$/, ''), host: u.hostname.slice(0, 100) };
  } catch {
    return { scheme: '', host: url.slice(0, 100) };
  }
}

export function urlRefusal(t: IntlShape, refusal: WebhookUrlRefusal, url: string): string {
  const ltr = (text: string) => leftToRight(text, t.locale);
  const { scheme, host } = partsOf(url);
  return t.formatMessage(
    {
      id: 'integrator.webhooks.refusal',
      defaultMessage:
        '{kind, select, scheme {{scheme} is not accepted: the service delivers only to {https} URLs.} credentials {The URL holds a user name or password, which the service refuses: leave them out.} name {{host} is not a public host name: use a fully qualified name, such as {example}.} loopback {{host} is a loopback address (this machine itself): the service cannot deliver there.} private {{host} is a private, link-local or reserved address, not reachable from the internet.} unresolved {{host} did not resolve: no DNS record answers for it. Check the spelling, or publish the record first.} other {The service could not read this as a URL (at most 2,048 characters).}}',
    },
    {
      kind: SENTENCE[refusal],
      scheme: ltr(`${scheme}://`),
      https: ltr('https://'),
      host: ltr(host),
      example: ltr('hooks.example.com'),
    },
  );
}

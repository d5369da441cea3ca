// Which webhook URLs the service takes, in words: HTTPS to a public address, plus, where local
// webhooks are on (the embedded service with SERVICE_ALLOW_LOCAL_WEBHOOKS=1), http:// to
// 127.0.0.1 or localhost for local development.
import type { IntlShape } from 'react-intl';
import { leftToRight } from '../../../lib/intl-locale';

export function urlPolicy(t: IntlShape, localAllowed: boolean): string {
  // Schemes keep their "://" after them in a right-to-left sentence.
  const ltr = (text: string) => leftToRight(text, t.locale);
  return t.formatMessage(
    {
      id: 'integrator.webhooks.urlPolicy',
      defaultMessage:
        '{local, select, yes {Webhook URLs must use HTTPS to a public address, or, on this instance (local webhooks are on), {http} or {https} to {ip} or {localhost}. Private and link-local addresses are refused, so a subscription can never reach into an internal network.} other {Webhook URLs must use HTTPS to an address reachable from the internet: private, loopback and link-local addresses are refused, so a subscription can never reach into an internal network.}}',
    },
    {
      local: localAllowed ? 'yes' : 'no',
      http: ltr('http://'),
      https: ltr('https://'),
      ip: ltr('127.0.0.1'),
      localhost: 'localhost',
    },
  );
}

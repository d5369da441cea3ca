// Which webhook URLs the service takes, in words: HTTPS to a public address, plus, where local
// webhooks are on (the embedded service with SERVICE_ALLOW_LOCAL_WEBHOOKS=1), http:// to
// 127.0.0.1 or localhost for local development.
export function urlPolicy(localAllowed: boolean): string {
  return localAllowed
    ? 'HTTPS to a public address, or, on this instance (local webhooks are on), http:// or https:// to 127.0.0.1 or localhost. Private and link-local addresses are refused, so a subscription can never reach into an internal network.'
    : 'HTTPS to an address reachable from the internet: private, loopback and link-local addresses are refused, so a subscription can never reach into an internal network.';
}

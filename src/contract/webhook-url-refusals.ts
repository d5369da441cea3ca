// Why a webhook URL is refused (docs/interface-decisions.md#webhook-urls), as data: the embedded
// service sends one of these as `reason` beside `param: "url"` in its ValidationError, and the
// BFF names one for an upstream that sends none, so the dashboard says which rule the URL broke.
export const webhookUrlRefusals = [
  'malformed',
  'too-long',
  'scheme',
  'credentials',
  'not-public-name',
  'not-qualified',
  'loopback',
  'private',
  'link-local',
  'reserved',
  'unresolved',
] as const;
export type WebhookUrlRefusal = (typeof webhookUrlRefusals)[number];

export const isWebhookUrlRefusal = (x: unknown): x is WebhookUrlRefusal =>
  (webhookUrlRefusals as readonly unknown[]).includes(x);

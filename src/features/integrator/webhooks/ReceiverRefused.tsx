/** Why Ferry's own receiver cannot be chosen here, and what the operator can change. */
export function ReceiverRefused({ id }: { id: string }) {
  return (
    <span id={id} className="block text-sm text-warning">
      Not available here: this Ferry&apos;s receiver is on a local address, and the service only
      sends to public HTTPS URLs. To use it, serve Ferry at a public HTTPS address (
      <code>PUBLIC_URL</code>), or, with the embedded service, turn local webhooks on (
      <code>SERVICE_ALLOW_LOCAL_WEBHOOKS=1</code>).
    </span>
  );
}

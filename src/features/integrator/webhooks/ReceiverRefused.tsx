import { Code } from '../../../components/ui/Code';
import { T } from '../../../i18n/useT';

/** Why Ferry's own receiver cannot be chosen here, and what the operator can change. */
export function ReceiverRefused({ id }: { id: string }) {
  return (
    <span id={id} className="block text-sm text-warning">
      <T
        id="integrator.webhooks.receiverLocal"
        defaultMessage="Not available here: this Ferry’s receiver is on a local address, and the service only sends to public HTTPS URLs."
      />{' '}
      <T
        id="integrator.webhooks.receiverFix"
        defaultMessage="To use it, serve Ferry at a public HTTPS address ({publicUrl}), or, with the embedded service, turn local webhooks on ({allowLocal})."
        values={{
          publicUrl: <Code>PUBLIC_URL</Code>,
          allowLocal: <Code>SERVICE_ALLOW_LOCAL_WEBHOOKS=1</Code>,
        }}
      />
    </span>
  );
}

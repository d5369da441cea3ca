import { Button } from '../../../components/ui/Button';
import { T } from '../../../i18n/useT';
import { formatAbsoluteTime } from '../../../lib/time';
import type { SignInPreview } from './useSignIn';

/** What the wallet is about to show, in words, before it opens. */
export function SignInPreviewCard({
  preview,
  signing,
  onConfirm,
  onCancel,
}: {
  preview: SignInPreview;
  signing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { nonce, address } = preview;
  return (
    <div className="space-y-3 rounded-xl border border-border bg-surface-2 p-4">
      <h3 className="font-semibold">
        <T
          id="integrator.signIn.previewTitle"
          defaultMessage="You are about to sign this sign-in message"
        />
      </h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">
          <T id="integrator.signIn.site" defaultMessage="Site" />
        </dt>
        <dd className="font-mono break-all" dir="ltr">
          {nonce.domain}
        </dd>
        <dt className="text-muted">
          <T id="integrator.signIn.wallet" defaultMessage="Wallet" />
        </dt>
        <dd className="font-mono break-all" dir="ltr">
          {address}
        </dd>
        <dt className="text-muted">
          <T id="integrator.signIn.validUntil" defaultMessage="Request valid until" />
        </dt>
        <dd>
          <time dateTime={nonce.expirationTime}>{formatAbsoluteTime(nonce.expirationTime)}</time>
        </dd>
      </dl>
      <p className="text-sm text-muted">
        <T
          id="integrator.signIn.previewCheck"
          defaultMessage="Check that your wallet shows the same site and address. Signing sends no transaction and costs nothing."
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} loading={signing}>
          <T id="integrator.signIn.sign" defaultMessage="Sign in your wallet" />
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={signing}>
          <T id="integrator.signIn.cancel" defaultMessage="Cancel" />
        </Button>
      </div>
    </div>
  );
}

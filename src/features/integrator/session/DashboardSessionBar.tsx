import type { SessionResponse } from '../../../contract/schemas/ferry-auth';
import { T } from '../../../i18n/useT';
import { shortAddress } from '../../../lib/short-address';
import { SignOutButton } from './SignOutButton';
import { Code } from '../../../components/ui/Code';

/** Who is signed in, a sign-out, and, on the embedded service, that any wallet is admin here. */
export function DashboardSessionBar({
  session,
  onSignedOut,
}: {
  session: SessionResponse;
  onSignedOut: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm">
      <p className="min-w-0">
        <T
          id="integrator.session.signedInAs"
          defaultMessage="Signed in as {address}"
          values={{
            address: (
              <span className="font-mono" dir="ltr" title={session.address ?? undefined}>
                {session.address ? shortAddress(session.address) : ''}
              </span>
            ),
          }}
        />
        {session.adminRule === 'any-wallet' && (
          <span className="block text-muted sm:inline sm:before:content-['_·_']">
            <T
              id="integrator.session.anyWallet"
              defaultMessage="Sandbox: with the embedded service and no {variable} set, any wallet is an admin here."
              values={{ variable: <Code>DASHBOARD_ADMINS</Code> }}
            />
          </span>
        )}
      </p>
      <SignOutButton onSignedOut={onSignedOut} />
    </div>
  );
}

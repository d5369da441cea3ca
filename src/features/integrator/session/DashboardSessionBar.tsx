import type { SessionResponse } from '../../../contract/schemas/ferry-auth';
import { shortAddress } from '../../../lib/short-address';
import { SignOutButton } from './SignOutButton';

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
        Signed in as{' '}
        <span className="font-mono" title={session.address ?? undefined}>
          {session.address ? shortAddress(session.address) : ''}
        </span>
        {session.adminRule === 'any-wallet' && (
          <span className="block text-muted sm:inline sm:before:content-['_·_']">
            Sandbox: with the embedded service and no <code>DASHBOARD_ADMINS</code> set, any wallet
            is an admin here.
          </span>
        )}
      </p>
      <SignOutButton onSignedOut={onSignedOut} />
    </div>
  );
}

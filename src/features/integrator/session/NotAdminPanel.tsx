import { Notice } from '../../../components/ui/Notice';
import type { SessionResponse } from '../../../contract/schemas/ferry-auth';
import { SignOutButton } from './SignOutButton';

/** Signed in, but not allowed in (or the dashboard is locked): why, and how to fix it. */
export function NotAdminPanel({ session }: { session: SessionResponse }) {
  if (session.dashboardLocked) {
    return (
      <Notice tone="warning" title="The integrator dashboard is locked">
        <p>{session.lockedReason}</p>
        <div className="mt-3">
          <SignOutButton />
        </div>
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title="This wallet is not a dashboard admin">
      <p>
        You are signed in as <span className="font-mono break-all">{session.address}</span>, but
        only the wallets listed in <code>DASHBOARD_ADMINS</code> may use the dashboard.
      </p>
      <p className="mt-2">
        To get in, ask whoever runs this Ferry to add your address to <code>DASHBOARD_ADMINS</code>{' '}
        (comma-separated) and restart it, or sign out and sign in with an allowed wallet.
      </p>
      <div className="mt-3">
        <SignOutButton />
      </div>
    </Notice>
  );
}

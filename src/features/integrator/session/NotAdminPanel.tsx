import { Notice } from '../../../components/ui/Notice';
import type { SessionResponse } from '../../../contract/schemas/ferry-auth';
import { T } from '../../../i18n/useT';
import { SignOutButton } from './SignOutButton';
import { Code } from '../../../components/ui/Code';

/** Signed in, but not allowed in (or the dashboard is locked): why, and how to fix it. */
export function NotAdminPanel({ session }: { session: SessionResponse }) {
  if (session.dashboardLocked) {
    return (
      <Notice
        tone="warning"
        title={
          <T
            id="integrator.notAdmin.lockedTitle"
            defaultMessage="The integrator dashboard is locked"
          />
        }
      >
        <p>{session.lockedReason}</p>
        <div className="mt-3">
          <SignOutButton />
        </div>
      </Notice>
    );
  }
  return (
    <Notice
      tone="warning"
      title={
        <T id="integrator.notAdmin.title" defaultMessage="This wallet is not a dashboard admin" />
      }
    >
      <p>
        <T
          id="integrator.notAdmin.why"
          defaultMessage="You are signed in as {address}, but only the wallets listed in {variable} may use the dashboard."
          values={{
            address: (
              <span className="font-mono break-all" dir="ltr">
                {session.address}
              </span>
            ),
            variable: <Code>DASHBOARD_ADMINS</Code>,
          }}
        />
      </p>
      <p className="mt-2">
        <T
          id="integrator.notAdmin.fix"
          defaultMessage="To get in, ask whoever runs this Ferry to add your address to {variable} (comma-separated) and restart it, or sign out and sign in with an allowed wallet."
          values={{ variable: <Code>DASHBOARD_ADMINS</Code> }}
        />
      </p>
      <div className="mt-3">
        <SignOutButton />
      </div>
    </Notice>
  );
}

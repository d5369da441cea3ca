import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSession } from '../../api/session';
import { T, useT } from '../../i18n/useT';
import { IntegratorSubNav } from './IntegratorSubNav';
import { DashboardSessionBar } from './session/DashboardSessionBar';
import { NotAdminPanel } from './session/NotAdminPanel';
import { SignInPanel } from './session/SignInPanel';
import { useSessionWatch } from './session/useSessionWatch';
import { ErrorNotice } from './shared/ErrorNotice';

/**
 * The dashboard behind sign-in. `onConnect` opens the app's wallet modal. Once in, a session
 * that ends mid-task shows the sign-in panel above the page instead of replacing it, so
 * nothing typed is lost.
 */
export function IntegratorLayout({ onConnect }: { onConnect: () => void }) {
  const t = useT();
  const session = useSession();
  useSessionWatch();
  const admin = session.data?.signedIn === true && session.data.isAdmin;
  const [wasIn, setWasIn] = useState(false);
  if (admin && !wasIn) setWasIn(true);

  let body;
  if (session.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">
          <T id="integrator.layout.checking" defaultMessage="Checking whether you are signed in…" />
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (session.isError) {
    body = <ErrorNotice error={session.error} />;
  } else if (admin) {
    body = (
      <>
        <DashboardSessionBar session={session.data} onSignedOut={() => setWasIn(false)} />
        <IntegratorSubNav />
        <Outlet />
      </>
    );
  } else if (session.data.signedIn) {
    body = <NotAdminPanel session={session.data} />;
  } else if (wasIn) {
    body = (
      <>
        <div role="alert">
          <SignInPanel onConnect={onConnect} again />
        </div>
        <IntegratorSubNav />
        <Outlet />
      </>
    );
  } else {
    body = <SignInPanel onConnect={onConnect} />;
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'integrator.layout.eyebrow', defaultMessage: 'Integrator' })}
        title={t.formatMessage({
          id: 'integrator.layout.title',
          defaultMessage: 'Integrator dashboard',
        })}
        description={t.formatMessage({
          id: 'integrator.layout.description',
          defaultMessage:
            'Manage the deposit addresses and webhooks your integration uses, and check your fees and limits.',
        })}
      />
      {body}
    </div>
  );
}

import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { IntegratorSubNav } from './IntegratorSubNav';

export function IntegratorLayout() {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Integrator"
        title="Integrator dashboard"
        description="Manage the deposit addresses and webhooks your integration uses, and check your fees and limits."
      />
      <IntegratorSubNav />
      <Outlet />
    </div>
  );
}

// Who may use the integrator dashboard. DASHBOARD_ADMINS names them; without it, the embedded
// service (nothing real at stake) lets any signed-in wallet in, and a real upstream keeps the
// dashboard locked rather than open to every wallet on the internet.
import type { BffContext } from '../context';

export type AdminRule = 'allowlist' | 'any-wallet' | 'locked';

export const LOCKED_MESSAGE =
  'The integrator dashboard is locked: Ferry is connected to a real service and no ' +
  'DASHBOARD_ADMINS are configured. Set DASHBOARD_ADMINS to the comma-separated wallet ' +
  'addresses allowed in, then restart Ferry.';

export function adminRule(ctx: Pick<BffContext, 'config' | 'embedded'>): AdminRule {
  if (ctx.config.DASHBOARD_ADMINS.length > 0) return 'allowlist';
  return ctx.embedded ? 'any-wallet' : 'locked';
}

export function isAdmin(ctx: Pick<BffContext, 'config' | 'embedded'>, address: string): boolean {
  switch (adminRule(ctx)) {
    case 'allowlist':
      return ctx.config.DASHBOARD_ADMINS.some((a) => a.toLowerCase() === address.toLowerCase());
    case 'any-wallet':
      return true;
    case 'locked':
      return false;
  }
}

// The BFF's migrations (its bff_ tables only).
import type { Migrations } from '../migrate';

/**
 * The BFF's migrations as the Ferry acting for `integratorId` runs them: a migration that gives
 * rows an owner reads it as current_setting('ferry.integrator_id').
 */
export const bffMigrations = (integratorId: string): Migrations => ({
  history: { side: 'bff', table: 'bff_migrations' },
  settings: { 'ferry.integrator_id': integratorId.toLowerCase() },
});

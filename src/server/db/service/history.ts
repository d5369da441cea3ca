// The embedded service's migrations (its svc_ tables only).
import type { Migrations } from '../migrate';

export const serviceMigrations: Migrations = {
  history: { side: 'service', table: 'svc_migrations' },
};

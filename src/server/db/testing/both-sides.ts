// Test databases hold both sides' tables, as `npm start` with the embedded service does. The
// integrator is the default sandbox key's; a new database has no rows for it to adopt.
import { bffMigrations } from '../bff/history';
import { serviceMigrations } from '../service/history';

export const bothSides = [serviceMigrations, bffMigrations('0xf00d')];

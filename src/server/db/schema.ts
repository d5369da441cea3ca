// Every table, for drizzle-kit and for typed queries. The embedded service's tables are
// prefixed svc_, the BFF's bff_, so both can live in one database.
export * from './schema/service';
export * from './schema/bff-integrator';
export * from './schema/bff-auth';
export * from './schema/bff-proxy';

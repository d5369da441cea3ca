// The per-minute budgets a client's calls draw on at the BFF (src/server/bff/security/rate-limit.ts),
// named here so each route's row says what it costs: a route and its budget are declared once.

/**
 * api: the general budget; quotes: calls that make the service price something; search: the
 * public deposit search; rpc: balance reads, which poll, so they draw on their own budget
 * instead of the general one; faucet: test funds.
 */
export type RateBudget = 'api' | 'quotes' | 'search' | 'rpc' | 'faucet';

/** What a call under /api costs when its row says nothing: the general budget. */
export const GENERAL_BUDGET: readonly RateBudget[] = ['api'];

/** Rows that make the service price something: the general budget and the quotes budget. */
export const QUOTE_BUDGETS: readonly RateBudget[] = ['api', 'quotes'];

/** The public deposit search, however many lookups it makes: the general and search budgets. */
export const SEARCH_BUDGETS: readonly RateBudget[] = ['api', 'search'];

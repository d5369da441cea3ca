// Which budgets each route costs (docs/reliability.md#rate-limits), written out as the product
// states them, against what the gate charges a request to every row of both route tables; and a
// row's declaration, not a list kept elsewhere, is what its requests cost.
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../contract/endpoint';
import { endpointList, endpoints } from '../../../contract/endpoints';
import { ownRouteList } from '../../../contract/own-routes';
import { budgetsFor } from './rate-limit';
import { mirroredRow } from './routes';

const filled = (template: string) =>
  fillPath(
    template,
    Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x1'])),
  );
const charged = (method: string, path: string) =>
  budgetsFor({ method, path, row: mirroredRow(method, path) });

const QUOTES = ['api', 'quotes'];
const SEARCH = ['api', 'search'];
/** Every row that costs something other than the general budget alone. */
const costs: Record<string, readonly string[]> = {
  createQuote: QUOTES,
  getSwapApproval: QUOTES,
  postSwapApproval: QUOTES,
  getGaslessQuote: QUOTES,
  getSuggestedFees: QUOTES,
  getDeposits: SEARCH,
  getDeposit: SEARCH,
  explorerSearch: SEARCH,
  sandboxFaucet: ['api', 'faucet'],
  // Balance reads poll: their own budget instead of the general one.
  rpcChains: ['rpc'],
  rpcCall: ['rpc'],
  rpcPreflight: ['rpc'],
  // Signed by the service, not sent by a browser.
  receiveWebhook: [],
  // Outside /api: no budget.
  healthz: [],
  readyz: [],
  metrics: [],
};

describe('rate budgets by route', () => {
  it.each(endpointList.map((e) => [e.id, e] as const))('mirrored %s', (id, e) => {
    expect(charged(e.method, `/api${filled(e.path)}`)).toEqual(costs[id] ?? ['api']);
  });

  it.each(ownRouteList.map((r) => [r.id, r] as const))("Ferry's own %s", (id, r) => {
    expect(charged(r.method, filled(r.path))).toEqual(costs[id] ?? ['api']);
  });

  it('a request costs what its row declares', () => {
    const row = { ...endpoints.getLimits, rateBudgets: ['api', 'search'] as const };
    const path = '/api/limits';
    expect(
      budgetsFor({ method: 'GET', path, row: { id: 'getLimits', endpoint: row, params: {} } }),
    ).toEqual(['api', 'search']);
  });

  it('a path no row serves costs the general budget', () => {
    expect(charged('GET', '/api/nothing-here')).toEqual(['api']);
    expect(charged('GET', '/api/ferry/webhooks/receive/x1')).toEqual(['api']);
  });
});

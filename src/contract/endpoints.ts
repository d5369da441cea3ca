// The ONE endpoint table: every upstream call, its schemas and error envelope. The BFF proxy and
// the embedded service are driven by these rows; the browser calls the same rows' call routes
// (endpoint-call-routes.ts, spread into each row here) and takes its types from this table.
import type { z } from 'zod';
import { endpoint, type Endpoint, type Host, type Method } from './endpoint';
import { endpointCallRoutes as calls } from './endpoint-call-routes';
import { QUOTE_BUDGETS, SEARCH_BUDGETS } from './rate-budgets';
import {
  availableRoutesQuery,
  availableRoutesResponse,
  chainsQuery,
  chainsResponse,
} from './schemas/bridge-discovery';
import { depositQuery, depositResponse } from './schemas/deposit';
import { depositAddressRecord, depositAddressRequest } from './schemas/deposit-addresses';
import { depositStatusQuery, depositStatusResponse } from './schemas/deposit-status';
import { depositsQuery, depositsResponse } from './schemas/deposits';
import {
  limitsQuery,
  limitsResponse,
  suggestedFeesQuery,
  suggestedFeesResponse,
} from './schemas/fees-limits';
import { gaslessQuoteResponse, gaslessSubmitBody, gaslessSubmitResponse } from './schemas/gasless';
import {
  swapChainsQuery,
  swapChainsResponse,
  swapSourcesQuery,
  swapSourcesResponse,
  swapTokensQuery,
  swapTokensResponse,
} from './schemas/legacy-swap';
import { legacyQuery } from './schemas/common';
import { pingResponse } from './schemas/ping';
import { swapApprovalBody, swapApprovalQuery, swapApprovalResponse } from './schemas/swap-approval';
import { capabilitiesQuery, capabilitiesResponse } from './schemas/v1-capabilities';
import { executionRequest, executionResponse } from './schemas/v1-executions';
import { quoteRequest, quoteResponse } from './schemas/v1-quotes';
import { orderIdParams, transferResponse } from './schemas/v1-transfers';
import {
  createWebhookSubscriptionBody,
  createWebhookSubscriptionResponse,
  deleteWebhookSubscriptionResponse,
  listWebhookSubscriptionsResponse,
  webhookSubscriptionParams,
} from './schemas/webhooks';

/** Legacy endpoints take the service key and respond 200 (host and envelope: endpoint-call-routes.ts). */
const legacy = { auth: 'key', successStatus: 200 } as const;
/** Webhook endpoints need the deposit-address permission. */
const webhooks = { auth: 'deposit-address' } as const;

export const endpoints = {
  // --- Versioned API --------------------------------------------------------------------
  ping: endpoint({
    ...calls.ping,
    auth: 'none',
    successStatus: 200,
    response: pingResponse,
    summary: 'Confirm the versioned API is reachable (no key needed).',
  }),
  getCapabilities: endpoint({
    ...calls.getCapabilities,
    auth: 'key',
    successStatus: 200,
    query: capabilitiesQuery,
    response: capabilitiesResponse,
    summary: 'What can move between chains now, with reasons for what cannot.',
  }),
  createQuote: endpoint({
    ...calls.createQuote,
    rateBudgets: QUOTE_BUDGETS,
    auth: 'key',
    successStatus: 201,
    body: quoteRequest,
    response: quoteResponse,
    summary: 'Price one exact transfer; returns the quoteId, expiry and typed data to sign.',
  }),
  createExecution: endpoint({
    ...calls.createExecution,
    auth: 'key',
    successStatus: 202,
    params: orderIdParams,
    body: executionRequest,
    response: executionResponse,
    summary: 'Submit the signed authorization (or a deposit txnRef) for a quote.',
  }),
  getTransfer: endpoint({
    ...calls.getTransfer,
    auth: 'key',
    successStatus: 200,
    params: orderIdParams,
    response: transferResponse,
    summary: 'Follow a transfer to its settled outcome.',
  }),
  // --- Swap API (legacy) ----------------------------------------------------------------
  getSwapTokens: endpoint({
    ...legacy,
    ...calls.getSwapTokens,
    query: swapTokensQuery,
    response: swapTokensResponse,
    summary: 'Tokens that support cross-chain swaps, optionally on one chain.',
  }),
  getSwapApproval: endpoint({
    ...legacy,
    ...calls.getSwapApproval,
    rateBudgets: QUOTE_BUDGETS,
    query: swapApprovalQuery,
    response: swapApprovalResponse,
    summary: 'Swap quote with allowance/balance checks and the transaction to send.',
  }),
  postSwapApproval: endpoint({
    ...legacy,
    ...calls.postSwapApproval,
    rateBudgets: QUOTE_BUDGETS,
    query: swapApprovalQuery,
    body: swapApprovalBody,
    response: swapApprovalResponse,
    summary: 'Swap quote that also runs embedded actions on the destination chain.',
  }),
  getSwapChains: endpoint({
    ...legacy,
    ...calls.getSwapChains,
    query: swapChainsQuery,
    response: swapChainsResponse,
    summary: 'Chains supported by the swap API.',
  }),
  getSwapSources: endpoint({
    ...legacy,
    ...calls.getSwapSources,
    query: swapSourcesQuery,
    response: swapSourcesResponse,
    summary: 'Liquidity sources used for swaps, optionally on one chain.',
  }),
  // --- Bridge discovery (legacy): what the official client's route and chain helpers read ---
  getAvailableRoutes: endpoint({
    ...legacy,
    ...calls.getAvailableRoutes,
    query: availableRoutesQuery,
    response: availableRoutesResponse,
    summary: 'Routes the bridge carries (token to token), optionally filtered by chain or token.',
  }),
  getChains: endpoint({
    ...legacy,
    ...calls.getChains,
    query: chainsQuery,
    response: chainsResponse,
    summary:
      'Chains the bridge serves, each with its spoke pool and the tokens it sends and receives.',
  }),
  getGaslessQuote: endpoint({
    ...legacy,
    ...calls.getGaslessQuote,
    rateBudgets: QUOTE_BUDGETS,
    query: swapApprovalQuery,
    response: gaslessQuoteResponse,
    summary: 'Gasless swap quote: typed data to sign instead of a transaction to send.',
  }),
  submitGasless: endpoint({
    ...legacy,
    ...calls.submitGasless,
    query: legacyQuery,
    body: gaslessSubmitBody,
    response: gaslessSubmitResponse,
    summary: 'Submit gasless signatures; the service sends the transactions and pays the gas.',
  }),
  // --- Deposits, limits and fees (legacy) -------------------------------------------------
  getDeposits: endpoint({
    ...legacy,
    ...calls.getDeposits,
    rateBudgets: SEARCH_BUDGETS,
    query: depositsQuery,
    response: depositsResponse,
    summary: 'List indexed deposits, newest first (by depositor, address or sweep).',
  }),
  getDeposit: endpoint({
    ...legacy,
    ...calls.getDeposit,
    rateBudgets: SEARCH_BUDGETS,
    query: depositQuery,
    response: depositResponse,
    summary: 'One deposit by exactly one selector (txn ref, deposit id + chain, hash, sweep).',
  }),
  getDepositStatus: endpoint({
    ...legacy,
    ...calls.getDepositStatus,
    query: depositStatusQuery,
    response: depositStatusResponse,
    summary: 'Status of one deposit and its fill or refund reference (pending until filled).',
  }),
  getLimits: endpoint({
    ...legacy,
    ...calls.getLimits,
    query: limitsQuery,
    response: limitsResponse,
    summary: 'Deposit limits of a route (legacy, unmaintained upstream).',
  }),
  getSuggestedFees: endpoint({
    ...legacy,
    ...calls.getSuggestedFees,
    rateBudgets: QUOTE_BUDGETS,
    query: suggestedFeesQuery,
    response: suggestedFeesResponse,
    summary: 'Fee breakdown and limits for one amount (legacy, unmaintained upstream).',
  }),
  createDepositAddress: endpoint({
    ...legacy,
    ...calls.createDepositAddress,
    auth: 'deposit-address',
    query: legacyQuery,
    body: depositAddressRequest,
    response: depositAddressRecord,
    summary: 'Persistent deposit address (infinite TTL) for a destination token and recipient.',
  }),
  // --- Webhook subscriptions (versioned host) -------------------------------------------
  createWebhookSubscription: endpoint({
    ...webhooks,
    ...calls.createWebhookSubscription,
    // [OURS] 201 Created, like POST /v1/quotes; clients treat any 2xx as success.
    successStatus: 201,
    body: createWebhookSubscriptionBody,
    response: createWebhookSubscriptionResponse,
    summary: 'Register an HTTPS url for deposit-address events; returns the signing secret once.',
  }),
  listWebhookSubscriptions: endpoint({
    ...webhooks,
    ...calls.listWebhookSubscriptions,
    successStatus: 200,
    response: listWebhookSubscriptionsResponse,
    summary: "List the key's subscriptions, oldest first (never the raw secret).",
  }),
  deleteWebhookSubscription: endpoint({
    ...webhooks,
    ...calls.deleteWebhookSubscription,
    successStatus: 204,
    params: webhookSubscriptionParams,
    response: deleteWebhookSubscriptionResponse,
    summary: 'Delete one of the caller’s subscriptions (204, empty body).',
  }),
} as const;

export type EndpointId = keyof typeof endpoints;
export type Endpoints = typeof endpoints;

// Per-row wire types. (endpoint.ts's ParamsOf/QueryOf/BodyOf see an optional slot as
// `Schema | undefined` and so resolve to undefined; these unwrap it. An absent slot is typed
// by the ZodType constraint, whose input is unknown: that maps to undefined.)
type SlotInput<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? undefined
    : z.input<S>
  : undefined;
/** Path parameters of a row, as sent (e.g. {orderId}). */
export type EndpointParams<Id extends EndpointId> = SlotInput<NonNullable<Endpoints[Id]['params']>>;
/** Query of a row, as sent (string values). */
export type EndpointQuery<Id extends EndpointId> = SlotInput<NonNullable<Endpoints[Id]['query']>>;
/** JSON body of a row, as sent. */
export type EndpointBody<Id extends EndpointId> = SlotInput<NonNullable<Endpoints[Id]['body']>>;
/** Parsed success response of a row. */
export type EndpointResponse<Id extends EndpointId> = z.output<Endpoints[Id]['response']>;
export const endpointList: readonly Endpoint[] = Object.values(endpoints);

/** Turn "/v1/transfers/{orderId}" into an anchored regex and its parameter names, once. */
const compiled = endpointList.map((e) => {
  const names: string[] = [];
  const source = e.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('');
  return { endpoint: e, names, regex: new RegExp(`^${source}$`) };
});

export interface EndpointMatch {
  id: EndpointId;
  endpoint: Endpoint;
  /** Raw (percent-decoded) path parameters; validate them with endpoint.params. */
  params: Record<string, string>;
}

/**
 * Find the row for a request and extract its path parameters. pathname is relative to the
 * host's root (legacy: after {base_url}; v1: starts with /v1), without the query string.
 * Returns undefined when nothing matches or a parameter is not valid percent-encoding.
 */
export function matchEndpoint(
  method: Method | string,
  host: Host,
  pathname: string,
): EndpointMatch | undefined {
  for (const { endpoint: e, names, regex } of compiled) {
    if (e.method !== method || e.host !== host) continue;
    const m = regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        return undefined;
      }
    }
    return { id: e.id as EndpointId, endpoint: e, params };
  }
  return undefined;
}

// Where each service endpoint is called: its method, path, host and error envelope, without its
// schemas. The browser calls its BFF with these alone (it trusts the BFF's checked responses and
// types them from endpoints.ts); endpoints.ts spreads each into its row, so they are written once.
import type { CallRoute } from './endpoint';

/** Legacy endpoints (relative to {base_url}) always respond with errors in the legacy envelope. */
const legacy = { host: 'legacy', envelope: 'legacy' } as const;
/** Webhook endpoints: versioned host, {error, message} envelope. */
const webhooks = { host: 'v1', envelope: 'named' } as const;

export const endpointCallRoutes = {
  ping: {
    id: 'ping',
    method: 'GET',
    path: '/v1/quotes/ping',
    host: 'v1',
    envelope: 'v1-code',
  },
  getCapabilities: {
    id: 'getCapabilities',
    method: 'GET',
    path: '/v1/capabilities',
    host: 'v1',
    envelope: 'v1-code',
  },
  createQuote: {
    id: 'createQuote',
    method: 'POST',
    path: '/v1/quotes',
    host: 'v1',
    envelope: 'v1-code',
  },
  createExecution: {
    id: 'createExecution',
    method: 'POST',
    path: '/v1/quotes/{orderId}/executions',
    host: 'v1',
    envelope: 'v1-code',
  },
  getTransfer: {
    id: 'getTransfer',
    method: 'GET',
    path: '/v1/transfers/{orderId}',
    host: 'v1',
    envelope: 'v1-transfer',
  },
  getSwapTokens: {
    ...legacy,
    id: 'getSwapTokens',
    method: 'GET',
    path: '/swap/tokens',
  },
  getSwapApproval: {
    ...legacy,
    id: 'getSwapApproval',
    method: 'GET',
    path: '/swap/approval',
  },
  postSwapApproval: {
    ...legacy,
    id: 'postSwapApproval',
    method: 'POST',
    path: '/swap/approval',
  },
  getSwapChains: {
    ...legacy,
    id: 'getSwapChains',
    method: 'GET',
    path: '/swap/chains',
  },
  getSwapSources: {
    ...legacy,
    id: 'getSwapSources',
    method: 'GET',
    path: '/swap/sources',
  },
  getAvailableRoutes: {
    ...legacy,
    id: 'getAvailableRoutes',
    method: 'GET',
    path: '/available-routes',
  },
  getChains: {
    ...legacy,
    id: 'getChains',
    method: 'GET',
    path: '/chains',
  },
  getGaslessQuote: {
    ...legacy,
    id: 'getGaslessQuote',
    method: 'GET',
    path: '/swap/gasless',
  },
  submitGasless: {
    ...legacy,
    id: 'submitGasless',
    method: 'POST',
    path: '/gasless/submit',
  },
  getDeposits: {
    ...legacy,
    id: 'getDeposits',
    method: 'GET',
    path: '/deposits',
  },
  getDeposit: {
    ...legacy,
    id: 'getDeposit',
    method: 'GET',
    path: '/deposit',
    envelope: 'named',
  },
  getDepositStatus: {
    ...legacy,
    id: 'getDepositStatus',
    method: 'GET',
    path: '/deposit/status',
    envelope: 'named',
  },
  getLimits: {
    ...legacy,
    id: 'getLimits',
    method: 'GET',
    path: '/limits',
  },
  getSuggestedFees: {
    ...legacy,
    id: 'getSuggestedFees',
    method: 'GET',
    path: '/suggested-fees',
  },
  createDepositAddress: {
    ...legacy,
    id: 'createDepositAddress',
    method: 'POST',
    path: '/deposit-addresses',
  },
  createWebhookSubscription: {
    ...webhooks,
    id: 'createWebhookSubscription',
    method: 'POST',
    path: '/v1/webhooks/subscriptions',
  },
  listWebhookSubscriptions: {
    ...webhooks,
    id: 'listWebhookSubscriptions',
    method: 'GET',
    path: '/v1/webhooks/subscriptions',
  },
  deleteWebhookSubscription: {
    ...webhooks,
    id: 'deleteWebhookSubscription',
    method: 'DELETE',
    path: '/v1/webhooks/subscriptions/{id}',
  },
} as const satisfies Record<string, CallRoute>;

// Where each of Ferry's own routes is called: method, path and error envelope, without its
// schemas. The browser calls its BFF with these alone and takes its types from own-routes.ts,
// which spreads each into its row, so they are written once.
import type { CallRoute } from './endpoint';

export const AUTH_PREFIX = '/api/ferry/auth';
export const EXPLORER_SEARCH_PATH = '/api/ferry/explorer/search';
export const SANDBOX_FAUCET_PATH = '/api/ferry/sandbox/faucet';

const named = { envelope: 'named' } as const;

export const ownCallRoutes = {
  authNonce: {
    ...named,
    id: 'authNonce',
    method: 'POST',
    path: `${AUTH_PREFIX}/nonce`,
  },
  authVerify: {
    ...named,
    id: 'authVerify',
    method: 'POST',
    path: `${AUTH_PREFIX}/verify`,
  },
  authSession: {
    ...named,
    id: 'authSession',
    method: 'GET',
    path: `${AUTH_PREFIX}/session`,
  },
  authLogout: {
    ...named,
    id: 'authLogout',
    method: 'POST',
    path: `${AUTH_PREFIX}/logout`,
  },
  overview: {
    ...named,
    id: 'overview',
    method: 'GET',
    path: '/api/ferry/overview',
  },
  listDepositAddresses: {
    ...named,
    id: 'listDepositAddresses',
    method: 'GET',
    path: '/api/ferry/deposit-addresses',
  },
  getDepositAddress: {
    ...named,
    id: 'getDepositAddress',
    method: 'GET',
    path: '/api/ferry/deposit-addresses/{id}',
  },
  labelDepositAddress: {
    ...named,
    id: 'labelDepositAddress',
    method: 'POST',
    path: '/api/ferry/deposit-addresses/{id}/label',
  },
  sendTestDeposit: {
    ...named,
    id: 'sendTestDeposit',
    method: 'POST',
    path: '/api/ferry/sandbox/deposits',
  },
  receiverUrl: {
    ...named,
    id: 'receiverUrl',
    method: 'GET',
    path: '/api/ferry/webhooks/receiver-url',
  },
  receiveWebhook: {
    ...named,
    id: 'receiveWebhook',
    method: 'POST',
    path: '/api/ferry/webhooks/receive/{id}',
  },
  listEvents: {
    ...named,
    id: 'listEvents',
    method: 'GET',
    path: '/api/ferry/webhooks/events',
  },
  getEvent: {
    ...named,
    id: 'getEvent',
    method: 'GET',
    path: '/api/ferry/webhooks/events/{id}',
  },
  eventStream: {
    ...named,
    id: 'eventStream',
    method: 'GET',
    path: '/api/ferry/webhooks/events/stream',
  },
  sendTestEvent: {
    ...named,
    id: 'sendTestEvent',
    method: 'POST',
    path: '/api/ferry/webhooks/subscriptions/{id}/test',
  },
  explorerSearch: {
    ...named,
    id: 'explorerSearch',
    method: 'GET',
    path: EXPLORER_SEARCH_PATH,
  },
  sandboxFaucet: {
    ...named,
    id: 'sandboxFaucet',
    method: 'POST',
    path: SANDBOX_FAUCET_PATH,
  },
  transferEvents: {
    id: 'transferEvents',
    method: 'GET',
    path: '/api/v1/transfers/{orderId}/events',
    envelope: 'v1-transfer',
  },
  rpcChains: {
    ...named,
    id: 'rpcChains',
    method: 'GET',
    path: '/api/rpc',
  },
  rpcCall: {
    ...named,
    id: 'rpcCall',
    method: 'POST',
    path: '/api/rpc/{chainId}',
  },
  rpcPreflight: {
    ...named,
    id: 'rpcPreflight',
    method: 'OPTIONS',
    path: '/api/rpc/{chainId}',
  },
  openApi: {
    ...named,
    id: 'openApi',
    method: 'GET',
    path: '/api/openapi.json',
  },
  healthz: {
    ...named,
    id: 'healthz',
    method: 'GET',
    path: '/healthz',
  },
  readyz: {
    ...named,
    id: 'readyz',
    method: 'GET',
    path: '/readyz',
  },
  metrics: {
    ...named,
    id: 'metrics',
    method: 'GET',
    path: '/metrics',
  },
} as const satisfies Record<string, CallRoute>;

// The ONE table of Ferry's own routes: what the BFF serves itself (sign-in, the integrator
// dashboard, the webhook receiver, the explorer's search, the sandbox faucet, live streams, the
// balance RPC, ops), as endpoints.ts is for the service. The BFF mounts each row (with the admin
// guard where the row says so), GET /api/openapi.json describes every row, and the browser calls
// each row's call route (own-call-routes.ts, spread into it here) typed by the row.
import { z } from 'zod';
import { namedErrorEnvelope } from './envelopes';
import { rpcResponse, rpcCall, RPC_MAX_BATCH, rpcChainsResponse } from './json-rpc';
import { ownCallRoutes as calls } from './own-call-routes';
import { ownRoute, type OwnRoute } from './own-route';
import { SEARCH_BUDGETS } from './rate-budgets';
import { nonceResponse, sessionResponse, verifyRequest } from './schemas/ferry-auth';
import { explorerSearchQuery, explorerSearchResponse } from './schemas/ferry-explorer';
import {
  depositAddressLabelRequest,
  depositAddressList,
  depositAddressListQuery,
  depositAddressView,
  eventIdParams,
  idParams,
  integratorOverview,
  receiveAck,
  receiverParams,
  receiverUrlQuery,
  receiverUrlResponse,
  sandboxDepositRequest,
  sandboxDepositResponse,
  testEventResponse,
  webhookEventList,
  webhookEventListQuery,
  webhookEventView,
} from './schemas/ferry-integrator';
import { healthResponse, readinessResponse } from './schemas/ferry-ops';
import { faucetRequest, faucetResponse } from './schemas/ferry-sandbox';
import { orderIdParams, transferResponse } from './schemas/v1-transfers';
import { webhookEvent } from './schemas/webhook-events';

const json = { responseFormat: 'json', successStatus: 200 } as const;
const open = { ...json, access: 'public' } as const;
const admin = { ...json, access: 'admin' } as const;
const auth = { ...open, tags: ['auth'] } as const;
const integrator = { ...admin, tags: ['integrator'] } as const;
const ops = { ...open, tags: ['ops'] } as const;
// Balance reads poll: they draw on a budget of their own, never on the general one.
const rpc = { ...open, tags: ['rpc'], rateBudgets: ['rpc'] } as const;
const badQuery = { 400: 'Bad query (the parameter is named)' } as const;
const unknown = { 404: 'Unknown' } as const;

export const ownRoutes = {
  // --- Dashboard sign-in (SIWE) -----------------------------------------------------------
  authNonce: ownRoute({
    ...auth,
    ...calls.authNonce,
    successStatus: 201,
    response: nonceResponse,
    errors: {},
    summary: 'Issue a single-use SIWE nonce (10 minutes) with the domain and URI to sign for',
  }),
  authVerify: ownRoute({
    ...auth,
    ...calls.authVerify,
    body: verifyRequest,
    response: sessionResponse,
    errors: {
      400: 'Not {message, signature}',
      401: 'Message, nonce or signature refused (the message says which check failed)',
    },
    summary: 'Sign in with an EIP-4361 message and its signature; sets the session cookie',
  }),
  authSession: ownRoute({
    ...auth,
    ...calls.authSession,
    response: sessionResponse,
    errors: {},
    summary: 'Who is signed in, whether they are a dashboard admin, and whether it is locked',
  }),
  authLogout: ownRoute({
    ...auth,
    ...calls.authLogout,
    successStatus: 204,
    response: z.undefined(),
    errors: {},
    summary: 'Sign out: delete the session and clear the cookie',
  }),
  // --- Integrator dashboard ---------------------------------------------------------------
  overview: ownRoute({
    ...integrator,
    ...calls.overview,
    response: integratorOverview,
    errors: {},
    summary: "Dashboard counts: deposit addresses, the integrator's recent events, the last one",
  }),
  listDepositAddresses: ownRoute({
    ...integrator,
    ...calls.listDepositAddresses,
    query: depositAddressListQuery,
    response: depositAddressList,
    errors: badQuery,
    summary:
      'Deposit addresses created through Ferry, newest first; search by address, recipient or token',
  }),
  getDepositAddress: ownRoute({
    ...integrator,
    ...calls.getDepositAddress,
    params: idParams,
    response: depositAddressView,
    errors: unknown,
    summary: 'Reopen one deposit address created through Ferry',
  }),
  labelDepositAddress: ownRoute({
    ...integrator,
    ...calls.labelDepositAddress,
    params: idParams,
    body: depositAddressLabelRequest,
    response: depositAddressView,
    errors: { 400: 'Not a label (too long, or not plain text)', ...unknown },
    summary: 'Name a deposit address in Ferry (null clears the name)',
  }),
  sendTestDeposit: ownRoute({
    ...integrator,
    ...calls.sendTestDeposit,
    embeddedOnly: true,
    successStatus: 202,
    body: sandboxDepositRequest,
    response: sandboxDepositResponse,
    errors: {
      400: 'Bad body, unknown address or unsupported input',
      502: 'The embedded service did not answer',
    },
    summary: 'Embedded service only: simulate funds arriving at one of your deposit addresses',
  }),
  receiverUrl: ownRoute({
    ...integrator,
    ...calls.receiverUrl,
    query: receiverUrlQuery,
    response: receiverUrlResponse,
    errors: badQuery,
    summary: "URL of Ferry's webhook receiver to suggest for a new subscription",
  }),
  receiveWebhook: ownRoute({
    ...integrator,
    ...calls.receiveWebhook,
    access: 'signature',
    // Sent and signed by the service, not a browser: no client's budget.
    rateBudgets: [],
    params: receiverParams,
    body: webhookEvent,
    response: receiveAck,
    errors: {
      400: 'Signed, but not a JSON event',
      401: 'Missing headers, bad signature, stale timestamp or unknown receiver',
      410: 'Subscription deleted',
      413: 'Body over 64 KiB',
    },
    summary: 'Receive a Standard Webhooks delivery (signature-authenticated; stored before 2xx)',
  }),
  listEvents: ownRoute({
    ...integrator,
    ...calls.listEvents,
    query: webhookEventListQuery,
    response: webhookEventList,
    errors: badQuery,
    summary: "The integrator's received webhook events, newest first",
  }),
  getEvent: ownRoute({
    ...integrator,
    ...calls.getEvent,
    params: eventIdParams,
    response: webhookEventView,
    errors: unknown,
    summary: 'One received webhook event',
  }),
  eventStream: ownRoute({
    ...integrator,
    ...calls.eventStream,
    responseFormat: 'event-stream',
    response: webhookEventView,
    errors: {},
    summary:
      "Live inbox (SSE): `ready`, then `webhook` for each new event of the integrator's subscriptions",
    description: 'Each `webhook` event carries one received event; its SSE id is the inbox id.',
  }),
  sendTestEvent: ownRoute({
    ...integrator,
    ...calls.sendTestEvent,
    params: idParams,
    response: testEventResponse,
    errors: {
      404: 'No subscription with a signing secret held by this Ferry',
      409: "This Ferry cannot decrypt the subscription's signing secret",
    },
    summary: "Sign a test event with the subscription's secret and deliver it; status and latency",
  }),
  // --- Explorer, faucet, live transfers -------------------------------------------------------
  explorerSearch: ownRoute({
    ...open,
    ...calls.explorerSearch,
    rateBudgets: SEARCH_BUDGETS,
    tags: ['explorer'],
    query: explorerSearchQuery,
    response: explorerSearchResponse,
    errors: { 400: 'Not one searchable value (the parameter is named)', 502: 'No lookup answered' },
    summary:
      "The explorer's search: a hash tried as deposit transaction, relay-data hash, order id and sweep at once, or a deposit id on its chain",
  }),
  sandboxFaucet: ownRoute({
    ...open,
    ...calls.sandboxFaucet,
    rateBudgets: ['api', 'faucet'],
    embeddedOnly: true,
    tags: ['sandbox'],
    body: faucetRequest,
    response: faucetResponse,
    errors: {
      400: 'A field is missing or wrong (named)',
      404: 'No sandbox chains behind this Ferry',
      502: 'The embedded service did not fund it',
    },
    summary:
      'Embedded service with sandbox chains only: top an address up on a sandbox chain to the starting balance of each token, with native coin for gas',
  }),
  transferEvents: ownRoute({
    ...open,
    ...calls.transferEvents,
    responseFormat: 'event-stream',
    tags: ['transfers'],
    params: orderIdParams,
    response: transferResponse,
    errors: {
      400: 'orderId is not 0x + 64 hex',
      503: {
        description: 'Too many live streams on this server: poll instead (Retry-After)',
        schema: namedErrorEnvelope,
      },
    },
    summary:
      'Live transfer (SSE): `transfer` on connect and each change, `error`, then `end` when terminal',
    description:
      '`transfer` carries the transfer; `error` {status, code, message} when the service failed (the stream carries on); `end` {state} once terminal, then the server closes.',
  }),
  // --- Balance RPC ------------------------------------------------------------------------
  rpcChains: ownRoute({
    ...rpc,
    ...calls.rpcChains,
    response: rpcChainsResponse,
    errors: {},
    summary:
      'Chains whose balances this Ferry reads, and the sandbox chains that take transactions',
  }),
  rpcCall: ownRoute({
    ...rpc,
    ...calls.rpcCall,
    params: z.strictObject({ chainId: z.string().regex(/^[1-9]\d{0,15}$/, 'Expected a chain id') }),
    body: z.union([rpcCall, z.array(rpcCall).min(1).max(RPC_MAX_BATCH)]),
    response: z.union([rpcResponse, z.array(rpcResponse)]),
    errors: {
      400: { description: 'Not a chain id (a JSON-RPC error)', schema: rpcResponse },
      403: 'Not a sandbox chain, and not from Ferry’s own page',
      413: 'Body over the JSON-RPC limit',
    },
    summary:
      'JSON-RPC reads for balances (one call or a batch); a sandbox chain also takes what a wallet sends, from any origin',
    description: 'Refusals of a call are JSON-RPC errors in a 200 answer.',
  }),
  rpcPreflight: ownRoute({
    ...rpc,
    ...calls.rpcPreflight,
    successStatus: 204,
    params: z.strictObject({ chainId: z.string() }),
    response: z.undefined(),
    errors: {},
    summary: "CORS pre-flight from a wallet's origin: allowed for sandbox chains only",
  }),
  // --- Ops --------------------------------------------------------------------------------
  openApi: ownRoute({
    ...ops,
    ...calls.openApi,
    response: z.record(z.string(), z.unknown()),
    errors: {},
    summary: 'This description (OpenAPI 3.1)',
  }),
  healthz: ownRoute({
    ...ops,
    ...calls.healthz,
    response: healthResponse,
    errors: {},
    summary: 'The process is up',
  }),
  readyz: ownRoute({
    ...ops,
    ...calls.readyz,
    response: readinessResponse,
    errors: { 503: { description: 'Not ready', schema: readinessResponse } },
    summary: 'Database and service both answer (503 names the one that does not)',
  }),
  metrics: ownRoute({
    ...ops,
    ...calls.metrics,
    responseFormat: 'text',
    response: z.string(),
    errors: {},
    summary: 'Prometheus metrics (text format 0.0.4)',
  }),
} as const;

export type OwnRouteId = keyof typeof ownRoutes;
export type OwnRoutes = typeof ownRoutes;
export const ownRouteList: readonly OwnRoute[] = Object.values(ownRoutes);

// The integrator, live-stream and ops endpoints in the BFF's OpenAPI description.
import { z } from 'zod';
import { orderIdParams } from '../../../contract/schemas/v1-transfers';
import { registerOpenApiPath } from '../openapi/registry';
import {
  depositAddressList,
  depositAddressListQuery,
  depositAddressLabelRequest,
  depositAddressView,
  INTEGRATOR_PREFIX as P,
  liveError,
  ownError,
  receiveAck,
  receiverUrlResponse,
  webhookEventList,
  webhookEventListQuery,
  webhookEventView,
} from '../../../contract/schemas/ferry-integrator';

const err = (description: string) => ({ description, schema: ownError });
const adminErrors = { 401: err('Not signed in'), 403: err('Not a dashboard admin') };
const idParam = z.object({ id: z.string() });
const sse = (description: string) => ({ description, contentType: 'text/event-stream' });

export function registerIntegratorOpenApi(): void {
  const tags = ['integrator'];
  registerOpenApiPath(`${P}/deposit-addresses`, 'get', {
    summary:
      'Deposit addresses created through Ferry, newest first; search by address, recipient or token',
    tags,
    auth: 'admin',
    query: depositAddressListQuery,
    responses: {
      200: { description: 'A page', schema: depositAddressList },
      400: err('Bad query'),
      ...adminErrors,
    },
  });
  registerOpenApiPath(`${P}/deposit-addresses/{id}`, 'get', {
    summary: 'Reopen one deposit address created through Ferry',
    tags,
    auth: 'admin',
    params: idParam,
    responses: {
      200: { description: 'The address', schema: depositAddressView },
      404: err('Unknown'),
      ...adminErrors,
    },
  });
  registerOpenApiPath(`${P}/deposit-addresses/{id}/label`, 'post', {
    summary: 'Name a deposit address in Ferry (null clears the name)',
    tags,
    auth: 'admin',
    params: idParam,
    requestBody: depositAddressLabelRequest,
    responses: {
      200: { description: 'The address with its label', schema: depositAddressView },
      400: err('Not a label (too long, or not plain text)'),
      404: err('Unknown'),
      ...adminErrors,
    },
  });
  registerOpenApiPath(`${P}/webhooks/receiver-url`, 'get', {
    summary: "URL of Ferry's webhook receiver to suggest for a new subscription",
    tags,
    auth: 'admin',
    responses: { 200: { description: 'The URL', schema: receiverUrlResponse }, ...adminErrors },
  });
  registerOpenApiPath(`${P}/webhooks/receive/{id}`, 'post', {
    summary: 'Receive a Standard Webhooks delivery (signature-authenticated; stored before 2xx)',
    tags,
    auth: 'none',
    params: idParam,
    responses: {
      200: { description: 'Stored (or already stored)', schema: receiveAck },
      400: err('Signed, but not a JSON event'),
      401: err('Missing headers, bad signature, stale timestamp or unknown receiver'),
      410: err('Subscription deleted'),
      413: err('Body over 64 KiB'),
    },
  });
  registerOpenApiPath(`${P}/webhooks/events`, 'get', {
    summary: "The signed-in admin's received webhook events, newest first",
    tags,
    auth: 'admin',
    query: webhookEventListQuery,
    responses: {
      200: { description: 'A page', schema: webhookEventList },
      400: err('Bad query'),
      ...adminErrors,
    },
  });
  registerOpenApiPath(`${P}/webhooks/events/{id}`, 'get', {
    summary: 'One received webhook event',
    tags,
    auth: 'admin',
    params: idParam,
    responses: {
      200: { description: 'The event', schema: webhookEventView },
      404: err('Unknown'),
      ...adminErrors,
    },
  });
  registerOpenApiPath(`${P}/webhooks/events/stream`, 'get', {
    summary:
      "Live inbox (SSE): `ready`, then `webhook` for each new event of the admin's subscriptions",
    tags,
    auth: 'admin',
    responses: { 200: sse('Event stream'), ...adminErrors },
  });
  registerOpenApiPath('/api/v1/transfers/{orderId}/events', 'get', {
    summary:
      'Live transfer (SSE): `transfer` on connect and each change, `error`, then `end` when terminal',
    description: `error events carry ${JSON.stringify(z.toJSONSchema(liveError))}`,
    tags: ['transfers'],
    auth: 'none',
    params: orderIdParams,
    responses: { 200: sse('Event stream'), 400: { description: 'orderId is not 0x + 64 hex' } },
  });
  const ops = ['ops'];
  registerOpenApiPath('/healthz', 'get', {
    summary: 'The process is up',
    tags: ops,
    auth: 'none',
    responses: { 200: { description: 'Up', schema: z.object({ status: z.literal('ok') }) } },
  });
  const checks = z.object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.object({ database: z.enum(['ok', 'fail']), upstream: z.enum(['ok', 'fail']) }),
  });
  registerOpenApiPath('/readyz', 'get', {
    summary: 'Database and service both answer (503 names the one that does not)',
    tags: ops,
    auth: 'none',
    responses: {
      200: { description: 'Ready', schema: checks },
      503: { description: 'Not ready', schema: checks },
    },
  });
  registerOpenApiPath('/metrics', 'get', {
    summary: 'Prometheus metrics (text format 0.0.4)',
    tags: ops,
    auth: 'none',
    responses: { 200: { description: 'Metrics', contentType: 'text/plain' } },
  });
}

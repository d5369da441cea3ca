// Rows for Ferry's own dashboard endpoints (/api/ferry/...), in the shape of the endpoint table
// so the one typed client validates them the same way. They answer errors as {error, message}.
// Host 'legacy' because the browser's legacy base is '/api' and these paths hang off it.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { nonceResponse, sessionResponse, verifyRequest } from '../contract/schemas/ferry-auth';
import {
  depositAddressList,
  depositAddressListQuery,
  depositAddressView,
  integratorOverview,
  receiverUrlResponse,
  sandboxDepositRequest,
  sandboxDepositResponse,
  testEventResponse,
  webhookEventList,
  webhookEventListQuery,
} from '../contract/schemas/ferry-integrator';

const own = { host: 'legacy', auth: 'none', envelope: 'named' } as const;
const idParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

export const ferryEndpoints = {
  authNonce: endpoint({
    ...own,
    id: 'ferryAuthNonce',
    method: 'POST',
    path: '/ferry/auth/nonce',
    successStatus: 201,
    response: nonceResponse,
    summary: 'A single-use sign-in nonce with the domain and URI to sign for.',
  }),
  authVerify: endpoint({
    ...own,
    id: 'ferryAuthVerify',
    method: 'POST',
    path: '/ferry/auth/verify',
    successStatus: 200,
    body: verifyRequest,
    response: sessionResponse,
    summary: 'Sign in with a signed EIP-4361 message.',
  }),
  authSession: endpoint({
    ...own,
    id: 'ferryAuthSession',
    method: 'GET',
    path: '/ferry/auth/session',
    successStatus: 200,
    response: sessionResponse,
    summary: 'Who is signed in and whether they may use the dashboard.',
  }),
  authLogout: endpoint({
    ...own,
    id: 'ferryAuthLogout',
    method: 'POST',
    path: '/ferry/auth/logout',
    successStatus: 204,
    response: z.undefined(),
    summary: 'Sign out.',
  }),
  listDepositAddresses: endpoint({
    ...own,
    id: 'ferryListDepositAddresses',
    method: 'GET',
    path: '/ferry/deposit-addresses',
    successStatus: 200,
    query: depositAddressListQuery,
    response: depositAddressList,
    summary: 'Deposit addresses created through Ferry, newest first.',
  }),
  getDepositAddress: endpoint({
    ...own,
    id: 'ferryGetDepositAddress',
    method: 'GET',
    path: '/ferry/deposit-addresses/{id}',
    successStatus: 200,
    params: idParams,
    response: depositAddressView,
    summary: 'One deposit address created through Ferry.',
  }),
  sendTestDeposit: endpoint({
    ...own,
    id: 'ferrySendTestDeposit',
    method: 'POST',
    path: '/ferry/sandbox/deposits',
    successStatus: 202,
    body: sandboxDepositRequest,
    response: sandboxDepositResponse,
    summary: 'Embedded service only: funds arrive at a deposit address.',
  }),
  receiverUrl: endpoint({
    ...own,
    id: 'ferryReceiverUrl',
    method: 'GET',
    path: '/ferry/webhooks/receiver-url',
    successStatus: 200,
    response: receiverUrlResponse,
    summary: "A fresh URL of Ferry's own webhook receiver.",
  }),
  listEvents: endpoint({
    ...own,
    id: 'ferryListEvents',
    method: 'GET',
    path: '/ferry/webhooks/events',
    successStatus: 200,
    query: webhookEventListQuery,
    response: webhookEventList,
    summary: 'Received webhook events, newest first.',
  }),
  sendTestEvent: endpoint({
    ...own,
    id: 'ferrySendTestEvent',
    method: 'POST',
    path: '/ferry/webhooks/subscriptions/{id}/test',
    successStatus: 200,
    params: idParams,
    response: testEventResponse,
    summary: "Sign a test event with the subscription's secret and deliver it.",
  }),
  overview: endpoint({
    ...own,
    id: 'ferryOverview',
    method: 'GET',
    path: '/ferry/overview',
    successStatus: 200,
    response: integratorOverview,
    summary: 'Dashboard overview counts.',
  }),
} as const;

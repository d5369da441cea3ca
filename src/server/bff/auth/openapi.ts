// The sign-in endpoints in the BFF's OpenAPI description (GET /api/openapi.json).
import { registerOpenApiPath } from '../openapi/registry';
import {
  AUTH_PREFIX,
  authError,
  nonceResponse,
  sessionResponse,
  verifyRequest,
} from '../../../contract/schemas/ferry-auth';

const refused = (description: string) => ({ description, schema: authError });
const limited = refused('Rate limited (Retry-After says how long to wait)');

export function registerAuthOpenApi(): void {
  const tags = ['auth'];
  registerOpenApiPath(`${AUTH_PREFIX}/nonce`, 'post', {
    summary: 'Issue a single-use SIWE nonce (10 minutes) with the domain and URI to sign for',
    tags,
    auth: 'none',
    responses: { 201: { description: 'The nonce', schema: nonceResponse }, 429: limited },
  });
  registerOpenApiPath(`${AUTH_PREFIX}/verify`, 'post', {
    summary: 'Sign in with an EIP-4361 message and its signature; sets the session cookie',
    tags,
    auth: 'none',
    requestBody: verifyRequest,
    responses: {
      200: { description: 'Signed in', schema: sessionResponse },
      400: refused('Not {message, signature}'),
      401: refused('Message, nonce or signature refused (the message says which check failed)'),
      429: limited,
    },
  });
  registerOpenApiPath(`${AUTH_PREFIX}/session`, 'get', {
    summary: 'Who is signed in, whether they are a dashboard admin, and whether it is locked',
    tags,
    auth: 'none',
    responses: {
      200: { description: 'The session (signedIn false when none)', schema: sessionResponse },
      429: limited,
    },
  });
  registerOpenApiPath(`${AUTH_PREFIX}/logout`, 'post', {
    summary: 'Sign out: delete the session and clear the cookie',
    tags,
    auth: 'none',
    responses: { 204: { description: 'Signed out' }, 429: limited },
  });
}

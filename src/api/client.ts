// The browser's one client: same-origin /api through the BFF (which holds the key), with the
// header the BFF requires on state-changing calls. Every call is validated by the endpoint
// table's schemas on the way out and back.
import { createClient } from '../contract/client';
import { requestFetch } from './request-fetch';

export const api = createClient({
  legacyBaseUrl: '/api',
  v1BaseUrl: '/api',
  headers: () => ({ 'X-Ferry-Client': 'web' }),
  fetch: requestFetch,
});

// The browser's one client: same-origin /api through the BFF (which holds the key), with the
// header the BFF requires on state-changing calls. Every call is validated by the endpoint
// table's schemas on the way out and back, answers the page came with included.
import { createClient } from '../contract/client';
import { withPrimedAnswers } from './primed-answers';

export const api = createClient({
  legacyBaseUrl: '/api',
  v1BaseUrl: '/api',
  headers: () => ({ 'X-Ferry-Client': 'web' }),
  // The global looked up per call: tests replace it.
  fetch: withPrimedAnswers((input, init) => globalThis.fetch(input, init)),
});

// The one place where BFF tests reach the embedded service. In production the two meet only
// over HTTP, composed by src/server/entry/launch; lint forbids src/server/bff and src/server/service from
// importing each other, tests included, so a BFF test that needs a real upstream (or a signed
// order on it, or sandbox chains under it) gets it from here. See docs/architecture.md.
export { startTestService, type TestService } from '../service/testing/harness';
export {
  createQuote,
  execute,
  quoteRequest,
  signFunding,
} from '../service/orders/testing/order-helpers';
export { sandboxChainsForThisFile } from '../service/chains/testing/sandbox-chains-for-this-file';
export { ARB_USDC, newPerson, sandboxChainAt } from '../service/chains/testing/sandbox-people';
export { defaultBalance } from '../service/ledger';

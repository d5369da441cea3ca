// The catalogue's contract suite over HTTP: one embedded service (one database) for every
// suite, because opening PGlite dominates the run time; each suite lives beside its module.
import { afterAll, beforeAll } from 'vitest';
import { startTestService, type TestService } from '../testing/harness';
import { capabilitiesSuite } from './capabilities.contract';
import { consistencySuite } from './consistency.contract';
import { envelopesSuite } from './envelopes.contract';
import { limitsSuite } from './limits.contract';
import { suggestedFeesSuite } from './suggested-fees.contract';
import { swapActionsSuite } from './swap-actions.contract';
import { swapApprovalErrorsSuite } from './swap-approval-errors.contract';
import { swapApprovalSuite } from './swap-approval.contract';
import { swapDiscoverySuite } from './swap-discovery.contract';
import { swapsSuite } from './swaps.contract';

let t: TestService | undefined;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t?.close());

const svc = (): TestService => {
  if (!t) throw new Error('the test service has not started');
  return t;
};

capabilitiesSuite(svc);
swapDiscoverySuite(svc);
envelopesSuite(svc);
limitsSuite(svc);
suggestedFeesSuite(svc);
swapApprovalSuite(svc);
swapApprovalErrorsSuite(svc);
swapActionsSuite(svc);
consistencySuite(svc);
swapsSuite(svc);

// Per-row request body limits (docs/reliability.md#body-limits): quotes and executions are a few
// hundred bytes, so 16 KiB is generous; everything else gets 64 KiB. The security layer applies a
// generic limit before this, for every route including ones that ignore their body.
import type { EndpointId } from '../../../contract/endpoints';

export const SMALL_BODY_LIMIT = 16 * 1024;
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const small: ReadonlySet<EndpointId> = new Set(['createQuote', 'createExecution']);

export function bodyLimitFor(id: EndpointId): number {
  return small.has(id) ? SMALL_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

// The keys line `npm run service` prints. The sandbox defaults are public (README, docs), so
// they are named in full; keys set with SERVICE_KEYS are secrets: only their integrator ids
// and permissions are printed, never a value.
import type { ServiceKey } from '../config';

const permissions = (k: ServiceKey) =>
  k.permissions.length > 0 ? k.permissions.join(', ') : 'no permission';

/** `configured` is SERVICE_KEYS as parsed; undefined when it is unset (the defaults apply). */
export function describeServiceKeys(
  configured: readonly ServiceKey[] | undefined,
  defaults: readonly ServiceKey[],
): string {
  if (!configured) {
    const listed = defaults.map((k) => `${k.key} (${k.integratorId}, ${permissions(k)})`);
    return `${listed.join(', ')}: the sandbox defaults`;
  }
  const listed = configured.map((k) => `integrator ${k.integratorId} (${permissions(k)})`);
  const count = configured.length === 1 ? '1 key' : `${configured.length} keys`;
  return `${count} from SERVICE_KEYS, values not shown: ${listed.join(', ')}`;
}

// Bearer keys of the embedded service (docs/interface-decisions.md#hosts-and-keys and
// docs/interface-decisions.md#simulated-clock-and-sandbox).
import type { ServiceKey } from '../../config';

export type Caller = ServiceKey;

export function findCaller(
  keys: readonly ServiceKey[],
  authorization: string | undefined,
): Caller | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!m) return undefined;
  return keys.find((k) => k.key === m[1]);
}

export const hasDepositAddressPermission = (c: Caller) => c.permissions.includes('deposit-address');

// The contracts a wallet may be asked to call or approve, per chain: the protocol's own deployment
// records (generated/protocol-contracts.ts, from the pinned @across-protocol/contracts releases),
// narrowed or extended by one setting, TRUSTED_CONTRACTS (docs/reliability.md#where-the-trusted-contracts-come-from).
// The browser's review refuses a quote whose calls name any other contract; the embedded service
// places its contracts at these same addresses.
// zod/mini: the bridge's signing allowlist on the first page reads this setting.
import * as z from 'zod/mini';
import { PROTOCOL_CONTRACTS } from './generated/protocol-contracts';

/** The page element the BFF writes TRUSTED_CONTRACTS into (src/server/bff/spa.ts). */
export const TRUSTED_CONTRACTS_META = 'ferry-trusted-contracts';

/**
 * The embedded service's HyperCore bridge account (HyperCore is no EVM chain: the records name
 * nothing there). The BFF trusts it only in front of the embedded service.
 */
export const SANDBOX_HYPERCORE_BRIDGE = '0xb017472F313071A8A6B4bfE8891E4BA10B24d0e6';

/** What a BFF in front of the embedded service adds to TRUSTED_CONTRACTS. */
export function withSandboxContracts(
  setting: TrustedContractsSetting | undefined,
): TrustedContractsSetting {
  return { '1337': { spokePool: [SANDBOX_HYPERCORE_BRIDGE.toLowerCase()] }, ...setting };
}

export type ContractRole = 'spokePool' | 'periphery' | 'swapProxy' | 'multicallHandler';

/** Lower-case addresses per role on one chain. */
export type TrustedOnChain = Readonly<Record<ContractRole, readonly string[]>>;

const lower = (a: string) => a.toLowerCase();
const EMPTY: TrustedOnChain = { spokePool: [], periphery: [], swapProxy: [], multicallHandler: [] };

/** What the protocol's records hold for `chainId` (every periphery generation, each SwapProxy). */
export function recordedContracts(chainId: number): TrustedOnChain {
  const c = PROTOCOL_CONTRACTS[chainId];
  if (!c) return EMPTY;
  return {
    spokePool: c.spokePool ? [lower(c.spokePool)] : [],
    periphery: c.peripheries.map((p) => lower(p.address)),
    swapProxy: c.peripheries.map((p) => lower(p.swapProxy)),
    multicallHandler: c.multicallHandler ? [lower(c.multicallHandler)] : [],
  };
}

const address = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')),
  z.transform(lower),
);
const roleList = z.optional(z.array(address).check(z.maxLength(16)));

/**
 * TRUSTED_CONTRACTS: a JSON object of chain id → `null` (trust nothing there: no transaction is
 * sent on that chain) or `{spokePool?, periphery?, swapProxy?, multicallHandler?: address[],
 * replace?: boolean}`, whose addresses are added to the records' (or, with `replace: true`, are the
 * only ones trusted on that chain). Chains it does not name keep the records.
 */
export const trustedContractsSetting = z.record(
  z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'Expected a chain id')),
  z.union([
    z.null(),
    z.strictObject({
      spokePool: roleList,
      periphery: roleList,
      swapProxy: roleList,
      multicallHandler: roleList,
      replace: z.optional(z.boolean()),
    }),
  ]),
);
export type TrustedContractsSetting = z.output<typeof trustedContractsSetting>;

/** The contracts trusted on `chainId` under `setting` (none given: the records alone). */
export function trustedContracts(
  chainId: number,
  setting?: TrustedContractsSetting,
): TrustedOnChain {
  const recorded = recordedContracts(chainId);
  if (!setting || !(String(chainId) in setting)) return recorded;
  const own = setting[String(chainId)];
  if (own === null || own === undefined) return EMPTY;
  const base = own.replace ? EMPTY : recorded;
  const merged = (role: ContractRole) => [...new Set([...base[role], ...(own[role] ?? [])])];
  return {
    spokePool: merged('spokePool'),
    periphery: merged('periphery'),
    swapProxy: merged('swapProxy'),
    multicallHandler: merged('multicallHandler'),
  };
}

/** Which role `address` has among the trusted contracts of `chainId`, if any. */
export function roleOf(trusted: TrustedOnChain, address: unknown): ContractRole | undefined {
  if (typeof address !== 'string') return undefined;
  const a = lower(address);
  return (Object.keys(trusted) as ContractRole[]).find((role) => trusted[role].includes(a));
}

/** The current (newest recorded) periphery of `chainId`. */
export function currentPeriphery(chainId: number): `0x${string}` | undefined {
  return PROTOCOL_CONTRACTS[chainId]?.peripheries.at(-1)?.address;
}

export function recordedSpokePool(chainId: number): `0x${string}` | undefined {
  return PROTOCOL_CONTRACTS[chainId]?.spokePool;
}

export function recordedMulticallHandler(chainId: number): `0x${string}` | undefined {
  return PROTOCOL_CONTRACTS[chainId]?.multicallHandler;
}

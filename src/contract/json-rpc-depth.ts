// How deeply a JSON-RPC call's params may nest. JSON.parse reads any depth, but what handles
// params next (schemas, viem, JSON.stringify for a cache key or a node) recurses and runs out of
// stack on a value thousands of levels deep. A wallet's deepest params (eth_call with state
// overrides, eth_getLogs with topic alternatives) nest 4 or 5 levels.
export const RPC_MAX_PARAMS_DEPTH = 16;

/**
 * Whether `value` nests arrays or objects deeper than `max` (a scalar is depth 0, `[]` is 1).
 * Walks with its own stack rather than recursion, so any depth gets a result.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

export const tooDeepMessage = `params nested too deeply (at most ${RPC_MAX_PARAMS_DEPTH} levels)`;

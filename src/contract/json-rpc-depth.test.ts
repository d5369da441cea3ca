import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, RPC_MAX_PARAMS_DEPTH } from './json-rpc-depth';

/** `depth` arrays inside each other, as JSON.parse makes them from "[[[…]]]". */
const nested = (depth: number): unknown =>
  JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

describe('the nesting limit of JSON-RPC params', () => {
  it("lets a wallet's deepest params through: eth_call with a state override", () => {
    const params = [
      { to: '0x1', data: '0x' },
      'latest',
      { '0x2': { stateDiff: { '0x0': '0x1' } } },
    ];
    expect(nestsDeeperThan(params, RPC_MAX_PARAMS_DEPTH)).toBe(false);
  });

  it('counts arrays and objects alike, and scalars not at all', () => {
    expect(nestsDeeperThan('deep', 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
  });

  it('returns a result for 10,000 and 1,000,000 levels without running out of stack', () => {
    expect(nestsDeeperThan(nested(10_000), RPC_MAX_PARAMS_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), RPC_MAX_PARAMS_DEPTH)).toBe(true);
  });
});

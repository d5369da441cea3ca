import { describe, expect, it } from 'vitest';
import { capabilitiesFixture } from '../testing/v1-capabilities';
import { issuePaths } from '../primitives';
import { capabilitiesQuery, capabilitiesResponse } from './v1-capabilities';

describe('capabilities', () => {
  it('lists unavailable items with a reason code and keeps extra reason fields', () => {
    const c = capabilitiesResponse.parse(capabilitiesFixture);
    const scroll = c.chains.find((ch) => ch.chainId === 534352);
    expect(scroll).toMatchObject({
      status: 'unavailable',
      reason: { code: 'CHAIN_DEPRECATED', date: '2026-04-30' },
    });
    expect(c.routes[0]!.tokens?.[1]?.reason?.code).toBe('LIQUIDITY_PAUSED');
    expect(c.routes[1]!.tokens).toBeUndefined();
  });

  it('maps unknown statuses and reason codes to "unknown"', () => {
    const chain = {
      ...capabilitiesFixture.chains[0]!,
      status: 'degraded',
      reason: { code: 'RPC_DOWN', message: 'RPC unreachable' },
    };
    const c = capabilitiesResponse.parse({ ...capabilitiesFixture, chains: [chain] });
    expect([c.chains[0]!.status, c.chains[0]!.reason?.code]).toEqual(['unknown', 'unknown']);
    expect(c.chains[0]!.reason?.message).toBe('RPC unreachable');
  });

  it('rejects a reason without a message', () => {
    const chain = { ...capabilitiesFixture.chains[0]!, reason: { code: 'SAME_CHAIN' } };
    const r = capabilitiesResponse.safeParse({ ...capabilitiesFixture, chains: [chain] });
    expect(issuePaths(r.error!.issues)).toEqual(['chains.0.reason.message']);
  });

  it.each([
    [{}, true],
    [{ include: 'tokens' }, true],
    [{ include: 'tokens,routes' }, false],
    [{ originChainId: '34268394551451' }, true],
    [{ originChainId: '0x1' }, false],
    [{ originChain: '1' }, false],
  ])('query %j → %s', (q, ok) => {
    expect(capabilitiesQuery.safeParse(q).success).toBe(ok);
  });
});

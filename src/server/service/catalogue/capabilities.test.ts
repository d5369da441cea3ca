// The date rules of capabilities against a clock set on either side of a deprecation (no server
// needed: the module only reads the clock).
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { ServiceContext } from '../context';
import { getCapabilities } from './capabilities';

const at = (iso: string) =>
  getCapabilities({ clock: manualClock(Date.parse(iso)) } as unknown as ServiceContext, {});
const blast = (iso: string) => at(iso).chains.find((c) => c.chainId === 81457);

describe('capabilities follow the clock across a deprecation date', () => {
  it('Blast is available on 19 July 2026 and deprecated from 20 July 2026', () => {
    expect(blast('2026-07-19T23:59:59Z')).toMatchObject({ status: 'available', reason: null });
    expect(blast('2026-07-20T00:00:00Z')).toMatchObject({
      status: 'unavailable',
      reason: { code: 'CHAIN_DEPRECATED', date: '2026-07-20' },
    });
  });

  it('a route touching a deprecated chain carries the chain’s reason and date', () => {
    const r = at('2026-11-21T12:00:00Z');
    const route = r.routes.find((x) => x.originChainId === 8453 && x.destinationChainId === 81457);
    expect(route).toMatchObject({
      status: 'unavailable',
      reason: { code: 'CHAIN_DEPRECATED', date: '2026-07-20' },
    });
    const earlier = at('2026-07-01T00:00:00Z').routes.find(
      (x) => x.originChainId === 8453 && x.destinationChainId === 81457,
    );
    expect(earlier).toMatchObject({ status: 'available', reason: null });
  });
});

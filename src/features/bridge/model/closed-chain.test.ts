import { describe, expect, it } from 'vitest';
import { capabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { closedChain } from './closed-chain';

const caps = capabilitiesResponse.parse(capabilitiesFixture);

describe('a closed end of the route', () => {
  it('names the origin or the destination whose support ended, with the day', () => {
    expect(closedChain(caps, 534352, 8453)).toEqual({
      side: 'origin',
      chainId: 534352,
      name: 'Scroll',
      reason: {
        label: 'Support ended on 30 April 2026',
        detail: 'Scroll support ended on 2026-04-30.',
      },
    });
    expect(closedChain(caps, 42161, 534352)).toMatchObject({ side: 'destination', name: 'Scroll' });
  });

  it('is nothing when both chains are open, or not yet known', () => {
    expect(closedChain(caps, 42161, 8453)).toBeUndefined();
    expect(closedChain(undefined, 534352, 8453)).toBeUndefined();
  });
});

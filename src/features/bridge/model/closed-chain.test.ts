import { describe, expect, it } from 'vitest';
import { capabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { closedChain } from './closed-chain';
import { reasonLabel } from './reasons';
import { intlIn } from '../testing/intl';

const caps = capabilitiesResponse.parse(capabilitiesFixture);

describe('a closed end of the route', () => {
  it('names the origin or the destination whose support ended, with the day', () => {
    const closed = closedChain(caps, 534352, 8453);
    expect(closed).toMatchObject({
      side: 'origin',
      chainId: 534352,
      name: 'Scroll',
      reason: { date: '2026-04-30', detail: 'Scroll support ended on 2026-04-30.' },
    });
    expect(reasonLabel(intlIn(), closed!.reason)).toBe('Support ended on April 30, 2026');
    expect(reasonLabel(intlIn('es'), closed!.reason)).toBe(
      'El soporte terminó el 30 de abril de 2026',
    );
    expect(closedChain(caps, 42161, 534352)).toMatchObject({ side: 'destination', name: 'Scroll' });
  });

  it('is nothing when both chains are open, or not yet known', () => {
    expect(closedChain(caps, 42161, 8453)).toBeUndefined();
    expect(closedChain(undefined, 534352, 8453)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';

const fresh = { depositAddresses: 0, eventsLast24h: 0, lastEventAt: null, depositEventSeen: false };

describe('setup checklist', () => {
  it('starts with nothing done, each step linking to where it is done', () => {
    const steps = setupSteps({ overview: fresh, subscriptions: 0 });
    expect(steps.map((s) => [s.id, s.done, s.to])).toEqual([
      ['address', false, '/integrator/deposit-addresses/new'],
      ['webhook', false, '/integrator/webhooks'],
      ['deposit', false, '/integrator/deposit-addresses'],
      ['event', false, '/integrator/webhooks'],
    ]);
  });

  it('ticks each step from what Ferry has seen', () => {
    const steps = setupSteps({
      overview: {
        depositAddresses: 2,
        eventsLast24h: 3,
        lastEventAt: '2026-11-23T10:00:00.000Z',
        depositEventSeen: true,
      },
      subscriptions: 1,
    });
    expect(steps.every((s) => s.done)).toBe(true);
    const partly = setupSteps({ overview: { ...fresh, depositAddresses: 1 }, subscriptions: 0 });
    expect(partly.map((s) => s.done)).toEqual([true, false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultServiceKeys, type ServiceKey } from '../config';
import { describeServiceKeys } from './service-keys';

describe('the keys line of npm run service', () => {
  it('names the public sandbox keys when SERVICE_KEYS is unset', () => {
    expect(describeServiceKeys(undefined, defaultServiceKeys)).toBe(
      'sk_sandbox_full (0xf00d, deposit-address), sk_sandbox_basic (0xbeef, no permission): the sandbox defaults',
    );
  });

  it('prints the configured keys’ integrator ids and permissions, never a key', () => {
    const configured: ServiceKey[] = [
      { key: 'sk_live_7f3a9c1e5b', integratorId: '0xdead', permissions: ['deposit-address'] },
      { key: 'sk_live_0b2d4f6a8c', integratorId: '0xcafe', permissions: [] },
    ];
    const line = describeServiceKeys(configured, defaultServiceKeys);
    expect(line).toBe(
      '2 keys from SERVICE_KEYS, values not shown: integrator 0xdead (deposit-address), integrator 0xcafe (no permission)',
    );
    expect(line).not.toMatch(/sk_/);
  });
});

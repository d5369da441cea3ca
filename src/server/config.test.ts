import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded service on 127.0.0.1:3000 with data in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      embedded: true,
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SERVICE_PORT: 8788,
    });
  });

  it('takes a real upstream when all four settings are given', () => {
    const c = loadConfig({
      SERVICE_BASE_URL: 'https://app.example.com/api',
      SERVICE_V1_BASE_URL: 'https://api.example.com',
      SERVICE_API_KEY: 'k',
      SERVICE_INTEGRATOR_ID: '0xdead',
    });
    expect(c.embedded).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SERVICE_BASE_URL: 'https://x.example/api' }, 'SERVICE_API_KEY'],
    [{ SERVICE_INTEGRATOR_ID: 'dead' }, 'SERVICE_INTEGRATOR_ID'],
    [{ DASHBOARD_ADMINS: '0x123' }, 'DASHBOARD_ADMINS'],
    [{ SERVICE_KEYS: '{nope' }, 'SERVICE_KEYS'],
    [{ SERVICE_CLOCK_SPEED: '0' }, 'SERVICE_CLOCK_SPEED'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ RPC_URLS: '{"1":"ftp://node.example"}' }, 'RPC_URLS'],
    [{ RPC_URLS: '{"base":"https://node.example"}' }, 'RPC_URLS'],
    [{ RPC_URLS: '[1]' }, 'RPC_URLS'],
    [{ RPC_URLS: 'not json' }, 'RPC_URLS'],
    [{ WALLETCONNECT_PROJECT_ID: 'my-project' }, 'WALLETCONNECT_PROJECT_ID'],
    [{ TRUSTED_CONTRACTS: 'not json' }, 'TRUSTED_CONTRACTS'],
    [{ TRUSTED_CONTRACTS: '{"base":null}' }, 'TRUSTED_CONTRACTS'],
    [{ TRUSTED_CONTRACTS: '{"8453":{"periphery":["0x12"]}}' }, 'TRUSTED_CONTRACTS'],
    [{ WALLETCONNECT_PROJECT_ID: 'a'.repeat(31) }, 'WALLETCONNECT_PROJECT_ID'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('refuses a shared PostgreSQL without a shared SESSION_SECRET, naming the variable', () => {
    const db = { DATABASE_URL: 'postgres://ferry@db.example/ferry' };
    expect(() => loadConfig(db)).toThrow(/SESSION_SECRET: is required with DATABASE_URL/);
    const shared = loadConfig({ ...db, SESSION_SECRET: 's'.repeat(32) });
    expect(shared.DATABASE_URL).toBe(db.DATABASE_URL);
    // PGlite under DATA_DIR is this instance's alone: a generated secret is fine there.
    expect(loadConfig({}).SESSION_SECRET).toBeUndefined();
  });

  it('takes a WalletConnect project id of 32 hexadecimal characters, or none', () => {
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: id }).WALLETCONNECT_PROJECT_ID).toBe(id);
    expect(loadConfig({}).WALLETCONNECT_PROJECT_ID).toBeUndefined();
  });

  it('reads TRUSTED_CONTRACTS as chain ids to the addresses added (or null: none trusted)', () => {
    const periphery = '0x3333333333333333333333333333333333333333';
    const c = loadConfig({
      TRUSTED_CONTRACTS: `{"8453":{"periphery":["${periphery}"]},"130":null}`,
    });
    expect(c.TRUSTED_CONTRACTS).toEqual({ '8453': { periphery: [periphery] }, '130': null });
    expect(loadConfig({}).TRUSTED_CONTRACTS).toBeUndefined();
  });

  it('reads RPC_URLS as a map from chain id to node URL', () => {
    const c = loadConfig({
      RPC_URLS: '{"1":"https://eth.example","8453":"http://127.0.0.1:8545"}',
    });
    expect([...c.RPC_URLS]).toEqual([
      [1, 'https://eth.example'],
      [8453, 'http://127.0.0.1:8545'],
    ]);
    expect(loadConfig({}).RPC_URLS.size).toBe(0);
  });

  it('parses admins and custom service keys', () => {
    const c = loadConfig({
      DASHBOARD_ADMINS:
        '0x1111111111111111111111111111111111111111, 0x2222222222222222222222222222222222222222',
      SERVICE_KEYS: JSON.stringify([
        { key: 'sk_custom_key', integratorId: '0x0001', permissions: [] },
      ]),
      SERVICE_ALLOW_LOCAL_WEBHOOKS: '1',
    });
    expect(c.DASHBOARD_ADMINS).toHaveLength(2);
    expect(c.SERVICE_KEYS?.[0]?.integratorId).toBe('0x0001');
    expect(c.SERVICE_ALLOW_LOCAL_WEBHOOKS).toBe(true);
  });

  it('rate limits default to 600 / 60 / 30 a minute, and 0 turns one off', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_API: 600,
      RATE_LIMIT_QUOTES: 60,
      RATE_LIMIT_SEARCH: 30,
      TRUSTED_PROXIES: [],
    });
    expect(loadConfig({ RATE_LIMIT_API: '0' }).RATE_LIMIT_API).toBe(0);
  });

  it('parses TRUSTED_PROXIES as IPs and CIDRs', () => {
    const c = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,fd00::/8, ::1' });
    expect(c.TRUSTED_PROXIES).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1']);
  });

  it.each([
    [{ TRUSTED_PROXIES: 'proxy.internal' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.1/8/8' }, 'TRUSTED_PROXIES'],
    [{ RATE_LIMIT_QUOTES: '-1' }, 'RATE_LIMIT_QUOTES'],
    [{ RATE_LIMIT_SEARCH: 'many' }, 'RATE_LIMIT_SEARCH'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

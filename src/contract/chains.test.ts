import { describe, expect, it } from 'vitest';
import {
  CHAINS,
  chainAvailability,
  explorerAddressUrl,
  explorerTxUrl,
  getChain,
  longDate,
} from './chains';

// The chain ids the service's interface allows, as it lists them.
const INTERFACE_IDS = [
  1, 10, 56, 130, 137, 143, 232, 324, 480, 999, 1135, 1337, 1868, 2337, 4217, 4326, 4663, 8453,
  9745, 34443, 42161, 43114, 57073, 59144, 81457, 84532, 421614, 7777777, 11155111, 11155420,
  728126428, 34268394551451,
];

describe('chain catalogue', () => {
  it.each(INTERFACE_IDS)('has chain %i the interface allows', (id) => {
    const c = getChain(id);
    expect(c?.id).toBe(id);
    expect(c?.name).toBeTruthy();
    expect(c?.nativeSymbol).toMatch(/^[A-Z]{2,5}$/);
    expect(c?.explorer.url).toMatch(/^https:\/\/[^/]+(\/[^/]+)*[^/]$/);
  });

  it('has exactly the 8.3 ids plus Scroll, each once', () => {
    const ids = CHAINS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(
      [...INTERFACE_IDS, 534352].sort((a, b) => a - b),
    );
  });

  it('uses the decided chain names and the real explorers', () => {
    expect(getChain(56)).toMatchObject({ name: 'BNB Smart Chain', nativeSymbol: 'BNB' });
    expect(getChain(42161)?.explorer.url).toBe('https://arbiscan.io');
    expect(getChain(10)?.explorer.url).toBe('https://optimistic.etherscan.io');
    expect(getChain(534352)?.name).toBe('Scroll');
  });

  it('knows the kinds and testnets', () => {
    expect(getChain(1337)?.kind).toBe('special-ledger');
    expect(getChain(728126428)?.kind).toBe('tvm');
    expect(getChain(34268394551451)?.kind).toBe('svm');
    expect(getChain(8453)?.kind).toBe('evm');
    const testnets = CHAINS.filter((c) => c.testnet).map((c) => c.id);
    expect(testnets.sort((a, b) => a - b)).toEqual([84532, 421614, 11155111, 11155420]);
  });

  it('getChain of an unknown id is undefined', () => {
    expect(getChain(5)).toBeUndefined();
  });
});

describe('chainAvailability', () => {
  it.each([
    [534352, '2026-04-30', 'Scroll support ended on 30 April 2026'],
    [81457, '2026-07-20', 'Blast support ended on 20 July 2026'],
  ])('chain %i: available until the last millisecond before %s UTC', (id, day, message) => {
    const boundary = new Date(`${day}T00:00:00.000Z`);
    expect(chainAvailability(id, new Date(boundary.getTime() - 1))).toEqual({
      available: true,
      deprecatedFrom: day,
    });
    const after = { available: false, code: 'CHAIN_DEPRECATED', since: day, message };
    expect(chainAvailability(id, boundary)).toEqual(after);
    expect(chainAvailability(id, new Date('2030-01-01T00:00:00Z'))).toEqual(after);
  });

  it('other chains are always available; unknown chains are not', () => {
    expect(chainAvailability(8453, new Date('2030-01-01T00:00:00Z'))).toEqual({ available: true });
    expect(chainAvailability(5, new Date())).toEqual({
      available: false,
      code: 'UNKNOWN_CHAIN',
      message: 'Chain 5 is not supported',
    });
  });

  it('writes dates without locale data', () => {
    expect(longDate('2026-04-30')).toBe('30 April 2026');
    expect(longDate('2026-01-05')).toBe('5 January 2026');
  });
});

describe('explorer links', () => {
  const hash = `0x${'ab'.repeat(32)}`;

  it('builds tx and address links', () => {
    expect(explorerTxUrl(1, hash)).toBe(`https://etherscan.io/tx/${hash}`);
    expect(explorerAddressUrl(8453, '0xabc')).toBe('https://basescan.org/address/0xabc');
    expect(explorerTxUrl(1337, hash)).toBe(`https://app.hyperliquid.xyz/explorer/tx/${hash}`);
    expect(explorerTxUrl(728126428, 'ff00')).toBe('https://tronscan.org/#/transaction/ff00');
    expect(explorerAddressUrl(34268394551451, 'So1ana')).toBe('https://solscan.io/account/So1ana');
  });

  it('never lets a reference escape its path, and refuses unknown chains', () => {
    expect(explorerTxUrl(1, '../../evil?x=1')).toBe(
      'https://etherscan.io/tx/..%2F..%2Fevil%3Fx%3D1',
    );
    expect(explorerTxUrl(5, hash)).toBeUndefined();
    expect(explorerTxUrl(1, '')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { replaceEmbeddedService } from './embedded-service';
import { addressLink, sandboxBlockExplorerUrls, txLink } from './explorer-links';

const HASH = `0x${'cd'.repeat(32)}`;
const SPOKE_POOL = '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A';
const sandbox = { clockSpeed: 1 };

afterEach(() => replaceEmbeddedService(null));

describe('explorer links', () => {
  it('on the real service, go to the chain’s public explorer', () => {
    expect(txLink(8453, HASH, null)).toEqual({
      href: `https://basescan.org/tx/${HASH}`,
      ferry: false,
    });
    expect(addressLink(42161, SPOKE_POOL, null)?.href).toBe(
      `https://arbiscan.io/address/${SPOKE_POOL}`,
    );
  });

  it('on the embedded service, go to Ferry’s explorer for transactions and contracts alike', () => {
    expect(txLink(8453, HASH, sandbox)).toEqual({ href: `/explorer?q=${HASH}`, ferry: true });
    expect(addressLink(42161, SPOKE_POOL, sandbox)).toEqual({
      href: `/explorer?q=${SPOKE_POOL}`,
      ferry: true,
    });
  });

  it('stay public when told the real service, on a page of the embedded one (a server-rendered page hydrating)', () => {
    replaceEmbeddedService(sandbox);
    expect(txLink(8453, HASH, null)?.ferry).toBe(false);
    expect(txLink(8453, HASH)?.ferry).toBe(true);
  });

  it('have nothing to link for an empty reference or a chain with no explorer', () => {
    expect(txLink(8453, '', sandbox)).toBeUndefined();
    expect(txLink(999_999, HASH, null)).toBeUndefined();
  });

  it('give wallets Ferry’s explorer, absolute, for a sandbox chain', () => {
    expect(sandboxBlockExplorerUrls('https://ferry.example/api/rpc/42161')).toEqual([
      'https://ferry.example/explorer',
    ]);
  });
});

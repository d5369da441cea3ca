// The admin's address is written out (so start-up derives no key); it must be the key's own, or
// every mint, deployment and sweep the admin signs would be refused by the chain.
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { admin, ADMIN_ADDRESS, ADMIN_KEY } from './accounts';

describe('the sandbox admin account', () => {
  it('has the address of its key', () => {
    expect(ADMIN_ADDRESS).toBe(privateKeyToAccount(ADMIN_KEY).address);
  });

  it('signs with its key', async () => {
    const signature = await admin.signMessage({ message: 'ferry' });
    expect(await recoverMessageAddress({ message: 'ferry', signature })).toBe(ADMIN_ADDRESS);
  });
});

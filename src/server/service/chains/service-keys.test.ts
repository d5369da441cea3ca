// A data directory's sandbox admin key: made once, readable by its owner only, the same on every
// start, different in every directory, never Anvil's public key; a damaged file stops the start
// with a message that names the file and does not repeat its content.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recoverMessageAddress } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ADDRESS } from './accounts';
import { loadServiceKeys, SERVICE_KEYS_FILE } from './service-keys';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox admin key of a data directory', () => {
  it('is made on the first start in a file only its owner can read, and signs as its address', async () => {
    const dir = newDir();
    const { admin } = loadServiceKeys(dir);
    const file = path.join(dir, SERVICE_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(admin.address).not.toBe(ADMIN_ADDRESS);
    const signature = await admin.signMessage({ message: 'ferry' });
    expect(await recoverMessageAddress({ message: 'ferry', signature })).toBe(admin.address);
  });

  it('is the same on the next start, and another directory has another', () => {
    const dir = newDir();
    const first = loadServiceKeys(dir).admin.address;
    expect(loadServiceKeys(dir).admin.address).toBe(first);
    expect(loadServiceKeys(newDir()).admin.address).not.toBe(first);
  });

  it('is made readable by its owner only again if its mode was widened', () => {
    const dir = newDir();
    loadServiceKeys(dir);
    const file = path.join(dir, SERVICE_KEYS_FILE);
    chmodSync(file, 0o644);
    loadServiceKeys(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file by its name, without repeating what it holds', () => {
    const dir = newDir();
    const file = path.join(dir, SERVICE_KEYS_FILE);
    writeFileSync(file, '{"admin":{"address":"0x12","privateKey":"0xsecret-looking"}}', {
      mode: 0o600,
    });
    expect(() => loadServiceKeys(dir)).toThrow(`${file} is not a sandbox key file`);
    expect(() => loadServiceKeys(dir)).not.toThrow(/secret-looking/);
  });

  it('will not sign with a key that is not its address’s own', async () => {
    const dir = newDir();
    const { admin } = loadServiceKeys(dir);
    const file = path.join(dir, SERVICE_KEYS_FILE);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      admin: { address: string; privateKey: string };
    };
    stored.admin.address = ADMIN_ADDRESS;
    writeFileSync(file, JSON.stringify(stored));
    const forged = loadServiceKeys(dir).admin;
    expect(forged.address).toBe(ADMIN_ADDRESS);
    await expect(forged.signMessage({ message: 'ferry' })).rejects.toThrow(
      /not the key of its address/,
    );
    expect(admin.address).not.toBe(ADMIN_ADDRESS);
  });
});

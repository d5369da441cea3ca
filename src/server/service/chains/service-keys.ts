// The sandbox admin's key for one data directory: made on the first start, kept in
// <chains dir>/service-keys.json (mode 0600), beside the chain states it governs, and read again
// on every start. The chain template is built by Anvil's public development key (accounts.ts);
// hand-over.ts then makes this key's account the owner and minter on this directory's chains, so
// a key anyone can look up owns nothing here. The key stays in this module's closures: it is
// never a property of an object that could be logged or sent.
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { getAddress, isAddress, isHex, type Hex } from 'viem';
import {
  generatePrivateKey,
  privateKeyToAccount,
  toAccount,
  type LocalAccount,
  type PrivateKeyAccount,
} from 'viem/accounts';
import type { Logger } from '../../logger';

export const SERVICE_KEYS_FILE = 'service-keys.json';

export interface ServiceKeys {
  /** Owner of the spoke pools and minter of the tokens on this directory's chains. */
  admin: LocalAccount;
}

interface Stored {
  admin: { address: string; privateKey: string };
}

function parse(text: string): Stored | undefined {
  try {
    const stored = JSON.parse(text) as Partial<Stored> | null;
    const admin = stored?.admin;
    if (
      typeof admin?.address === 'string' &&
      isAddress(admin.address) &&
      typeof admin.privateKey === 'string' &&
      isHex(admin.privateKey) &&
      admin.privateKey.length === 66
    ) {
      return { admin: { address: admin.address, privateKey: admin.privateKey } };
    }
  } catch {
    // Not JSON: refused below like any other malformed file.
  }
  return undefined;
}

/**
 * An account for `stored`. Its address is written beside the key, so a start on existing chains
 * derives nothing (secp256k1 tables cost ~60 ms); the key is read at its first signature, and
 * must then be the address's own.
 */
function accountOf(stored: Stored['admin'], file: string): LocalAccount {
  const address = getAddress(stored.address);
  const privateKey = stored.privateKey as Hex;
  let signer: PrivateKeyAccount | undefined;
  const key = () => {
    if (!signer) {
      const derived = privateKeyToAccount(privateKey);
      if (derived.address !== address)
        throw new Error(`${file}: the admin's key is not the key of its address ${address}`);
      signer = derived;
    }
    return signer;
  };
  return toAccount({
    address,
    // async, so a key that is not the address's own is a rejected signature, not a throw.
    signMessage: async (args) => key().signMessage(args),
    signTransaction: async (transaction, options) => key().signTransaction(transaction, options),
    signTypedData: async (typedData) => key().signTypedData(typedData),
    signAuthorization: async (authorization) => key().signAuthorization(authorization),
  });
}

/** Writes a new key file, unless another process starting on `dir` wrote one first. */
function create(file: string) {
  const privateKey = generatePrivateKey();
  const stored: Stored = {
    admin: { address: privateKeyToAccount(privateKey).address, privateKey },
  };
  // Written whole under a temporary name, then linked into place: the file is never seen half
  // written, and a link fails rather than replace a key another process made meanwhile.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    unlinkSync(temp);
  }
}

export function loadServiceKeys(dir: string, logger?: Logger): ServiceKeys {
  const file = path.join(dir, SERVICE_KEYS_FILE);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file) && create(file)) {
    logger?.info({ file }, 'sandbox chains: a new admin key for this data directory');
  }
  // Only this process's user may read it, whoever widened it since.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const stored = parse(readFileSync(file, 'utf8'));
  if (!stored) {
    throw new Error(
      `${file} is not a sandbox key file; move it away to have a new key made on the next start`,
    );
  }
  return { admin: accountOf(stored.admin, file) };
}

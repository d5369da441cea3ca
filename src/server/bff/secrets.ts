// Keys the BFF derives for itself: one signs session ids, one encrypts stored webhook secrets.
// From SESSION_SECRET when given; otherwise from a random file under DATA_DIR (0600), so a
// restart keeps sessions and can still decrypt the vault.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface BffKeys {
  session: Buffer;
  vault: Buffer;
}

function derive(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `ferry/${label}`, 32));
}

export function loadBffKeys(opts: {
  sessionSecret?: string | undefined;
  dataDir: string;
}): BffKeys {
  let master: Buffer;
  if (opts.sessionSecret) {
    master = createHash('sha256').update(opts.sessionSecret).digest();
  } else {
    const file = path.join(opts.dataDir, 'bff-secret.key');
    if (existsSync(file)) {
      master = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } else {
      mkdirSync(opts.dataDir, { recursive: true });
      master = randomBytes(32);
      writeFileSync(file, master.toString('base64'), { mode: 0o600 });
    }
  }
  return { session: derive(master, 'session'), vault: derive(master, 'vault') };
}

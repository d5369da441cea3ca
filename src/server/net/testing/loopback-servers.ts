// Loopback listeners for tests (never started by production code).
import { createServer, isIP, Socket } from 'node:net';
import type { LookupFunction, Server } from 'node:net';
import { isLoopbackAddress } from '../ip-ranges';
import type { Resolver } from '../ssrf';

export interface Sentinel {
  port: number;
  /** TCP connections accepted so far: the figure SSRF tests require to be 0. */
  connections(): number;
  close(): Promise<void>;
}

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Counts every TCP connection (plain or TLS) and drops it at once. */
export async function startSentinel(): Promise<Sentinel> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  const port = await listen(server);
  return {
    port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** DNS stand-in: fixed records per name; unknown names fail like NXDOMAIN. */
export function fakeResolver(records: Record<string, string[]>): Resolver {
  return async (host) => {
    const found = records[host];
    if (!found)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: isIP(address) }));
  };
}

export interface Jail {
  /** Destinations that a socket tried to reach off loopback (refused, never connected). */
  violations(): string[];
  release(): void;
}

/**
 * Test-only net jail: patches Socket#connect (TLS sockets share it) so that any destination
 * other than loopback throws instead of leaving the machine, and records it.
 */
export function jailToLoopback(): Jail {
  const seen: string[] = [];
  const proto = Socket.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const original = proto.connect;
  const refuse = (where: string) => {
    seen.push(where);
    return new Error(`test jail: connection to ${where} refused`);
  };
  proto.connect = function (this: Socket, ...args: unknown[]) {
    const first = args[0];
    const opts = (Array.isArray(first) ? first[0] : first) as Record<string, unknown> | undefined;
    if (opts && typeof opts === 'object' && typeof opts.host === 'string') {
      const host = opts.host.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) && !isLoopbackAddress(host)) throw refuse(host);
      const lookup = opts.lookup as LookupFunction | undefined;
      if (!isIP(host) && lookup) {
        // Let the real lookup (the guard under test) run, then vet what it would connect to.
        opts.lookup = ((name, o, cb) =>
          lookup(name, o, (err, address, family) => {
            const list = typeof address === 'string' ? [address] : address.map((a) => a.address);
            const off = list.filter((a) => a && !isLoopbackAddress(a));
            if (!err && off.length > 0) return cb(refuse(off.join(',')), '', 0);
            cb(err, address, family);
          })) satisfies LookupFunction;
      }
    }
    return original.apply(this, args);
  };
  return { violations: () => [...seen], release: () => void (proto.connect = original) };
}

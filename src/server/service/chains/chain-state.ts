// A chain's state file, written by the service rather than by Anvil's timer: the node is asked for
// its state (anvil_dumpState, the same JSON Anvil writes with --dump-state), which goes to a
// temporary file, is synced to disk and renamed over the old one, so a kill at any moment leaves
// either the old file or the new one whole. The service acknowledges a write only once the state
// holding its block is on disk (SandboxChain.persisted).
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** How state files are written, for the chain template's cache key (template.ts). */
export const STATE_WRITES = 'service anvil_dumpState, JSON, atomic rename';

/** The block the state in `json` ends at (Anvil's `best_block_number`), without parsing it all. */
export function stateBlock(json: string): bigint | undefined {
  const m = /"best_block_number":\s*(?:(\d+)|"(0x[0-9a-fA-F]+)")/.exec(json);
  if (!m) return undefined;
  return BigInt(m[1] ?? m[2]!);
}

/** The block the state file at `file` ends at; undefined when it is missing or incomplete. */
export function stateFileBlock(file: string): bigint | undefined {
  if (!existsSync(file)) return undefined;
  const json = readFileSync(file, 'utf8');
  try {
    JSON.parse(json); // a file cut short by a kill does not parse
  } catch {
    return undefined;
  }
  return stateBlock(json);
}

/** The block of a state file that a node has loaded (so whole): a quick look, no parse. */
export function readStateBlock(file: string): bigint | undefined {
  if (!existsSync(file)) return undefined;
  return stateBlock(readFileSync(file, 'utf8'));
}

/** Syncs the folder, so a rename in it survives a power cut as well as a kill. */
async function syncDir(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some platforms refuse to sync a folder; the rename is still atomic.
  } finally {
    await handle.close();
  }
}

let writes = 0;

/** Writes `data` to `file` atomically: temporary file, fsync, rename, fsync of the folder. */
export async function writeFileAtomically(file: string, data: Uint8Array) {
  const temporary = `${file}.${process.pid}-${++writes}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
  await syncDir(path.dirname(file));
}

/** The node's whole state, as the JSON Anvil loads with --load-state, and the block it ends at. */
export async function dumpState(url: string): Promise<{ json: Buffer; block: bigint }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
  });
  const reply = (await res.json()) as { result?: string; error?: { message: string } };
  if (typeof reply.result !== 'string') {
    throw new Error(`anvil_dumpState failed: ${reply.error?.message ?? res.status}`);
  }
  // The response is gzip in hex; the file is the plain JSON, as Anvil itself writes it.
  const json = gunzipSync(Buffer.from(reply.result.slice(2), 'hex'));
  const block = stateBlock(json.toString('utf8', 0, Math.min(json.length, 1 << 20)));
  if (block === undefined) throw new Error('anvil_dumpState answered a state without its block');
  return { json, block };
}

/**
 * The state a node wrote at its exit (SIGTERM, e.g. from stopWhenGone) goes to a file of its own,
 * so a kill during that write cannot spoil the service's file. Before a node starts, that exit
 * state replaces the service's file if it is whole and holds at least as many blocks.
 */
export function adoptExitState(stateFile: string, exitFile: string) {
  if (!existsSync(exitFile)) return;
  const exitBlock = stateFileBlock(exitFile);
  const ownBlock = existsSync(stateFile) ? stateFileBlock(stateFile) : undefined;
  if (exitBlock !== undefined && (ownBlock === undefined || exitBlock >= ownBlock)) {
    renameSync(exitFile, stateFile);
  } else {
    rmSync(exitFile, { force: true });
  }
}

/**
 * Writes one node's state on request, coalescing: requests made while a write runs share the next
 * one (which starts when it ends, so it holds their blocks); requests made when no block was mined
 * since the last write cost one eth_blockNumber.
 */
export class StateWriter {
  private running: Promise<bigint> | undefined;
  private next: Promise<bigint> | undefined;

  constructor(
    private readonly file: string,
    /** The node's current URL (it changes when a restarted node takes a new port). */
    private readonly url: () => string,
    /** The newest block the file holds. */
    public written: bigint,
  ) {}

  persisted(): Promise<bigint> {
    if (this.next) return this.next;
    const after = this.running ?? Promise.resolve(0n);
    const next: Promise<bigint> = after
      .catch(() => 0n)
      .then(() => {
        this.next = undefined;
        this.running = next;
        return this.writeIfNew();
      })
      .finally(() => {
        if (this.running === next) this.running = undefined;
      });
    this.next = next;
    return next;
  }

  /** Settles when no write runs or waits (a restart waits for it before the node loads the file). */
  async idle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)!.catch(() => undefined);
  }

  private async writeIfNew(): Promise<bigint> {
    const latest = await blockNumber(this.url());
    if (latest <= this.written) return this.written;
    const { json, block } = await dumpState(this.url());
    await writeFileAtomically(this.file, json);
    if (block > this.written) this.written = block;
    return this.written;
  }
}

async function blockNumber(url: string): Promise<bigint> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  const reply = (await res.json()) as { result?: string; error?: { message: string } };
  if (typeof reply.result !== 'string') {
    throw new Error(`eth_blockNumber failed: ${reply.error?.message ?? res.status}`);
  }
  return BigInt(reply.result);
}

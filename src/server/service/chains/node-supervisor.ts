// One sandbox chain's Anvil node, supervised: when the process exits without being asked to, it
// is started again on its state file (on the same port when that is free, else on a new one: the
// node's `url` follows), with a growing delay between tries, and reported down meanwhile. The
// delays are real time, not the service clock's: restarting a process takes real time at any
// clock speed, and a test's manual clock would never restart it.
import { rmSync } from 'node:fs';
import { chainFiles, launchAnvil, portIsFree, type AnvilOptions, type AnvilProcess } from './anvil';
import { adoptExitState, readStateBlock, StateWriter } from './chain-state';

/** What a call to a chain whose node is down fails with. */
export class ChainUnavailable extends Error {
  constructor(readonly chainId: number) {
    super(`chain ${chainId} is unavailable`);
  }
}

export interface AnvilNode {
  readonly chainId: number;
  /** http://127.0.0.1:PORT, for the service's own use only (never handed to a browser). */
  readonly url: string;
  readonly pid: number;
  /** False from the moment the process exits until a restarted one responds. */
  readonly up: boolean;
  /**
   * Writes the state if blocks were mined since the last write and resolves to the newest block
   * number the state file holds.
   */
  persisted(): Promise<bigint>;
  /** The newest block the state file is known to hold, without writing (persisted() may add). */
  readonly persistedBlock: bigint;
  /** Called with false when the node goes down and true when its restart is responding. */
  onStatus(listener: (up: boolean) => void): () => void;
  /** Writes the state, then ends the node (which writes its exit state too). */
  stop(): Promise<void>;
}

export interface Supervision {
  /** Awaited before each restart (a test holds a node down with it to see it reported). */
  beforeRestart?: (chainId: number) => Promise<void>;
}

/** Restart delays: 100 ms doubling to 5 s; a node that stayed up a minute starts again at 100 ms. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
const STABLE_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

class SupervisedNode implements AnvilNode {
  private up_ = true;
  private stopping = false;
  private attempts = 0;
  private startedAt = Date.now();
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(up: boolean) => void>();
  private readonly writer: StateWriter;

  constructor(
    private readonly opts: AnvilOptions,
    private proc: AnvilProcess,
    private readonly supervision: Supervision,
  ) {
    this.writer = new StateWriter(this.files.state, () => this.proc.url, this.loadedBlock());
    this.watch(proc);
  }

  private get files() {
    return chainFiles(this.opts.dir, this.opts.chainId);
  }

  /** The block the node started at: its state file's, or none for a new chain. */
  private loadedBlock() {
    return readStateBlock(this.files.state) ?? -1n;
  }

  get chainId() {
    return this.opts.chainId;
  }
  get url() {
    return this.proc.url;
  }
  get pid() {
    return this.proc.pid;
  }
  get up() {
    return this.up_;
  }

  get persistedBlock() {
    return this.writer.written;
  }

  persisted(): Promise<bigint> {
    if (!this.up_) return Promise.reject(new ChainUnavailable(this.chainId));
    return this.writer.persisted();
  }

  onStatus(listener: (up: boolean) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private setUp(up: boolean) {
    this.up_ = up;
    for (const listener of this.listeners) listener(up);
  }

  private watch(proc: AnvilProcess) {
    void proc.exited.then(() => {
      if (this.stopping || this.proc !== proc) return;
      this.setUp(false);
      if (Date.now() - this.startedAt > STABLE_MS) this.attempts = 0;
      this.scheduleRestart();
    });
  }

  private scheduleRestart() {
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.attempts, MAX_RETRY_MS);
    this.attempts++;
    this.retry = setTimeout(() => void this.restart(), delay);
    this.retry.unref?.();
  }

  private async restart() {
    this.retry = undefined;
    if (this.stopping) return;
    let proc: AnvilProcess;
    try {
      await this.supervision.beforeRestart?.(this.chainId);
      // A write that read the dead node's state before it died finishes first: the restarted
      // node must load the file it leaves, or the file would hold blocks the node does not.
      await this.writer.idle();
      if (this.stopping) return;
      const samePort = await portIsFree(this.proc.port);
      proc = await launchAnvil(this.opts, samePort ? this.proc.port : undefined);
    } catch {
      if (!this.stopping) this.scheduleRestart();
      return;
    }
    if (this.stopping) {
      proc.child.kill('SIGTERM');
      return;
    }
    this.proc = proc;
    this.writer.written = this.loadedBlock();
    this.startedAt = Date.now();
    this.watch(proc);
    this.setUp(true);
  }

  async stop() {
    this.stopping = true;
    if (this.retry) clearTimeout(this.retry);
    const { child, exited } = this.proc;
    if (child.exitCode === null && child.signalCode === null) {
      await this.writer.persisted().catch(() => undefined);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.files.pid, { force: true });
    // The exit state holds what was mined after the last write, if anything: keep the newer.
    adoptExitState(this.files.state, this.files.exit);
  }
}

/** Starts a chain's node, supervised. */
export async function startAnvil(
  opts: AnvilOptions,
  supervision: Supervision = {},
): Promise<AnvilNode> {
  return new SupervisedNode(opts, await launchAnvil(opts), supervision);
}

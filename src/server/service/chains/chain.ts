// One sandbox chain as the service uses it: clients on its node, and every write the service
// makes (or forwards) stamped with the service clock's time, one at a time, so block timestamps,
// fill deadlines and quote timestamps are all the same time as the rest of the service. A write is
// acknowledged only once the state holding its block is on disk (node-supervisor.ts persisted).
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  toHex,
  type Hex,
  type PublicClient,
  type TestClient,
  type WalletClient,
  type Chain,
  type Account,
  type Transport,
  type TransactionReceipt,
} from 'viem';
import type { Clock } from '../../clock';
import { admin, RELAYER } from './accounts';
import type { AnvilNode } from './node-supervisor';
import { RawTransactionWatch } from './raw-transaction-watch';

/** How long a raw transaction gets, in real time, to be mined while it holds the write queue. */
const RAW_MINE_CHANCE_MS = 100;

/** The node's response while it is down: JSON-RPC's "resource unavailable", naming the chain. */
class NodeDown extends Error {
  readonly code = -32002;
  constructor(chainId: number) {
    super(`chain ${chainId} is unavailable`);
  }
}

export interface SandboxChainOptions {
  /**
   * False for the template's build (template.ts): nothing reads its chains before the build ends
   * and the nodes' stop writes each state once, while a state written after each of its 350
   * writes took the build from 35 s to 61 s on two cores.
   */
  durable?: boolean;
}

export class SandboxChain {
  readonly chain: Chain;
  readonly public: PublicClient<Transport, Chain>;
  readonly test: TestClient<'anvil', Transport, Chain>;
  /** Signs what the service does as the sandbox's admin (refunds, mints); see signAsAdmin. */
  admin: WalletClient<Transport, Chain, Account>;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly sentListeners = new Set<() => void>();
  private held: ReturnType<typeof setTimeout> | undefined;
  private readonly rawWatch: RawTransactionWatch;
  private readonly unsubscribe: () => void;
  /** The transport to the node's current URL. */
  private current:
    { url: string; request: ReturnType<ReturnType<typeof http>>['request'] } | undefined;

  constructor(
    readonly node: AnvilNode,
    private readonly clock: Clock,
    private readonly options: SandboxChainOptions = {},
  ) {
    this.chain = defineChain({
      id: node.chainId,
      name: `Sandbox ${node.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
    });
    const transport = custom(
      { request: (args: { method: string; params?: unknown }) => this.nodeRequest(args) },
      { retryCount: 0 },
    );
    const common = { chain: this.chain, transport, pollingInterval: 50 };
    this.public = createPublicClient(common);
    this.test = createTestClient({ ...common, mode: 'anvil' });
    this.admin = createWalletClient({ ...common, account: admin });
    this.rawWatch = new RawTransactionWatch(this.public, () => this.told());
    // A restarted node has forgotten what this service told the last one.
    this.unsubscribe = node.onStatus((up) => {
      if (!up) return;
      if (this.held) clearTimeout(this.held);
      this.held = undefined;
      void this.test.impersonateAccount({ address: RELAYER }).catch(() => undefined);
    });
  }

  /** Forwards to the node where it is now (a restarted node may have a new port). */
  private nodeRequest(args: { method: string; params?: unknown }): Promise<unknown> {
    if (!this.node.up) return Promise.reject(new NodeDown(this.chainId));
    const url = this.node.url;
    let current = this.current;
    if (current?.url !== url) {
      // The whole response at once (response.text()): viem's size-capped stream reader releases
      // its lock with an error whose stack Node formats, through the bundle's source map, on
      // every call; our own loopback node needs no cap.
      const transport = http(url, { batch: false, retryCount: 0, maxResponseBodySize: false });
      current = { url, request: transport({ chain: this.chain, retryCount: 0 }).request };
      this.current = current;
    }
    return current.request(args as never);
  }

  get chainId() {
    return this.node.chainId;
  }

  /**
   * From now on the service signs as `account` on this chain: the data directory's own admin,
   * once the template's public one has handed everything over (hand-over.ts).
   */
  signAsAdmin(account: Account) {
    this.admin = createWalletClient({
      chain: this.chain,
      transport: custom(
        { request: (args) => this.public.request(args as never) },
        { retryCount: 0 },
      ),
      account,
      pollingInterval: 50,
    });
  }

  /** Whether the chain's node is running (a node that died is down until it is restarted). */
  get up() {
    return this.node.up;
  }

  /**
   * Writes the state if blocks were mined since the last write and resolves to the newest block
   * number the state file holds: what a crash cannot take away.
   */
  persisted(): Promise<bigint> {
    return this.node.persisted();
  }

  /** The newest block known to be in the state file, without asking (it may be more by now). */
  get persistedBlock(): bigint {
    return this.node.persistedBlock;
  }

  /**
   * Runs `write` alone on this chain, with the next block stamped at the service clock's time
   * (never before the latest block: a chain's time does not run backwards), and resolves once the
   * state holding what it mined is on disk (unless the chain is not `durable`).
   */
  async write<T>(write: () => Promise<T>): Promise<T> {
    const result = await this.alone(write);
    if (this.options.durable !== false) await this.persisted();
    return result;
  }

  /** Runs `write` alone on this chain at the service clock's time; nothing is awaited after it. */
  private alone<T>(write: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const latest = await this.public.getBlock({ blockTag: 'latest' });
      const now = BigInt(Math.floor(this.clock.now() / 1000));
      await this.test.setNextBlockTimestamp({
        timestamp: now > latest.timestamp ? now : latest.timestamp,
      });
      return write();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A real chain makes blocks as time passes; this one makes them when written to. Before a call
   * is simulated (eth_call, eth_estimateGas), an empty block stamped at the service clock's time
   * brings "latest" up to now when it has fallen a second or more behind, so a quote made now
   * simulates as it will execute.
   */
  async catchUp(): Promise<void> {
    if (this.held) return; // blocks wait for the release
    const now = BigInt(Math.floor(this.clock.now() / 1000));
    const latest = await this.public.getBlock({ blockTag: 'latest' });
    if (latest.timestamp >= now) return;
    // An empty block is no fact anyone depends on: it is written with the next write.
    await this.alone(() => this.test.mine({ blocks: 1 }));
  }

  /**
   * Sends a transaction at the service clock's time and waits, still alone on the chain, until it
   * is mined: the node responds to a send before its block exists, and the next write must not
   * stamp that block, nor a reader look for it too early.
   */
  writeTransaction(send: () => Promise<Hex>): Promise<TransactionReceipt> {
    return this.write(async () => {
      const hash = await send();
      return this.public.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 10_000 });
    });
  }

  /**
   * Sends a transaction as `from` without its key, at no gas cost to `from`: the service pays for
   * what a person authorized by signature (a signed transfer), as the real service's gasless
   * submissions do. The block it lands in has a zero base fee; the next one resumes the chain's.
   */
  sendOnBehalfOf(
    from: Hex,
    tx: { to: Hex; data: Hex; value?: bigint },
  ): Promise<TransactionReceipt> {
    return this.write(async () => {
      const { baseFeePerGas } = await this.public.getBlock({ blockTag: 'latest' });
      await this.test.impersonateAccount({ address: from });
      try {
        await this.test.setNextBlockBaseFeePerGas({ baseFeePerGas: 0n });
        const hash = (await this.public.request({
          method: 'eth_sendTransaction',
          params: [
            {
              from,
              to: tx.to,
              data: tx.data,
              value: toHex(tx.value ?? 0n),
              maxFeePerGas: '0x0',
              maxPriorityFeePerGas: '0x0',
            },
          ],
        } as never)) as Hex;
        return await this.public.waitForTransactionReceipt({
          hash,
          pollingInterval: 10,
          timeout: 10_000,
        });
      } finally {
        await this.test.setNextBlockBaseFeePerGas({ baseFeePerGas: baseFeePerGas ?? 0n });
        if (from.toLowerCase() !== RELAYER.toLowerCase()) {
          await this.test.stopImpersonatingAccount({ address: from });
        }
      }
    });
  }

  /**
   * Sends a raw signed transaction (a wallet's, through the RPC) at the service clock's time and
   * responds with its hash at once, as a node does. The node mines it within a moment when it can;
   * one it cannot mine now (a future nonce, a fee below the base fee) must not hold the write
   * queue, so it is left in the pool and watched from outside the queue. The indexer is told once
   * it is mined.
   */
  async sendRaw(serialized: Hex): Promise<Hex> {
    // Held: the transaction waits in the pool, where one with the same nonce can replace it.
    if (this.held) {
      const hash = await this.public.sendRawTransaction({ serializedTransaction: serialized });
      this.rawWatch.add(hash);
      return hash;
    }
    const { hash, mined } = await this.alone(async () => {
      const hash = await this.public.sendRawTransaction({ serializedTransaction: serialized });
      return { hash, mined: await this.minedSoon(hash) };
    });
    if (mined) {
      this.told();
      // It may have been the one a waiting transaction needed (the nonce before it).
      this.rawWatch.checkSoon();
    } else {
      this.rawWatch.add(hash);
    }
    return hash;
  }

  /** Whether `hash` is mined within RAW_MINE_CHANCE_MS of real time (automine is that quick). */
  private async minedSoon(hash: Hex): Promise<boolean> {
    const until = Date.now() + RAW_MINE_CHANCE_MS;
    for (let wait = 0; ; wait = Math.min(wait * 2 + 5, 40)) {
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const receipt = await this.public.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) return true;
      if (Date.now() >= until) return false;
    }
  }

  private told() {
    for (const listener of this.sentListeners) listener();
  }

  /**
   * Holds mining, so wallets' transactions wait in the pool as on a busy network (a wallet's
   * "speed up" or "cancel" can then replace one), until released or `maxMs` of real time has
   * passed; the release mines what waits in one block at the clock's time. The service's own
   * writes on this chain wait too, so a hold is short.
   */
  async holdMining(held: boolean, maxMs = 30_000): Promise<void> {
    if (held) {
      if (this.held) clearTimeout(this.held);
      else await this.test.setAutomine(false);
      this.held = setTimeout(() => void this.holdMining(false).catch(() => undefined), maxMs);
      this.held.unref?.();
      return;
    }
    if (!this.held) return;
    clearTimeout(this.held);
    this.held = undefined;
    const latest = await this.public.getBlock({ blockTag: 'latest' });
    const now = BigInt(Math.floor(this.clock.now() / 1000));
    await this.test.setNextBlockTimestamp({
      timestamp: now > latest.timestamp ? now : latest.timestamp,
    });
    await this.test.mine({ blocks: 1 });
    await this.test.setAutomine(true);
    this.told();
    this.rawWatch.checkSoon();
  }

  /**
   * Called after each transaction from outside the service is mined: the only way a deposit
   * reaches a sandbox spoke pool, so the indexer reads the chain then instead of polling it.
   */
  onTransactionFromOutside(listener: () => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Ends the watch of raw transactions and stops following the node (the chains stop). */
  dispose() {
    this.rawWatch.stop();
    this.unsubscribe();
  }
}

// One sandbox chain as the service uses it: clients on its node, and every write the service
// makes (or forwards) stamped with the service clock's time, one at a time, so block timestamps,
// fill deadlines and quote timestamps are all the same time as the rest of the service.
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
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
import type { AnvilNode } from './anvil';

export class SandboxChain {
  readonly chain: Chain;
  readonly public: PublicClient<Transport, Chain>;
  readonly test: TestClient<'anvil', Transport, Chain>;
  readonly admin: WalletClient<Transport, Chain, Account>;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly sentListeners = new Set<() => void>();
  private held: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly node: AnvilNode,
    private readonly clock: Clock,
  ) {
    this.chain = defineChain({
      id: node.chainId,
      name: `Sandbox ${node.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.url] } },
    });
    // The whole answer at once (response.text()): viem's size-capped stream reader releases its
    // lock with an error whose stack Node formats, through the bundle's source map, on every
    // call; our own loopback node needs no cap.
    const transport = http(node.url, { batch: false, retryCount: 0, maxResponseBodySize: false });
    const common = { chain: this.chain, transport, pollingInterval: 50 };
    this.public = createPublicClient(common);
    this.test = createTestClient({ ...common, mode: 'anvil' });
    this.admin = createWalletClient({ ...common, account: admin });
  }

  get chainId() {
    return this.node.chainId;
  }

  // replaced by durable-chains
  persisted(): Promise<bigint> {
    return this.public.getBlockNumber({ cacheTime: 0 });
  }

  /**
   * Runs `write` alone on this chain, with the next block stamped at the service clock's time
   * (never before the latest block: a chain's time does not run backwards).
   */
  write<T>(write: () => Promise<T>): Promise<T> {
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
    await this.write(() => this.test.mine({ blocks: 1 }));
  }

  /**
   * Sends a transaction at the service clock's time and waits, still alone on the chain, until it
   * is mined: the node answers a send before its block exists, and the next write must not stamp
   * that block, nor a reader look for it too early.
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
   * Sends a raw signed transaction (a wallet's, through the RPC) at the service clock's time; the
   * indexer is told once it is mined. A transaction the node keeps waiting (a future nonce) is
   * answered with its hash all the same, as a node would.
   */
  async sendRaw(serialized: Hex): Promise<Hex> {
    // Held: the transaction waits in the pool, where one with the same nonce can replace it.
    if (this.held) return this.public.sendRawTransaction({ serializedTransaction: serialized });
    let hash: Hex | undefined;
    try {
      const receipt = await this.writeTransaction(async () => {
        hash = await this.public.sendRawTransaction({ serializedTransaction: serialized });
        return hash;
      });
      hash = receipt.transactionHash;
    } catch (err) {
      if (hash === undefined) throw err;
    }
    for (const listener of this.sentListeners) listener();
    return hash;
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
    for (const listener of this.sentListeners) listener();
  }

  /**
   * Called after each transaction from outside the service is mined: the only way a deposit
   * reaches a sandbox spoke pool, so the indexer reads the chain then instead of polling it.
   */
  onTransactionFromOutside(listener: () => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }
}

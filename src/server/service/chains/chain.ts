// One sandbox chain as the service uses it: clients on its node, and every write the service
// makes (or forwards) stamped with the service clock's time, one at a time, so block timestamps,
// fill deadlines and quote timestamps are all the same time as the rest of the service.
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type Hex,
  type PublicClient,
  type TestClient,
  type WalletClient,
  type Chain,
  type Account,
  type Transport,
} from 'viem';
import type { Clock } from '../../clock';
import { admin } from './accounts';
import type { AnvilNode } from './anvil';

export class SandboxChain {
  readonly chain: Chain;
  readonly public: PublicClient<Transport, Chain>;
  readonly test: TestClient<'anvil', Transport, Chain>;
  readonly admin: WalletClient<Transport, Chain, Account>;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly sentListeners = new Set<() => void>();

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
    const transport = http(node.url, { batch: false, retryCount: 0 });
    const common = { chain: this.chain, transport, pollingInterval: 50 };
    this.public = createPublicClient(common);
    this.test = createTestClient({ ...common, mode: 'anvil' });
    this.admin = createWalletClient({ ...common, account: admin });
  }

  get chainId() {
    return this.node.chainId;
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

  /** Sends a raw signed transaction (a wallet's, through the RPC) at the service clock's time. */
  async sendRaw(serialized: Hex): Promise<Hex> {
    const hash = await this.write(() =>
      this.public.sendRawTransaction({ serializedTransaction: serialized }),
    );
    for (const listener of this.sentListeners) listener();
    return hash;
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

// Wallets' raw transactions that the node could not mine at once (a future nonce, a fee below the
// base fee, mining held), watched from outside the chain's write queue until they are mined, so
// the indexer is told of each then. Bounded: at most MAX_WATCHED at a time (the oldest makes room)
// and each for MAX_WATCH_MS; the timer runs only while something is watched.
import type { Hex, PublicClient } from 'viem';

const MAX_WATCHED = 256;
const MAX_WATCH_MS = 10 * 60_000;
/** Real time between looks at the chain's height (not the service clock: a manual one stands still). */
const LOOK_EVERY_MS = 200;

export class RawTransactionWatch {
  /** Hash → when it began to be watched (real ms). */
  private readonly watched = new Map<Hex, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastHeight = -1n;
  private looking: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly client: Pick<PublicClient, 'getBlockNumber' | 'getTransactionReceipt'>,
    /** Called once after a look that found some of them mined. */
    private readonly onMined: () => void,
  ) {}

  get size() {
    return this.watched.size;
  }

  add(hash: Hex) {
    if (this.stopped) return;
    if (this.watched.size >= MAX_WATCHED) {
      const oldest = this.watched.keys().next().value;
      if (oldest !== undefined) this.watched.delete(oldest);
    }
    this.watched.set(hash, Date.now());
    this.lastHeight = -1n; // look at it at the next tick, whatever the height
    this.arm(LOOK_EVERY_MS);
  }

  /** Looks now (a block was just mined that may have let some of them in). */
  checkSoon() {
    if (this.watched.size > 0) this.arm(0);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.watched.clear();
  }

  private arm(delay: number) {
    if (this.stopped || this.watched.size === 0) return;
    if (this.timer) {
      if (delay > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.look().finally(() => this.arm(LOOK_EVERY_MS));
    }, delay);
    this.timer.unref?.();
  }

  private look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => (this.looking = undefined));
    return this.looking;
  }

  private async lookOnce() {
    const height = await this.client.getBlockNumber({ cacheTime: 0 }).catch(() => undefined);
    // Nothing is mined without a new block; a node that does not respond is looked at again later.
    if (height === undefined || height === this.lastHeight) return this.expire();
    this.lastHeight = height;
    let mined = false;
    for (const hash of [...this.watched.keys()]) {
      const receipt = await this.client.getTransactionReceipt({ hash }).catch(() => undefined);
      if (receipt) {
        this.watched.delete(hash);
        mined = true;
      }
    }
    this.expire();
    if (mined && !this.stopped) this.onMined();
  }

  /** A transaction replaced or dropped is never mined: it is let go after MAX_WATCH_MS. */
  private expire() {
    const now = Date.now();
    for (const [hash, since] of this.watched) {
      if (now - since > MAX_WATCH_MS) this.watched.delete(hash);
    }
  }
}

// Circuit breaker (docs/reliability.md#circuit-breaker): closed → open when at least `threshold` of
// ≥ `minCalls` calls inside `windowMs` failed; open → fail fast with no call until `resetTimeoutMs`
// has passed on the clock; then exactly one trial call; its success closes, its failure re-opens.
import type { Clock } from '../../clock';
import type { UpstreamSettings } from './settings';

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  // Outcomes inside the window, oldest first from `head`, with a running count of failures:
  // record() runs on every upstream call, so it must not rescan the window.
  private outcomes: { at: number; ok: boolean }[] = [];
  private head = 0;
  private failed = 0;
  private openedAt = 0;
  private trialInFlight = false;
  state: BreakerState = 'closed';

  constructor(
    private readonly clock: Clock,
    private readonly opts: UpstreamSettings['breaker'],
    private readonly onChange: (state: BreakerState) => void = () => {},
  ) {}

  /**
   * May a call go out now? Returns undefined if yes (and, when half-open, claims the one trial),
   * or the seconds to wait before the next trial.
   */
  acquire(): number | undefined {
    const now = this.clock.now();
    if (this.state === 'closed') return undefined;
    const reopenAt = this.openedAt + this.opts.resetTimeoutMs;
    if (this.state === 'open' && now >= reopenAt) this.move('half-open');
    if (this.state === 'half-open' && !this.trialInFlight) {
      this.trialInFlight = true;
      return undefined;
    }
    return Math.max(1, Math.ceil((reopenAt - now) / 1000));
  }

  /** Report the outcome of a call that acquire() let through. */
  record(ok: boolean): void {
    const now = this.clock.now();
    if (this.state === 'half-open') {
      this.trialInFlight = false;
      if (ok) {
        this.forget();
        this.move('closed');
      } else {
        this.trip(now);
      }
      return;
    }
    if (this.state === 'open') return;
    this.outcomes.push({ at: now, ok });
    if (!ok) this.failed++;
    const since = now - this.opts.windowMs;
    while (this.head < this.outcomes.length) {
      const oldest = this.outcomes[this.head]!;
      if (oldest.at > since && this.outcomes.length - this.head <= 1000) break;
      if (!oldest.ok) this.failed--;
      this.head++;
    }
    // Drop the consumed prefix now and then, not on every call.
    if (this.head > 1024) {
      this.outcomes = this.outcomes.slice(this.head);
      this.head = 0;
    }
    const calls = this.outcomes.length - this.head;
    if (calls >= this.opts.minCalls && this.failed / calls >= this.opts.threshold) this.trip(now);
  }

  private forget() {
    this.outcomes = [];
    this.head = 0;
    this.failed = 0;
  }

  private trip(now: number) {
    this.openedAt = now;
    this.forget();
    this.move('open');
  }

  private move(state: BreakerState) {
    if (state === this.state) return;
    this.state = state;
    this.onChange(state);
  }
}

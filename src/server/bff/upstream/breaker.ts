// Circuit breaker (RELIABILITY D.36): closed → open when at least `threshold` of ≥ `minCalls`
// calls inside `windowMs` failed; open → fail fast with no call until `resetTimeoutMs` has
// passed on the clock; then exactly one trial call; its success closes, its failure re-opens.
import type { Clock } from '../../clock';
import type { UpstreamSettings } from './settings';

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private outcomes: { at: number; ok: boolean }[] = [];
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
        this.outcomes = [];
        this.move('closed');
      } else {
        this.trip(now);
      }
      return;
    }
    if (this.state === 'open') return;
    this.outcomes.push({ at: now, ok });
    const since = now - this.opts.windowMs;
    while (
      this.outcomes.length > 0 &&
      (this.outcomes[0]!.at <= since || this.outcomes.length > 1000)
    )
      this.outcomes.shift();
    const failed = this.outcomes.filter((o) => !o.ok).length;
    if (
      this.outcomes.length >= this.opts.minCalls &&
      failed / this.outcomes.length >= this.opts.threshold
    )
      this.trip(now);
  }

  private trip(now: number) {
    this.openedAt = now;
    this.outcomes = [];
    this.move('open');
  }

  private move(state: BreakerState) {
    if (state === this.state) return;
    this.state = state;
    this.onChange(state);
  }
}

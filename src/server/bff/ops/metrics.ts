// A small Prometheus registry: counters and histograms with labels, rendered as text format
// 0.0.4 for /metrics. Enough for Ferry; no client library needed for two metric kinds.
type Labels = Record<string, string>;
const key = (labels: Labels) =>
  Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
    )
    .join(',');

export class Counter {
  private values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1) {
    const k = key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  get(labels: Labels = {}) {
    return this.values.get(key(labels)) ?? 0;
  }
  /** An incrementer bound to one label set (its key is computed once: for hot paths). */
  bind(labels: Labels): (by?: number) => void {
    const k = key(labels);
    return (by = 1) => this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [k, v] of this.values) lines.push(`${this.name}${k ? `{${k}}` : ''} ${v}`);
    return lines.join('\n');
  }
}

export class Histogram {
  private series = new Map<string, { buckets: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  ) {}
  observe(labels: Labels, seconds: number) {
    this.observeKey(key(labels), seconds);
  }
  /** An observer bound to one label set (its key is computed once: for hot paths). */
  bind(labels: Labels): (seconds: number) => void {
    const k = key(labels);
    return (seconds) => this.observeKey(k, seconds);
  }
  private observeKey(k: string, seconds: number) {
    let s = this.series.get(k);
    if (!s) this.series.set(k, (s = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    this.bounds.forEach((b, i) => {
      if (seconds <= b) s.buckets[i]! += 1;
    });
    s.sum += seconds;
    s.count += 1;
  }
  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [k, s] of this.series) {
      const sep = k ? `${k},` : '';
      this.bounds.forEach((b, i) =>
        lines.push(`${this.name}_bucket{${sep}le="${b}"} ${s.buckets[i]}`),
      );
      lines.push(`${this.name}_bucket{${sep}le="+Inf"} ${s.count}`);
      lines.push(`${this.name}_sum${k ? `{${k}}` : ''} ${s.sum}`);
      lines.push(`${this.name}_count${k ? `{${k}}` : ''} ${s.count}`);
    }
    return lines.join('\n');
  }
}

export class Gauge {
  private values = new Map<string, () => number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  /** Sampled at render time. */
  track(labels: Labels, read: () => number) {
    this.values.set(key(labels), read);
  }
  render() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`];
    for (const [k, read] of this.values) lines.push(`${this.name}${k ? `{${k}}` : ''} ${read()}`);
    return lines.join('\n');
  }
}

/** The BFF's metrics, one set per app instance. */
export function createMetrics() {
  const upstreamRequests = new Counter(
    'ferry_upstream_requests_total',
    'Calls from the BFF to the service, by endpoint and status',
  );
  const upstreamDuration = new Histogram(
    'ferry_upstream_request_duration_seconds',
    'Duration of upstream calls, by endpoint',
  );
  const httpRequests = new Counter(
    'ferry_http_requests_total',
    'Requests the BFF answered, by route and status',
  );
  const httpDuration = new Histogram(
    'ferry_http_request_duration_seconds',
    'Duration of BFF requests, by route',
  );
  const liveWatchers = new Gauge('ferry_live_watchers', 'Open live transfer streams');
  const all = [upstreamRequests, upstreamDuration, httpRequests, httpDuration, liveWatchers];
  return {
    upstreamRequests,
    upstreamDuration,
    httpRequests,
    httpDuration,
    liveWatchers,
    render: () => all.map((m) => m.render()).join('\n\n') + '\n',
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

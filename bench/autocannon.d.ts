// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Stats {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
    duration: number;
  }
  export interface Client {
    setHeadersAndBody(headers: Record<string, string>, body: string): void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }
  /** A run in progress: awaited for its result; 'response' fires for every answer. */
  export interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, responseMs: number) => void,
    ): this;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}

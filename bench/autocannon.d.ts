/**
 * The part of autocannon 9's programmatic API the benchmarks use (the package ships no
 * types and @types/autocannon is not installed).
 */
declare module 'autocannon' {
  interface Options {
    url: string;
    title?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    /** A sequence each connection sends in turn (instead of `url`'s path alone). */
    requests?: {
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      /** Rebuilds this request before each send (autocannon rebuilds only requests that have one). */
      setupRequest?: (request: { path: string }) => { path: string };
    }[];
    /** Called before each request is sent (may change it). */
    setupRequest?: (request: { path: string }) => { path: string };
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** A running benchmark: emits 'response' (client, statusCode, resBytes, responseTime in ms) per answer. */
  interface Instance {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, ms: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
  export type { Options, Result, Histogram, Instance };
}

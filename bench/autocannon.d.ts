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

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result, Histogram };
}

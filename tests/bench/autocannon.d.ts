// The part of autocannon's API the benchmark uses (autocannon ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** Requests each connection sends in turn, over and over. */
      requests?: Array<{ method?: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string }>;
    }
    /** Histogram summary; latencies in whole milliseconds, requests per one-second sample. */
    interface Stats {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total?: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      duration: number;
      requests: Stats;
      latency: Stats;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}

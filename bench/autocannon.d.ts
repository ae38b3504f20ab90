/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
    }
    /** Summary statistics; latency in ms, throughput in bytes/s, requests in req/s. */
    interface Stats {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      /** `total`: every request answered in the run. */
      requests: Stats & { total: number };
      latency: Stats;
      throughput: Stats;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
    }
    interface Instance extends PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, responseBytes: number, responseTime: number) => void,
      ): Instance;
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}

// The part of autocannon's API that scripts/bench.mjs uses: the package ships no types of its own.
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    headers?: Record<string, string>;
    /** Each request of a connection in turn; `setupRequest` may change it before it is sent. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    /** Per second; `total`: the requests answered in the whole run. */
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes received per second; `total`: in the whole run (headers included). */
    throughput: Histogram & { total: number };
    non2xx: number;
    "2xx": number;
    errors: number;
    timeouts: number;
  }
  /** Runs the load; resolves with its figures (without a callback it returns a promise). */
  export default function autocannon(options: Options): Promise<Result>;
}

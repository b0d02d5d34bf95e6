import autocannon from 'autocannon';

/** What one autocannon run measured: requests per second, latency percentiles (ms), and failures. */
export interface Run {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
}

/** The p-th percentile of ascending values (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** GETs `nextPath()` on `base` for `seconds`: at full speed over the connections, or at `overallRate` requests per second. */
export async function load(base: string, nextPath: () => string, options: { seconds: number; connections: number; overallRate?: number }): Promise<Run> {
  const latencies: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        requests: [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) bad += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors: bad + result.errors + result.timeouts,
  };
}

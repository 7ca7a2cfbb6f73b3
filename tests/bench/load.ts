import autocannon from 'autocannon';
import type { Call } from './client';

export interface LoadSpec {
  call: Call;
  connections: number;
  durationSec: number;
  /** A discarded run before the measured one. */
  warmupSec?: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Socket errors and timeouts (10 s). */
  errors: number;
}

function run({ call, connections }: LoadSpec, durationSec: number): PromiseLike<autocannon.Result> {
  return autocannon({
    url: call.url,
    method: call.method,
    headers: call.headers,
    ...(call.body === undefined ? {} : { body: call.body }),
    connections,
    duration: durationSec,
    timeout: 10,
  });
}

/** Loads one call with autocannon (after an optional warm-up) and summarises the measured run. */
export async function measure(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupSec) await run(spec, spec.warmupSec);
  const result = await run(spec, spec.durationSec);
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

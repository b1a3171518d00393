/** Child process: one autocannon run against a URL; prints requests/s and latency as JSON. */
import autocannon from 'autocannon';
import { readInput } from '../lib/child.ts';

export interface AutocannonInput {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSec: number;
}

export interface AutocannonOutput {
  requestsPerSec: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50: number;
  latencyP99: number;
}

const input = await readInput<AutocannonInput>();
const result = await autocannon({
  url: input.url,
  headers: input.headers,
  connections: input.connections,
  duration: input.durationSec,
  timeout: 10,
});
const out: AutocannonOutput = {
  // Completed requests over the run's duration (2xx and others; non2xx is reported apart).
  requestsPerSec: result.requests.total / (result.duration || input.durationSec),
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
};
process.stdout.write(JSON.stringify(out));

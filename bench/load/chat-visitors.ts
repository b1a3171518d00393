/**
 * Child process: simulated chat visitors, each on its own keep-alive connection and address
 * (X-Forwarded-For), posting questions to POST /api/chat/{businessId}. Prints latency figures.
 *
 * closed loop (ratePerVisitor null): each visitor sends its next message as soon as the answer
 * arrives, so all of them always have a request in flight.
 * open loop: each visitor sends at a fixed pace, staggered; latency is measured from when the
 * message was due, so a server that falls behind is charged for the wait (no coordinated omission).
 * Nothing new is sent once the run's time is up: messages that were due by then but never sent
 * (the server was too far behind) count as "missed", with the time they had waited as their latency.
 */
import http from 'node:http';
import { readInput } from '../lib/child.ts';
import { summarize, type LatencySummary } from '../lib/stats.ts';

export interface ChatLoadInput {
  baseUrl: string;
  businessId: number;
  visitors: { visitorId: string; ip: string }[];
  questions: string[];
  warmupMs: number;
  durationMs: number;
  ratePerVisitor: number | null;
  /** Closed loop only: keep sending past durationMs until this many answers are measured… */
  minSamples: number;
  /** …but never past this (from the start, warm-up included). */
  maxMs: number;
}

export interface ChatLoadOutput {
  latency: LatencySummary;
  /** Open loop only: messages due in the run that were never sent because the server was behind. */
  missed: number;
  perSecond: number;
  statuses: Record<string, number>;
  sampleError: string | null;
}

const input = await readInput<ChatLoadInput>();
const url = new URL(`/api/chat/${input.businessId}`, input.baseUrl);

function post(agent: http.Agent, ip: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': ip },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
const statuses: Record<string, number> = {};
let missed = 0;
let sampleError: string | null = null;
const start = performance.now();
const measureFrom = start + input.warmupMs;
const end = measureFrom + input.durationMs;
const hardEnd = start + Math.max(input.maxMs, input.warmupMs + input.durationMs);
let lastDone = measureFrom;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function visitor(index: number): Promise<void> {
  const v = input.visitors[index]!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const interval = input.ratePerVisitor ? 1000 / input.ratePerVisitor : 0;
  const offset = interval * (index / input.visitors.length);
  try {
    for (let k = 0; ; k++) {
      let due = performance.now();
      if (!interval && due >= end && (latencies.length >= input.minSamples || due >= hardEnd)) break;
      if (interval) {
        due = start + offset + k * interval;
        await sleep(due - performance.now());
      }
      if (interval && due >= end) break;
      if (interval && performance.now() >= end) {
        // Behind schedule with the time up: the rest of this visitor's due messages were never sent.
        const now = performance.now();
        for (let d = due; d < end; d += interval) {
          if (d < measureFrom) continue;
          missed += 1;
          latencies.push(now - d);
        }
        break;
      }
      const question = input.questions[(index + k) % input.questions.length]!;
      let status: number;
      try {
        const res = await post(agent, v.ip, JSON.stringify({ message: question, visitorId: v.visitorId }));
        status = res.status;
        if (status !== 200 && !sampleError) sampleError = `${status} ${res.text.slice(0, 200)}`;
      } catch (err) {
        status = 0;
        sampleError ??= (err as Error).message;
      }
      const done = performance.now();
      if (due >= measureFrom) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) latencies.push(done - due);
        lastDone = Math.max(lastDone, done);
      }
    }
  } finally {
    agent.destroy();
  }
}

await Promise.all(input.visitors.map((_, i) => visitor(i)));
const out: ChatLoadOutput = {
  latency: summarize(latencies),
  missed,
  perSecond: (latencies.length - missed) / (Math.max(lastDone - measureFrom, input.durationMs) / 1000),
  statuses,
  sampleError,
};
process.stdout.write(JSON.stringify(out));

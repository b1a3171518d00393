/**
 * Runs one corpus through the product as an owner and customers would, over real HTTP: a fresh
 * server on its own embedded database, the owner registers, adds the business, uploads every
 * document, crawls the corpus's website (served on loopback), publishes the agent, and each
 * question is then asked in a new visitor conversation. Retrieval is judged through the owner's
 * search (the top 3 passages hold every expected fact: hit@3), the answer through the chat reply.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isCrawlRunActive, type ChatReply, type CrawlRun, type PassageResult } from '@staffwright/contract';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { AiEngine } from '../../apps/server/src/modules/answering/engine.ts';
import { roomyChatLimits, startApp, type BenchApp } from '../../bench/lib/app.ts';
import { containsFacts, isHeldOut, type Corpus, type Question } from './corpus.ts';
import { serveStaticSite } from '../../apps/server/test/support/static-site-server.ts';
import { buryWebsite } from './bury.ts';
import { verificationToken } from '../../apps/server/test/verification.ts';

export type Outcome = 'correct' | 'confident-wrong' | 'declined-correctly' | 'declined-wrongly';

export interface QuestionResult {
  question: Question;
  heldOut: boolean;
  /** Answerable questions only: the owner's top-3 search results hold every expected fact. */
  hit3: boolean | null;
  outcome: Outcome;
  answer: string;
  answered: boolean;
  sources: ChatReply['sources'];
  chatMs: number;
}

export interface CorpusRun {
  slug: string;
  /** Never tuned on (eval/fresh): reported apart, whole. */
  fresh: boolean;
  setupMs: number;
  pagesIndexed: number;
  documents: number;
  results: QuestionResult[];
}

class Owner {
  cookie = '';
  constructor(
    private baseUrl: string,
    private origin: string,
  ) {}

  async call<T>(method: string, url: string, body?: object | FormData, expect = [200, 201, 202]): Promise<T> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + url, { method, headers, body: payload });
    const setCookie = res.headers.getSetCookie().find((c) => /^(__Host-)?sw_session=/.test(c));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    if (!expect.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

async function waitForCrawl(owner: Owner, businessId: number, runId: number): Promise<CrawlRun> {
  const until = Date.now() + 120_000;
  for (;;) {
    const run = await owner.call<CrawlRun>('GET', `/api/training-data/${businessId}/crawls/${runId}`);
    if (!isCrawlRunActive(run)) return run;
    if (Date.now() > until) throw new Error(`eval: crawl still ${run.status} after 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function classify(q: Question, reply: ChatReply): Outcome {
  if (!q.answerable) return reply.answered ? 'confident-wrong' : 'declined-correctly';
  if (!reply.answered) return 'declined-wrongly';
  return containsFacts(reply.response, q.expect) ? 'correct' : 'confident-wrong';
}

export interface RunOptions {
  /** Only these questions (after the split filter); all by default. */
  questions?: (q: Question) => boolean;
  engine?: AiEngine;
  env?: Record<string, string>;
  onQuestion?: (r: QuestionResult) => void;
  /** Buries the corpus's website among this many archive pages (eval/lib/bury.ts). */
  bury?: number;
  /** Called once the agent is published, before the questions (eval/analyze.ts looks inside here). */
  afterSetup?: (app: BenchApp, businessId: number, siteUrl: string) => Promise<void>;
}

export async function runCorpus(corpus: Corpus, opts: RunOptions = {}): Promise<CorpusRun> {
  const started = performance.now();
  const database = await openPglite(undefined);
  await migrate(database);
  const buried = opts.bury ? buryWebsite(corpus.siteDir, opts.bury) : null;
  const served = await serveStaticSite(buried?.dir ?? corpus.siteDir);
  const site = {
    url: `${served.origin}/`,
    close: async () => {
      await served.close();
      buried?.remove();
    },
  };
  const server = await startApp(database, {
    engine: opts.engine,
    env: { CRAWL_ALLOW_PRIVATE: 'true', ...opts.env },
    // One address asking hundreds of questions: the chat limits get room, nothing else changes.
    prepare: roomyChatLimits,
  });
  try {
    const owner = new Owner(server.baseUrl, server.app.ctx.config.appUrl);
    const user = `eval${corpus.slug.replace(/[^a-z0-9]/g, '')}${process.pid}`.slice(0, 30);
    const email = `${user}@example.test`;
    await owner.call('POST', '/api/register', { username: user, email, password: 'eval-password-1' });
    // Publishing needs a verified address: the owner opens the link the app mailed (kept in its outbox).
    await owner.call('POST', '/api/verify-email', { token: await verificationToken(server.app.ctx.db, email) });
    const business = await owner.call<{ id: number }>('POST', '/api/business', {
      name: corpus.business.name,
      website: site.url,
      industry: corpus.business.industry,
      agentName: corpus.business.agentName,
      agentTitle: corpus.business.agentTitle,
    });
    const files = readdirSync(corpus.docsDir, { withFileTypes: true }).filter((f) => f.isFile());
    for (const f of files) {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(path.join(corpus.docsDir, f.name))]), f.name);
      // A file the product refuses (a scanned PDF, an empty document) is refused for an owner too:
      // they read the message and go on with the rest, and so does the eval.
      const saved = await owner.call<{ message?: string }>('POST', `/api/training-data/${business.id}/file`, form, [200, 201, 202, 422]);
      if (saved?.message) console.error(`eval: ${corpus.slug}: ${f.name} not uploaded: ${saved.message}`);
    }
    const queued = await owner.call<CrawlRun>('POST', `/api/training-data/${business.id}/website`, { websiteUrl: site.url });
    const run = await waitForCrawl(owner, business.id, queued.id);
    if (run.status !== 'done' && run.status !== 'partial') throw new Error(`eval: crawl of ${corpus.slug} ended ${run.status}`);
    await owner.call('POST', `/api/business/${business.id}/setup`, {
      agentBio: `${corpus.business.agentName} answers customers' questions for ${corpus.business.name}.`,
      agentSkills: ['Answering questions'],
      agentResponsibilities: ['Answer customers'],
      agentExperience: 'Trained on the business’s own website and documents.',
      agentTools: ['Chat'],
      subdomain: `eval-${corpus.slug}-${business.id}`.slice(0, 40),
    });
    const setupMs = performance.now() - started;
    await opts.afterSetup?.(server.app, business.id, site.url);

    const results: QuestionResult[] = [];
    for (const question of corpus.questions.filter(opts.questions ?? (() => true))) {
      let hit3: boolean | null = null;
      if (question.answerable) {
        const top = await owner.call<PassageResult[]>('POST', '/api/training-data/search', {
          businessId: business.id,
          query: question.q,
          limit: 3,
        });
        hit3 = containsFacts(top.map((p) => p.content).join('\n'), question.expect);
      }
      const { visitorId } = await owner.call<{ visitorId: string }>('POST', `/api/chat/${business.id}/visitor`);
      const t = performance.now();
      const reply = await owner.call<ChatReply>('POST', `/api/chat/${business.id}`, { visitorId, message: question.q });
      const chatMs = performance.now() - t;
      const result: QuestionResult = {
        question,
        heldOut: corpus.fresh || isHeldOut(question.id),
        hit3,
        outcome: classify(question, reply),
        answer: reply.response,
        answered: reply.answered,
        sources: reply.sources,
        chatMs,
      };
      opts.onQuestion?.(result);
      results.push(result);
    }
    return { slug: corpus.slug, fresh: corpus.fresh, setupMs, pagesIndexed: run.pagesIndexed ?? 0, documents: files.length, results };
  } finally {
    await server.close();
    await site.close();
    await database.close();
  }
}

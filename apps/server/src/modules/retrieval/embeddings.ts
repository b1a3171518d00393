import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PassageResult } from '@staffwright/contract';
import type { Database, Db } from '../../db/client.ts';
import { EngineError, type AiEngine, type AiService } from '../answering/index.ts';
import { reciprocalRankFusion, RRF_K } from './fusion.ts';
import { searchPassages } from './search.ts';

/**
 * Hybrid retrieval (docs/decisions/010-hybrid-retrieval.md): PostgreSQL full-text + BM25 always,
 * plus pgvector nearest neighbours when an embedding model is configured and the `vector`
 * extension can be created. The two ranked lists are fused by reciprocal rank fusion.
 *
 * The embeddings live in `passage_embeddings`, created here at run time with the dimension of the
 * first embedding the model returns — not in the committed migrations nor in drizzle's schema.ts,
 * because the dimension depends on the configured model and the type only exists with pgvector.
 */

export const EMBEDDINGS_TABLE = 'passage_embeddings';
/** Passages per embedding request. */
export const EMBED_BATCH = 64;
/** Embedding requests in flight for one source. */
const EMBED_CONCURRENCY = 4;
/** Passages embedded per indexing run at most (a 5 MB text file is ~7,500 passages). */
const MAX_INDEX_PASSAGES = 20_000;
/** Characters of a passage sent to the model (chunks are ≤ 900; titles are bounded too). */
const MAX_EMBED_CHARS = 4_000;
/** Nearest neighbours taken from the vector index, and BM25 hits taken, before fusion. */
export const FUSION_DEPTH = 50;
/**
 * Vector hits farther than this cosine distance (similarity below 0.2) are dropped: unrelated to
 * the question for every common embedding model, so they should not stand in for "nothing found".
 */
const MAX_DISTANCE = 0.8;
/** pgvector's HNSW index takes `vector` columns of at most 2,000 dimensions. */
const HNSW_MAX_DIMENSIONS = 2_000;
/** A query embedding slower than this is abandoned for BM25 alone (capped by AI_TIMEOUT_MS). */
const QUERY_EMBED_TIMEOUT_MS = 5_000;
/** Any fixed number; serialises creating/replacing the table across processes. */
const DDL_LOCK_KEY = 727_010;

export type RetrievalMode = 'hybrid' | 'full-text';

export interface SearchOptions {
  businessId: number;
  query: string;
  limit: number;
}

export interface IndexOutcome {
  /** 'skipped': full-text mode or nothing to embed; else 'success' or the failure's kind. */
  status: 'skipped' | 'success' | string;
  embedded: number;
  /** Passages left without an embedding (still found by full-text search). */
  missing: number;
}

/** Retrieval as the rest of the app sees it; one per app, on the context. */
export interface Retrieval {
  readonly mode: RetrievalMode;
  /** Why this mode, for the start-up log and tests. */
  readonly reason: string;
  /** The best passages of one business for a question, best first. Never throws for embedding failures. */
  search(opts: SearchOptions, meta?: { userId: number | null }): Promise<PassageResult[]>;
  /**
   * Embeds the business's passages (of one source, when given) that have no embedding from the
   * current model yet. Call after the passages' transaction commits. Never throws: failures are
   * logged and recorded as usage rows, and the passages stay searchable by full text.
   */
  index(opts: { businessId: number; sourceId?: number; userId: number | null }): Promise<IndexOutcome>;
}

/** pgvector's text form of a vector. */
function vectorLiteral(v: number[]): string {
  return `[${v.join(',')}]`;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

function failureStatus(err: unknown, timedOut = false): string {
  if (err instanceof EngineError) return err.kind;
  return timedOut ? 'timeout' : 'error';
}

/** Checks what a provider returned: one finite vector per text, all of one length. */
function validVectors(vectors: unknown, count: number): vectors is number[][] {
  if (!Array.isArray(vectors) || vectors.length !== count || count === 0) return false;
  const dim = (vectors[0] as unknown[])?.length;
  if (!dim) return false;
  return vectors.every((v) => Array.isArray(v) && v.length === dim && v.every((x) => typeof x === 'number' && Number.isFinite(x)));
}

const fullTextRetrieval = (db: Db, reason: string): Retrieval => ({
  mode: 'full-text',
  reason,
  search: (opts) => searchPassages(db, opts),
  index: async () => ({ status: 'skipped', embedded: 0, missing: 0 }),
});

/**
 * Decides the retrieval mode once, at start: hybrid only when the engine can embed AND
 * `CREATE EXTENSION IF NOT EXISTS vector` succeeds. Never throws; logs the mode it chose.
 */
export async function createRetrieval(opts: {
  database: Database;
  engine: AiEngine;
  ai: AiService;
  log: FastifyBaseLogger;
  timeoutMs: number;
}): Promise<Retrieval> {
  const { database, engine, log } = opts;
  if (!engine.embed) {
    const r = fullTextRetrieval(database.db, 'no embedding model is configured (AI_EMBEDDING_MODEL)');
    log.info({ retrieval: r.mode }, `retrieval: full-text search (${r.reason})`);
    return r;
  }
  try {
    await database.exec('CREATE EXTENSION IF NOT EXISTS vector');
  } catch (err) {
    const r = fullTextRetrieval(database.db, `the pgvector extension is not available on this database (${(err as Error).message})`);
    log.warn({ retrieval: r.mode }, `retrieval: full-text search only — AI_EMBEDDING_MODEL is set but ${r.reason}`);
    return r;
  }
  const model = (engine as { embeddingModelId?: string | null }).embeddingModelId ?? engine.model;
  let dimensions: number | null;
  try {
    dimensions = await tableDimensions(database.db);
  } catch (err) {
    const r = fullTextRetrieval(database.db, `the embeddings table could not be read (${(err as Error).message})`);
    log.warn({ retrieval: r.mode }, `retrieval: full-text search only — ${r.reason}`);
    return r;
  }
  const version = await vectorVersion(database.db).catch(() => null);
  const iterativeScans = version !== null && compareVersions(version, '0.8.0') >= 0;
  const r = new HybridRetrieval(database.db, engine, opts.ai, log, model, dimensions, {
    queryTimeoutMs: Math.min(QUERY_EMBED_TIMEOUT_MS, opts.timeoutMs),
    timeoutMs: opts.timeoutMs,
    iterativeScans,
  });
  log.info(
    { retrieval: r.mode, embeddingModel: model, dimensions, pgvector: version },
    `retrieval: hybrid (full-text BM25 + pgvector embeddings of ${model}, fused by RRF)`,
  );
  return r;
}

async function vectorVersion(db: Db): Promise<string | null> {
  const rows = rowsOf<{ v: string }>(await db.execute(sql`SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'`));
  return rows[0]?.v ?? null;
}

/** Compares dotted version numbers: negative, zero or positive like a sort comparator. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** The dimension of the existing embeddings table, or null when there is none yet. */
async function tableDimensions(db: Db): Promise<number | null> {
  const rows = rowsOf<{ dim: number }>(
    await db.execute(
      sql`SELECT atttypmod AS dim FROM pg_attribute WHERE attrelid = to_regclass(${EMBEDDINGS_TABLE}) AND attname = 'embedding' AND NOT attisdropped`,
    ),
  );
  const dim = rows[0] ? Number(rows[0].dim) : NaN;
  return dim > 0 ? dim : null;
}

const T = sql.raw(EMBEDDINGS_TABLE);

class HybridRetrieval implements Retrieval {
  readonly mode = 'hybrid' as const;
  readonly reason: string;
  /** Creating or replacing the table, one at a time in this process. */
  private ddl: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly engine: AiEngine,
    private readonly ai: AiService,
    private readonly log: FastifyBaseLogger,
    private readonly model: string,
    private dimensions: number | null,
    private readonly opts: { queryTimeoutMs: number; timeoutMs: number; iterativeScans: boolean },
  ) {
    this.reason = `embedding model ${model} and the pgvector extension are available`;
  }

  async search(opts: SearchOptions, meta: { userId: number | null } = { userId: null }): Promise<PassageResult[]> {
    // Another process may have created the table since start-up.
    if (this.dimensions === null) this.dimensions = await tableDimensions(this.db).catch(() => null);
    if (this.dimensions === null || !opts.query.trim()) return searchPassages(this.db, opts);
    const [lexical, semantic] = await Promise.all([
      searchPassages(this.db, { ...opts, limit: Math.max(opts.limit, FUSION_DEPTH) }),
      this.nearest(opts, meta.userId).catch((err: unknown) => {
        this.log.warn({ err, businessId: opts.businessId }, 'vector search failed; using full-text results only');
        return [];
      }),
    ]);
    if (!semantic.length) return lexical.slice(0, opts.limit);
    return reciprocalRankFusion([lexical, semantic], RRF_K)
      .slice(0, opts.limit)
      .map(({ item, score }) => ({ ...item, score }));
  }

  /** The business's passages nearest to the question, nearest first; [] when the query embedding fails. */
  private async nearest(opts: SearchOptions, userId: number | null): Promise<PassageResult[]> {
    const started = performance.now();
    const meta = { userId, businessId: opts.businessId, endpoint: 'embed:query' };
    const signal = AbortSignal.timeout(this.opts.queryTimeoutMs);
    let vector: number[];
    try {
      const vectors = await this.engine.embed!([opts.query.slice(0, MAX_EMBED_CHARS)], signal);
      if (!validVectors(vectors, 1)) throw new EngineError('The AI provider returned an unusable embedding', 'malformed');
      vector = vectors[0]!;
    } catch (err) {
      const status = failureStatus(err, signal.aborted);
      await this.ai.record(meta, { usage: this.usage(), status, latencyMs: performance.now() - started, error: (err as Error).message });
      this.log.warn({ err, businessId: opts.businessId, status }, 'query embedding failed; using full-text results only');
      return [];
    }
    await this.ai.record(meta, { usage: this.usage(), status: 'success', latencyMs: performance.now() - started });
    const dim = this.dimensions;
    if (dim === null || vector.length !== dim) {
      this.log.warn(
        { expected: dim, got: vector.length },
        'query embedding has another dimension than the stored ones; using full-text results only',
      );
      return [];
    }
    if (!vector.some((x) => x !== 0)) return [];
    const q = sql`${vectorLiteral(vector)}::vector(${sql.raw(String(dim))})`;
    const result = await this.db.transaction(async (tx) => {
      // With a business filter, a plain HNSW scan looks at ef_search (40) neighbours of all
      // businesses and filters afterwards, so a small business could get few or no rows.
      // pgvector ≥ 0.8 keeps scanning until LIMIT rows match; with older versions the order is
      // an expression the HNSW index cannot serve ("+ 0"), so the search is exact per business.
      if (this.opts.iterativeScans) await tx.execute(sql`SET LOCAL hnsw.iterative_scan = relaxed_order`);
      const order = this.opts.iterativeScans ? sql`embedding <=> ${q}` : sql`(embedding <=> ${q}) + 0`;
      return tx.execute(sql`
        WITH nearest AS MATERIALIZED (
          SELECT passage_id, embedding <=> ${q} AS distance FROM ${T}
          WHERE business_id = ${opts.businessId} AND model = ${this.model}
          ORDER BY ${order} LIMIT ${FUSION_DEPTH}
        )
        SELECT p.id, p.source_id AS "sourceId", p.title, p.url, p.content, n.distance
        FROM nearest n JOIN passages p ON p.id = n.passage_id AND p.business_id = ${opts.businessId}
        WHERE n.distance <= ${MAX_DISTANCE}
        ORDER BY n.distance, p.id`);
    });
    return rowsOf<PassageResult & { distance: number }>(result).map((r) => ({
      id: Number(r.id),
      sourceId: Number(r.sourceId),
      title: r.title,
      url: r.url,
      content: r.content,
      score: 1 - Number(r.distance),
    }));
  }

  async index(opts: { businessId: number; sourceId?: number; userId: number | null }): Promise<IndexOutcome> {
    const started = performance.now();
    let todo: { id: number; title: string; content: string }[];
    try {
      todo = await this.unembedded(opts.businessId, opts.sourceId);
    } catch (err) {
      this.log.error({ err, businessId: opts.businessId, sourceId: opts.sourceId }, 'could not list passages to embed');
      return { status: 'error', embedded: 0, missing: 0 };
    }
    if (!todo.length) return { status: 'skipped', embedded: 0, missing: 0 };

    const batches: (typeof todo)[] = [];
    for (let i = 0; i < todo.length; i += EMBED_BATCH) batches.push(todo.slice(i, i + EMBED_BATCH));
    let embedded = 0;
    let failure: unknown = null;
    let engineFailed = false;
    let timedOut = false;
    // Backstop over the engine's own per-call timeout; the first failure stops the other batches.
    const stop = new AbortController();
    let next = 0;
    const worker = async () => {
      while (!failure && next < batches.length) {
        const batch = batches[next++]!;
        const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(this.opts.timeoutMs + 5_000)]);
        let vectors: number[][];
        try {
          vectors = await this.engine.embed!(
            batch.map((p) => `${p.title}\n\n${p.content}`.slice(0, MAX_EMBED_CHARS)),
            signal,
          );
          if (!validVectors(vectors, batch.length)) throw new EngineError('The AI provider returned unusable embeddings', 'malformed');
        } catch (err) {
          if (!failure) {
            failure = err;
            engineFailed = true;
            timedOut = signal.aborted && !stop.signal.aborted;
            stop.abort();
          }
          return;
        }
        try {
          await this.store(batch.map((p, i) => ({ id: p.id, vector: vectors[i]! })));
          embedded += batch.length;
        } catch (err) {
          if (!failure) {
            failure = err;
            stop.abort();
          }
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(EMBED_CONCURRENCY, batches.length) }, worker));

    const latencyMs = performance.now() - started;
    const meta = { userId: opts.userId, businessId: opts.businessId, endpoint: 'embed' };
    const missing = todo.length - embedded;
    if (!failure) {
      await this.ai.record(meta, { usage: this.usage(), status: 'success', latencyMs });
      return { status: 'success', embedded, missing };
    }
    // A storage failure is not the provider's: the call itself succeeded.
    const status = engineFailed ? failureStatus(failure, timedOut) : 'error';
    const message = `${(failure as Error).message} (${embedded} of ${todo.length} passages embedded)`;
    await this.ai.record(meta, { usage: this.usage(), status, latencyMs, error: message });
    this.log.warn(
      { err: failure, businessId: opts.businessId, sourceId: opts.sourceId, embedded, missing },
      'embedding passages failed; they stay searchable by full text',
    );
    return { status, embedded, missing };
  }

  /** Passages of the business (and source) without an embedding from the current model. */
  private async unembedded(businessId: number, sourceId?: number): Promise<{ id: number; title: string; content: string }[]> {
    if (this.dimensions === null) this.dimensions = await tableDimensions(this.db);
    const bySource: SQL = sourceId === undefined ? sql`` : sql`AND p.source_id = ${sourceId}`;
    const noEmbedding =
      this.dimensions === null ? sql`` : sql`AND NOT EXISTS (SELECT 1 FROM ${T} e WHERE e.passage_id = p.id AND e.model = ${this.model})`;
    const rows = rowsOf<{ id: number; title: string; content: string }>(
      await this.db.execute(sql`
        SELECT p.id, p.title, p.content FROM passages p
        WHERE p.business_id = ${businessId} ${bySource} ${noEmbedding}
        ORDER BY p.id LIMIT ${MAX_INDEX_PASSAGES}`),
    );
    return rows.map((r) => ({ id: Number(r.id), title: r.title, content: r.content }));
  }

  /** Upserts embeddings; rows of passages deleted meanwhile are skipped by the join. */
  private async store(items: { id: number; vector: number[] }[]): Promise<void> {
    const dim = items[0]!.vector.length;
    await this.ensureTable(dim);
    const values = sql.join(
      items.map((it) => sql`(${it.id}::int, ${vectorLiteral(it.vector)}::text)`),
      sql`, `,
    );
    try {
      await this.db.execute(sql`
        INSERT INTO ${T} (passage_id, business_id, model, embedding)
        SELECT p.id, p.business_id, ${this.model}, v.embedding::vector(${sql.raw(String(dim))})
        FROM (VALUES ${values}) AS v(passage_id, embedding) JOIN passages p ON p.id = v.passage_id
        ON CONFLICT (passage_id) DO UPDATE SET business_id = EXCLUDED.business_id, model = EXCLUDED.model, embedding = EXCLUDED.embedding`);
    } catch (err) {
      // Maybe another process replaced the table: look again next time.
      this.dimensions = null;
      throw err;
    }
  }

  /**
   * Creates the table for `dim`-dimensional vectors, or replaces one of another dimension (the
   * embedding model changed: the old vectors cannot be compared with new ones anyway).
   */
  private ensureTable(dim: number): Promise<void> {
    if (this.dimensions === dim) return Promise.resolve();
    const run = this.ddl.then(async () => {
      if (this.dimensions === dim) return;
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${DDL_LOCK_KEY})`);
        const current = await tableDimensions(tx as unknown as Db);
        if (current === dim) return;
        if (current !== null) {
          this.log.warn({ from: current, to: dim }, 'embedding dimension changed: replacing the stored embeddings');
          await tx.execute(sql`DROP TABLE ${T}`);
        }
        const d = sql.raw(String(dim));
        await tx.execute(sql`
          CREATE TABLE ${T} (
            passage_id integer PRIMARY KEY REFERENCES passages(id) ON DELETE CASCADE,
            business_id integer NOT NULL,
            model text NOT NULL,
            embedding vector(${d}) NOT NULL
          )`);
        await tx.execute(sql`CREATE INDEX ${sql.raw(`${EMBEDDINGS_TABLE}_business_idx`)} ON ${T} (business_id)`);
        if (dim <= HNSW_MAX_DIMENSIONS) {
          await tx.execute(sql`CREATE INDEX ${sql.raw(`${EMBEDDINGS_TABLE}_hnsw_idx`)} ON ${T} USING hnsw (embedding vector_cosine_ops)`);
        } else {
          this.log.info({ dimensions: dim }, 'embeddings have more than 2,000 dimensions: no HNSW index, exact search per business');
        }
      });
      this.dimensions = dim;
      this.log.info({ dimensions: dim, model: this.model }, 'created the passage embeddings table');
    });
    // A failed attempt must not block the next one.
    this.ddl = run.catch(() => {});
    return run;
  }

  private usage() {
    return { model: this.model, inputTokens: 0, outputTokens: 0 };
  }
}

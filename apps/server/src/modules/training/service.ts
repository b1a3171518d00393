import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CrawlChanges, CrawlFactChange, TrainingSource } from '@staffwright/contract';
import { CRAWL_CHANGES_MAX_FACTS, CRAWL_CHANGES_MAX_PAGES, FILE_PREVIEW_CHARS } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { pgTextArray } from '../../db/pg-array.ts';
import { businesses, passages, trainingSources } from '../../db/schema.ts';
import { CONTACT_CARD_TITLE, contactPassageText } from '../answering/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ChunkStream, chunkText } from '../../ingest/chunk.ts';
import { extractDocument } from '../../ingest/extract.ts';
import { IngestError } from '../../ingest/errors.ts';
import type { ContactCard, CrawlResult } from '../../ingest/crawl/index.ts';
import { getOwnedBusiness } from '../business/service.ts';
import { addPageTerms, addSourceTerms, removePageTerms, removeSourceTerms } from '../retrieval/index.ts';
import { diffPages, factChanges, pageHash, type PageRef } from './change-report.ts';
import { checkUploadQuota, lockAndCheckUploadQuota, type UploadQuota } from './quota.ts';

type SourceRow = typeof trainingSources.$inferSelect;

export function toTrainingSource(row: SourceRow, passageCount: number): TrainingSource {
  return {
    id: row.id,
    businessId: row.businessId,
    kind: row.kind,
    name: row.name,
    format: row.format,
    sizeBytes: row.sizeBytes,
    preview: row.preview,
    summary: row.summary,
    passageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const INGEST_STATUS: Record<IngestError['code'], AppError['code']> = {
  unsupported_type: 'unsupported_media_type',
  empty: 'unprocessable',
  no_text: 'unprocessable',
  corrupt: 'unprocessable',
  too_large: 'payload_too_large',
  archive_too_large: 'payload_too_large',
};

/** A file name safe to store and show: no path, no control characters, bounded length. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || 'document').slice(0, 200);
}

async function insertSource(
  tx: Tx,
  source: typeof trainingSources.$inferInsert,
  pieces: { title: string; url: string | null; content: string }[],
): Promise<SourceRow> {
  const [row] = await tx.insert(trainingSources).values(source).returning();
  await insertPassages(tx, source.businessId, row!.id, pieces, 0);
  await addSourceTerms(tx, source.businessId, row!.id);
  return row!;
}

/** Passages of a source at positions `first`, `first + 1`, …, in one statement. */
async function insertPassages(
  tx: Tx,
  businessId: number,
  sourceId: number,
  pieces: { title: string; url: string | null; content: string }[],
  first: number,
): Promise<void> {
  // One statement for all the passages, their fields as three array parameters: a 1,270-page PDF
  // (6,400 passages) took 13 INSERTs of 3,000 bound values each, ~0.25 s of this process's CPU to
  // build and send; as arrays it is ~0.03 s. PostgreSQL's own work (to_tsvector, the GIN index)
  // is the same either way.
  if (!pieces.length) return;
  await tx.execute(sql`
    INSERT INTO passages (business_id, source_id, title, url, position, content)
    SELECT ${businessId}::int, ${sourceId}::int, p.title, p.url, (p.n - 1 + ${first}::int)::int, p.content
    FROM unnest(${pgTextArray(pieces.map((p) => p.title))}::text[], ${pgTextArray(pieces.map((p) => p.url))}::text[], ${pgTextArray(pieces.map((p) => p.content))}::text[])
      WITH ORDINALITY AS p(title, url, content, n)`);
}

/**
 * Stores text the product supplies itself (a template's starter knowledge) as a training source of
 * a business, chunked and indexed like an upload, inside the caller's transaction. Embeddings (in
 * hybrid mode) need the commit first: call `ctx.retrieval.index` for the business afterwards.
 */
export async function insertTextSource(
  tx: Tx,
  opts: { businessId: number; kind: SourceRow['kind']; name: string; text: string },
): Promise<TrainingSource> {
  const chunks = chunkText(opts.text);
  const row = await insertSource(
    tx,
    {
      businessId: opts.businessId,
      kind: opts.kind,
      name: opts.name,
      format: 'txt',
      sizeBytes: Buffer.byteLength(opts.text),
      preview: opts.text.slice(0, FILE_PREVIEW_CHARS),
    },
    chunks.map((content) => ({ title: opts.name, url: null, content })),
  );
  return toTrainingSource(row, chunks.length);
}

/**
 * Extracts, chunks and indexes an uploaded file in one transaction: all of it or nothing.
 * `receivedBytes`: how many bytes of the file the multipart parser read; a file whose bytes are not
 * all here is refused (decision 027). The upload quotas are checked before the file is read and,
 * for certain, in the storing transaction.
 */
export async function ingestFile(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; fileName: string; data: Uint8Array; receivedBytes: number },
): Promise<TrainingSource> {
  await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  const quota = ctx.config.uploadQuota;
  // No extraction for a file that cannot be kept (storeFile checks again, under the locks).
  await checkUploadQuota(ctx.db, quota, { ownerId: opts.ownerId, businessId: opts.businessId, sizeBytes: opts.data.byteLength });
  const { row, passageCount } = await storeFile(ctx.database, {
    businessId: opts.businessId,
    fileName: sanitizeFileName(opts.fileName),
    data: opts.data,
    receivedBytes: opts.receivedBytes,
    quota: { limits: quota, ownerId: opts.ownerId },
  });
  // After the commit: an embedding failure is logged and recorded, never loses the upload.
  await ctx.retrieval.index({ businessId: opts.businessId, sourceId: row.id, userId: opts.ownerId });
  return toTrainingSource(row, passageCount);
}

/** Early stores (below) running in this process, and how many may. */
let earlyStoresRunning = 0;
const MAX_EARLY_STORES = 1;

/** storeFile's quota: the limits and the account (the business's owner) they are counted over. */
export interface StoreQuota {
  limits: UploadQuota;
  ownerId: number;
}

/** The bytes handed over are not the bytes received: a file cut short is never stored (decision 027). */
export const INCOMPLETE_UPLOAD_MESSAGE = 'The file did not arrive whole, so nothing was stored. Please upload it again.';

/**
 * Extracts a file, cuts it into passages and stores them as a new training source of the business,
 * in one transaction: all of it or nothing. `fileName` must be sanitised already. With `quota`, the
 * transaction checks the upload quotas under the account's and the business's locks just before it
 * commits (quota.ts) and rolls back on a refusal. With `receivedBytes`, a `data` of another length
 * is refused before anything is read or written; the source's sizeBytes is that length.
 *
 * A long PDF on PostgreSQL is stored while it is still being read: its text comes in pieces
 * (extractDocument's onTextPiece), ChunkStream turns them into the passages chunkText would give
 * for the whole text, and each batch is inserted at once, so that the database's work (to_tsvector,
 * the GIN index: ~1.3 s of CPU for a 5 MB PDF) runs on its own core while pdf.js still reads pages,
 * instead of after it. The transaction opens with the first piece, so a short document holds no
 * connection while it is read. Should the pieces turn out not to be the text (extractDocument says
 * so), that transaction is rolled back and the text stored in one go. On PGlite, which runs on this
 * thread and serves every other request too, there is nothing to gain: text is stored after
 * extraction.
 */
export async function storeFile(
  database: Database,
  opts: { businessId: number; fileName: string; data: Uint8Array; receivedBytes?: number; quota?: StoreQuota },
): Promise<{ row: SourceRow; passageCount: number }> {
  if (opts.receivedBytes !== undefined && opts.receivedBytes !== opts.data.byteLength) {
    throw new AppError('bad_request', INCOMPLETE_UPLOAD_MESSAGE);
  }
  const quotaCheck = (tx: Tx, excludeSourceId: number | null) =>
    opts.quota
      ? lockAndCheckUploadQuota(
          tx,
          opts.quota.limits,
          { ownerId: opts.quota.ownerId, businessId: opts.businessId, sizeBytes: opts.data.byteLength, excludeSourceId },
          lockSourceWriters,
        )
      : Promise.resolve();
  const toPassages = (chunks: string[]) => chunks.map((content) => ({ title: opts.fileName, url: null, content }));
  let early: ReturnType<typeof earlyStore> | null = null;
  let extracted;
  // An early store holds a pooled connection, idle in its transaction between pieces, for as long as
  // the file is read. One at a time per process: a burst of large uploads must not take the pool
  // (or run into idle_in_transaction_session_timeout while they share the CPU); the others store after.
  const streaming = database.kind === 'postgres' && earlyStoresRunning < MAX_EARLY_STORES;
  if (streaming) earlyStoresRunning += 1;
  try {
    extracted = await extractDocument(
      opts.data,
      opts.fileName,
      streaming
        ? {
            onTextPiece: (piece) => {
              early ??= earlyStore(database.db, { ...opts, toPassages, quotaCheck });
              early.push(piece);
            },
          }
        : {},
    );
  } catch (err) {
    await (early as ReturnType<typeof earlyStore> | null)?.abandon();
    if (streaming) earlyStoresRunning -= 1;
    if (err instanceof IngestError) throw new AppError(INGEST_STATUS[err.code], err.message);
    throw err;
  }
  const started = early as ReturnType<typeof earlyStore> | null;
  try {
    if (started && extracted.streamed) {
      return await started.finish({ format: extracted.format, preview: extracted.text.slice(0, FILE_PREVIEW_CHARS) });
    }
    await started?.abandon();
  } finally {
    if (streaming) earlyStoresRunning -= 1;
  }
  const chunks = chunkText(extracted.text);
  if (!chunks.length) throw new AppError('unprocessable', 'No text could be extracted from this file');
  const row = await database.db.transaction(async (tx) => {
    await quotaCheck(tx, null);
    return insertSource(
      tx,
      {
        businessId: opts.businessId,
        kind: 'file',
        name: opts.fileName,
        format: extracted.format,
        sizeBytes: opts.data.byteLength,
        preview: extracted.text.slice(0, FILE_PREVIEW_CHARS),
      },
      toPassages(chunks),
    );
  });
  return { row, passageCount: chunks.length };
}

/**
 * The transaction of storeFile's early store: passages go in as the text's pieces come, one
 * statement after another on the transaction's connection. Nothing commits before finish().
 */
function earlyStore(
  db: Db,
  opts: {
    businessId: number;
    fileName: string;
    data: Uint8Array;
    toPassages: (chunks: string[]) => { title: string; url: string | null; content: string }[];
    /** The quota check (storeFile's), run in finish() before the commit, not counting this source. */
    quotaCheck: (tx: Tx, excludeSourceId: number | null) => Promise<void>;
  },
) {
  // The transaction's body waits for `end`: undefined commits, anything else rolls back.
  let end!: (outcome: { error: unknown } | undefined) => void;
  const ended = new Promise<{ error: unknown } | undefined>((resolve) => (end = resolve));
  let opened!: (tx: Tx) => void;
  const txReady = new Promise<Tx>((resolve) => (opened = resolve));
  const done = db.transaction(async (tx) => {
    opened(tx);
    const outcome = await ended;
    if (outcome) throw outcome.error;
  });
  // BEGIN failing leaves txReady pending: the first statement waits on either.
  const tx = Promise.race([txReady, done.then(() => Promise.reject(new Error('The transaction ended early')))]);
  tx.catch(() => {});
  done.catch(() => {});

  const stream = new ChunkStream();
  let sourceId: number | null = null;
  let stored = 0;
  // The first failure stops the rest; it is thrown by finish() (never an unhandled rejection).
  let failure: { error: unknown } | null = null;
  let writing: Promise<void> = Promise.resolve();
  const store = (chunks: string[]) => {
    if (!chunks.length) return;
    const first = stored;
    stored += chunks.length;
    writing = writing.then(async () => {
      if (failure) return;
      try {
        const t = await tx;
        if (sourceId === null) {
          // The index entries of this upload's passages wait in the GIN pending list (searchable
          // there) instead of being merged 4 MB at a time inside the transaction: the merge, about a
          // quarter of the database's work for a large file, runs after the commit (below).
          await t.execute(sql`SET LOCAL gin_pending_list_limit = '64MB'`);
          // Format and preview are known only at the end; finish() sets them.
          const [row] = await t
            .insert(trainingSources)
            .values({ businessId: opts.businessId, kind: 'file', name: opts.fileName, format: 'pdf', sizeBytes: opts.data.byteLength })
            .returning({ id: trainingSources.id });
          sourceId = row!.id;
        }
        await insertPassages(t, opts.businessId, sourceId, opts.toPassages(chunks), first);
      } catch (error) {
        failure = { error };
      }
    });
  };

  return {
    push(piece: string): void {
      store(stream.push(piece));
    },
    /** Rolls back whatever was stored. */
    async abandon(): Promise<void> {
      await writing;
      end({ error: new Error('abandoned') });
      await done.catch(() => {});
    },
    /** Stores the last passages, sets the source's format and preview, and commits. */
    async finish(fields: { format: string; preview: string }): Promise<{ row: SourceRow; passageCount: number }> {
      store(stream.end());
      await writing;
      const t = await tx.catch((error: unknown) => {
        failure ??= { error };
        return null;
      });
      let row: SourceRow | undefined;
      if (!failure && t && sourceId !== null) {
        try {
          // Here, not when the transaction opened: the locks are held from now to the commit only,
          // not for as long as the file is read.
          await opts.quotaCheck(t, sourceId);
          [row] = await t.update(trainingSources).set(fields).where(eq(trainingSources.id, sourceId)).returning();
          await addSourceTerms(t, opts.businessId, sourceId);
        } catch (error) {
          failure = { error };
        }
      }
      if (failure || !row) {
        const error = failure ? (failure as { error: unknown }).error : new Error('No passages were stored');
        end({ error });
        await done.catch(() => {});
        throw error;
      }
      end(undefined);
      await done;
      // Off the request's path; if it fails, autovacuum merges the pending list later.
      db.execute(sql`SELECT gin_clean_pending_list('passages_tsv_idx'::regclass)`).catch(() => {});
      return { row, passageCount: stored };
    },
  };
}

/** pg_advisory_xact_lock(key, businessId): the namespace of the per-business source-writer lock. */
const SOURCE_WRITERS_LOCK = 727_020;

/**
 * Serialises, per business, the transactions that remove sources or a site's pages (crawl storing,
 * deletion) until commit. Two of them that both read the same old pages would both subtract their
 * terms from term_stats, and two crawls of one site would both store their pages. A transaction
 * that takes this lock must read the sources and pages it removes after taking it. An upload takes
 * it too, after its account's upload lock, to count the business's files for its quota (quota.ts).
 */
async function lockSourceWriters(tx: Tx, businessId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SOURCE_WRITERS_LOCK}, ${businessId}::int)`);
}

/** The site's identity for "re-crawling updates": scheme-less host, without www. */
export function siteKey(url: string): string {
  return new URL(url).host.toLowerCase().replace(/^www\./, '');
}

/** A page of a crawl, hashed and cut into passages. */
interface CrawlPage extends PageRef {
  hash: string;
  chunks: string[];
}

/** A page as a website source's `details.pages` keeps it; `hash` (sha256 of its text) since decision 021. */
interface StoredPage extends PageRef {
  hash?: string;
}

export interface StoredCrawl {
  source: TrainingSource;
  /** What changed since the site's last stored crawl; null when there was none. */
  changes: CrawlChanges | null;
  /** Pages whose passages were written: every page on a first crawl, the added and changed ones after. */
  pagesReindexed: number;
}

const piecesOf = (pages: CrawlPage[]) =>
  pages.flatMap((p) => p.chunks.map((content) => ({ title: p.title || p.url, url: p.url, content })));

function contactCardText(card: ContactCard | undefined): string | null {
  if (!card) return null;
  return contactPassageText(card);
}

/**
 * Stores a finished crawl as the business's training source for that site, in one transaction.
 * A first crawl of the site (by host) inserts the source and all its passages. A re-crawl keeps the
 * source and compares pages by URL and by a hash of their text (decision 021): passages of pages
 * unchanged stay as they are (with their embeddings), those of pages removed or changed are deleted,
 * and added and changed pages get new passages, with term_stats kept exact. Then the new passages
 * are embedded (hybrid mode). Throws AppError('unprocessable') when no page had readable text
 * (nothing is changed). The crawl itself runs as a background job (crawl-jobs.ts).
 */
export async function storeCrawledSite(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; websiteUrl: string; result: CrawlResult },
): Promise<StoredCrawl> {
  const { result } = opts;
  // One entry per URL: the crawler reports each page once, and a repeat would only double its passages.
  const pages: CrawlPage[] = [];
  const seen = new Set<string>();
  for (const p of result.pages) {
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    pages.push({ url: p.url, title: p.title, hash: pageHash(p.text), chunks: chunkText(p.text) });
  }
  if (!pages.some((p) => p.chunks.length)) {
    const why = result.skipped[0] ? ` (${result.skipped[0].url}: ${result.skipped[0].reason})` : '';
    throw new AppError('unprocessable', `No readable pages were found on this website${why}`);
  }
  // How to reach the business, read from every page's header and footer (which the page text leaves
  // out): indexed as a page of its own, so "what's your phone number?" finds it (and a change of
  // number shows in the re-crawl report).
  const card = contactCardText(result.contact);
  if (card && pages.length > 0) {
    const url = `${pages[0]!.url.split('#')[0]}#contact`;
    pages.push({ url, title: CONTACT_CARD_TITLE, hash: pageHash(card), chunks: chunkText(card) });
  }
  const text = result.pages.map((p) => p.text).join('\n\n');
  const fields = {
    name: opts.websiteUrl,
    format: 'html',
    sizeBytes: Buffer.byteLength(text),
    preview: text.slice(0, FILE_PREVIEW_CHARS),
    details: {
      pages: pages.map((p): StoredPage => ({ url: p.url, title: p.title, hash: p.hash })),
      skipped: result.skipped,
      // The agent's "please call us" when it cannot answer (chat/service.ts reads it).
      ...(result.contact ? { contact: result.contact } : {}),
    },
  };
  const key = siteKey(opts.websiteUrl);
  const stored = await ctx.db.transaction(async (tx) => {
    // A crawl job run twice at once (pg-boss retried it past its expiry) must not store it twice.
    await lockSourceWriters(tx, opts.businessId);
    const sites = (
      await tx
        .select({ id: trainingSources.id, name: trainingSources.name, details: trainingSources.details })
        .from(trainingSources)
        .where(and(eq(trainingSources.businessId, opts.businessId), eq(trainingSources.kind, 'website')))
        .orderBy(desc(trainingSources.createdAt), desc(trainingSources.id))
    ).filter((o) => siteKey(o.name) === key);
    const [site, ...extra] = sites;
    // The newest source of the site is updated; any other (stored twice, before the lock) goes.
    for (const o of extra) {
      await removeSourceTerms(tx, opts.businessId, o.id);
      await tx.delete(trainingSources).where(eq(trainingSources.id, o.id));
    }
    if (!site) {
      const row = await insertSource(tx, { businessId: opts.businessId, kind: 'website', ...fields }, piecesOf(pages));
      return { row, changes: null, pagesReindexed: pages.length };
    }
    return updateCrawledSite(tx, opts.businessId, site, pages, fields);
  });
  // Embeds the passages that have no embedding yet: the ones just written (kept ones keep theirs).
  await ctx.retrieval.index({ businessId: opts.businessId, sourceId: stored.row.id, userId: opts.ownerId });
  const [n] = await ctx.db.select({ n: count() }).from(passages).where(eq(passages.sourceId, stored.row.id));
  return { source: toTrainingSource(stored.row, Number(n?.n ?? 0)), changes: stored.changes, pagesReindexed: stored.pagesReindexed };
}

/** The passages of some pages of a source, per URL, in order. */
async function pagePassages(tx: Tx, sourceId: number, urls: string[]): Promise<Map<string, { title: string; contents: string[] }>> {
  const pages = new Map<string, { title: string; contents: string[] }>();
  if (!urls.length) return pages;
  const rows = await tx
    .select({ url: passages.url, title: passages.title, content: passages.content })
    .from(passages)
    .where(and(eq(passages.sourceId, sourceId), sql`${passages.url} = ANY(${pgTextArray(urls)}::text[])`))
    .orderBy(asc(passages.position));
  for (const r of rows) {
    const page = pages.get(r.url!) ?? { title: r.title, contents: [] };
    page.contents.push(r.content);
    pages.set(r.url!, page);
  }
  return pages;
}

/** The pages a website source holds: its stored list, or (for the oldest sources) its passages' URLs. */
async function storedPages(tx: Tx, sourceId: number, details: Record<string, unknown>): Promise<StoredPage[]> {
  if (Array.isArray(details.pages)) {
    // Once per URL (crawls before decision 021 could list a page twice).
    const seen = new Set<string>();
    return (details.pages as Partial<StoredPage>[]).flatMap((p) => {
      if (typeof p?.url !== 'string' || seen.has(p.url)) return [];
      seen.add(p.url);
      return [{ url: p.url, title: typeof p.title === 'string' ? p.title : '', ...(typeof p.hash === 'string' ? { hash: p.hash } : {}) }];
    });
  }
  const rows = await tx.selectDistinctOn([passages.url], { url: passages.url }).from(passages).where(eq(passages.sourceId, sourceId));
  return rows.flatMap((r) => (r.url === null ? [] : [{ url: r.url, title: '' }]));
}

/** A re-crawl of a site already stored: only the pages that changed are written (see storeCrawledSite). */
async function updateCrawledSite(
  tx: Tx,
  businessId: number,
  site: { id: number; details: Record<string, unknown> },
  pages: CrawlPage[],
  fields: Partial<typeof trainingSources.$inferInsert>,
): Promise<{ row: SourceRow; changes: CrawlChanges; pagesReindexed: number }> {
  const before = await storedPages(tx, site.id, site.details);
  // Pages stored before their hash was (decision 021) are compared by their passages.
  const unhashed = await pagePassages(
    tx,
    site.id,
    before.filter((p) => p.hash === undefined).map((p) => p.url),
  );
  const diff = diffPages(before, pages, (old, page) => {
    const had = unhashed.get(old.url);
    return !!had && had.title === (page.title || page.url) && had.contents.join('\u0000') === page.chunks.join('\u0000');
  });
  const drop = [...diff.changed, ...diff.removed].map((p) => p.url);
  const fresh = new Set([...diff.added, ...diff.changed].map((p) => p.url));
  const write = pages.filter((p) => fresh.has(p.url));
  // The changed pages' old text, read before it goes, for the facts that changed on them.
  const oldText = new Map(unhashed);
  for (const [url, page] of await pagePassages(
    tx,
    site.id,
    diff.changed.filter((p) => !unhashed.has(p.url)).map((p) => p.url),
  )) {
    oldText.set(url, page);
  }
  if (drop.length) {
    await removePageTerms(tx, businessId, site.id, drop);
    await tx.execute(sql`DELETE FROM passages WHERE source_id = ${site.id} AND url = ANY(${pgTextArray(drop)}::text[])`);
  }
  if (write.length) {
    // New passages follow the kept ones; sourceText reads them in the crawl's page order.
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${passages.position}) + 1, 0)::int` })
      .from(passages)
      .where(eq(passages.sourceId, site.id));
    await insertPassages(tx, businessId, site.id, piecesOf(write), Number(last?.next ?? 0));
    await addPageTerms(
      tx,
      businessId,
      site.id,
      write.map((p) => p.url),
    );
  }
  const now = new Date();
  const [row] = await tx
    .update(trainingSources)
    // created_at is when the site was last read (the schedule and the list of sites show it); a
    // summary of pages that changed no longer holds.
    .set({ ...fields, createdAt: now, updatedAt: now, ...(drop.length || write.length ? { summary: null } : {}) })
    .where(eq(trainingSources.id, site.id))
    .returning();

  const facts: CrawlFactChange[] = [];
  for (const page of diff.changed) {
    const old = oldText.get(page.url);
    if (!old || facts.length >= CRAWL_CHANGES_MAX_FACTS) continue;
    for (const f of factChanges(old.contents.join('\n\n'), page.chunks.join('\n\n'))) {
      facts.push({ ...f, url: page.url, title: page.title || page.url });
    }
  }
  const refs = (list: PageRef[]) => list.slice(0, CRAWL_CHANGES_MAX_PAGES).map((p) => ({ url: p.url, title: p.title || p.url }));
  const changes: CrawlChanges = {
    counts: { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged.length },
    added: refs(diff.added),
    changed: refs(diff.changed),
    removed: refs(diff.removed),
    facts: facts.slice(0, CRAWL_CHANGES_MAX_FACTS),
  };
  return { row: row!, changes, pagesReindexed: write.length };
}

/** A training source of one of the owner's businesses, or 404. */
export async function getOwnedSource(db: Db, ownerId: number, sourceId: number): Promise<SourceRow> {
  const [row] = await db
    .select({ source: trainingSources })
    .from(trainingSources)
    .innerJoin(businesses, eq(businesses.id, trainingSources.businessId))
    .where(and(eq(trainingSources.id, sourceId), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound('Training data not found');
  return row.source;
}

export async function listSources(db: Db, ownerId: number, businessId: number): Promise<TrainingSource[]> {
  await getOwnedBusiness(db, ownerId, businessId);
  const rows = await db
    .select({ source: trainingSources, n: count(passages.id) })
    .from(trainingSources)
    .leftJoin(passages, eq(passages.sourceId, trainingSources.id))
    .where(eq(trainingSources.businessId, businessId))
    .groupBy(trainingSources.id)
    .orderBy(asc(trainingSources.createdAt), asc(trainingSources.id));
  return rows.map((r) => toTrainingSource(r.source, Number(r.n)));
}

export async function deleteSource(db: Db, ownerId: number, sourceId: number): Promise<void> {
  const row = await getOwnedSource(db, ownerId, sourceId);
  await db.transaction(async (tx) => {
    await lockSourceWriters(tx, row.businessId);
    // Read again under the lock: a re-crawl of its site may have replaced it meanwhile, and its
    // terms must not be subtracted a second time.
    const [still] = await tx.select({ id: trainingSources.id }).from(trainingSources).where(eq(trainingSources.id, row.id));
    if (!still) throw notFound('Training data not found');
    await removeSourceTerms(tx, row.businessId, row.id);
    await tx.delete(trainingSources).where(eq(trainingSources.id, row.id));
  });
}

/**
 * The whole text of a source, in order, for summaries. A website's passages are read in the order of
 * its pages in the last crawl: a re-crawl appends the passages of pages that changed.
 */
export async function sourceText(db: Db, sourceId: number, maxChars = 200_000): Promise<string> {
  const [source] = await db.select({ details: trainingSources.details }).from(trainingSources).where(eq(trainingSources.id, sourceId));
  const order = new Map<string, number>();
  const listed = source?.details.pages;
  if (Array.isArray(listed)) listed.forEach((p: { url?: unknown }, i) => typeof p?.url === 'string' && order.set(p.url, i));
  const rows = await db
    .select({ url: passages.url, content: passages.content })
    .from(passages)
    .where(eq(passages.sourceId, sourceId))
    .orderBy(asc(passages.position));
  const rank = (url: string | null) => (url === null ? -1 : (order.get(url) ?? -1));
  // A stable sort: passages of one page keep their order.
  if (order.size) rows.sort((a, b) => rank(a.url) - rank(b.url));
  let text = '';
  for (const r of rows) {
    if (text.length > maxChars) break;
    text += (text ? '\n\n' : '') + r.content;
  }
  return text;
}

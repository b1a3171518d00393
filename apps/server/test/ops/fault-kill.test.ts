import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type RawQuery } from '../../src/db/client.ts';
import { createTestDatabase } from '../db.ts';
import { multipartFile } from '../uploads.ts';
import { freePort, HttpClient, processDatabase, ROOT, spawnServer } from './server-process.ts';

/**
 * kill -9 of the real server process while owners create businesses and upload, delete and replace
 * training files; then a restart on the same database. Whatever the kill interrupted must be
 * all-or-nothing: no business missing a field, no source without its passages (or passages without
 * a source), term statistics equal to a recount of the passages, no orphan usage rows; everything
 * the server acknowledged before the kill is still there and served by the restarted process.
 *
 * On PGlite (the default) this is also a crash-recovery test of the embedded database: the killed
 * process had DATA_DIR open, and the next one must open it. With TEST_DATABASE_URL: PostgreSQL.
 */
const DOCS = path.join(ROOT, 'test/fixtures/documents');
const FILES = ['faq.txt', 'services.md', 'price-list.csv', 'new-patient-guide.docx', 'insurance-policy.pdf', 'office-hours.odt'].map(
  (name) => ({
    name,
    data: readFileSync(path.join(DOCS, name)),
  }),
);
// A large upload (hundreds of passages in several INSERT batches): a long transaction to be killed in.
const WORDS =
  'appointment cleaning whitening crown filling implant insurance copay deductible hygienist orthodontic retainer emergency weekend evening parking'.split(
    ' ',
  );
const BIG = {
  name: 'handbook.txt',
  data: Buffer.from(
    Array.from({ length: 3_000 }, (_, i) => {
      const rule = `Rule ${i}: the ${WORDS[i % WORDS.length]} policy number ${i * 7} applies to ${WORDS[(i * 3) % WORDS.length]} visits on day ${i % 28}.`;
      return i % 5 === 4 ? `${rule}\n\n` : `${rule} `;
    }).join(''),
  ),
};

const OWNERS = 4;
/** Acknowledged operations before the kill (with more in flight at that moment). */
const ACKED_BEFORE_KILL = 16;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Acked {
  businesses: Map<number, { owner: number; name: string }>;
  sources: Map<number, { businessId: number; name: string; passageCount: number }>;
  deleted: Set<number>;
}

describe('kill -9 under load', () => {
  it('leaves no half-written rows, and a restarted server serves everything acknowledged', { timeout: 120_000 }, async () => {
    const db = await processDatabase('sw_kill');
    cleanups.push(db.drop);
    const env = { ...db.env, TRUST_PROXY: 'true' };
    const port = await freePort();
    const first = spawnServer(env, port);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    const t0 = Date.now();
    await first.waitHealthy();
    const phases = [`first start ${Date.now() - t0} ms`];

    const owners: { client: HttpClient; userId: number; businessIds: number[] }[] = [];
    const acked: Acked = { businesses: new Map(), sources: new Map(), deleted: new Set() };
    for (let i = 0; i < OWNERS; i++) {
      const client = new HttpClient(first.url, `10.9.0.${i + 1}`);
      const username = `kill${Date.now().toString(36)}o${i}`;
      const reg = await client.request('POST', '/api/register', {
        json: { username, email: `${username}@example.test`, password: 'correct-horse-9' },
      });
      expect(reg.status, reg.text).toBe(201);
      const userId = reg.json<{ user: { id: number } }>().user.id;
      owners.push({ client, userId, businessIds: [] });
    }
    phases.push(`owners ${Date.now() - t0} ms`);

    // The load: every owner, in parallel, creates businesses and uploads into them, and sometimes
    // deletes one of its files, until the connection dies under it.
    let ops = 0;
    let inFlight = 0;
    let killed = false;
    const errorsAfterKill: string[] = [];
    const unexpected: string[] = [];
    const business = (o: number, n: number) => ({
      name: `Kill Test ${o}-${n}`,
      website: `https://k${o}n${n}.example`,
      industry: 'dental',
      agentName: 'Robin',
      agentTitle: 'Front Desk',
    });
    const worker = async (o: number) => {
      const owner = owners[o]!;
      for (let n = 0; !killed; n++) {
        inFlight++;
        try {
          const step = n % 4;
          if (step === 0 || owner.businessIds.length === 0) {
            const res = await owner.client.request('POST', '/api/business', { json: business(o, n) });
            if (res.status !== 201) unexpected.push(`create business: ${res.status} ${res.text}`);
            else {
              const id = res.json<{ id: number }>().id;
              owner.businessIds.push(id);
              acked.businesses.set(id, { owner: owner.userId, name: business(o, n).name });
            }
          } else if (step === 3 && n % 8 === 7) {
            const victim = [...acked.sources].find(([id, s]) => owner.businessIds.includes(s.businessId) && !acked.deleted.has(id));
            if (victim) {
              const res = await owner.client.request('DELETE', `/api/training-data/${victim[0]}`);
              if (res.status !== 200) unexpected.push(`delete: ${res.status} ${res.text}`);
              else acked.deleted.add(victim[0]);
            }
          } else {
            const file = (n + o) % 5 === 0 ? BIG : FILES[(n + o) % FILES.length]!;
            const businessId = owner.businessIds.at(-1)!;
            const body = multipartFile(file.name, file.data);
            const res = await owner.client.request('POST', `/api/training-data/${businessId}/file`, {
              raw: body.payload,
              contentType: body.contentType,
            });
            if (res.status !== 201) unexpected.push(`upload ${file.name}: ${res.status} ${res.text}`);
            else {
              const s = res.json<{ id: number; passageCount: number }>();
              acked.sources.set(s.id, { businessId, name: file.name, passageCount: s.passageCount });
            }
          }
          ops++;
        } catch (err) {
          // Only the kill may break a request.
          if (killed) errorsAfterKill.push(String((err as Error).cause ?? err));
          else unexpected.push(`request failed before the kill: ${String(err)}`);
          return;
        } finally {
          inFlight--;
        }
      }
    };
    const load = Promise.all(owners.map((_, o) => worker(o)));

    while (ops < ACKED_BEFORE_KILL && unexpected.length === 0) await new Promise((r) => setTimeout(r, 20));
    const inFlightAtKill = inFlight;
    killed = true;
    first.child.kill('SIGKILL');
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    await load;
    expect(unexpected).toEqual([]);
    console.info(
      `fault-kill (${db.url ? 'PostgreSQL' : 'PGlite'}): killed after ${ops} acknowledged operations with ${inFlightAtKill} in flight ` +
        `(${acked.businesses.size} businesses, ${acked.sources.size} uploads, ${acked.deleted.size} deletes acknowledged)`,
    );
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Restart on the same database (PGlite: the killed process's DATA_DIR).
    phases.push(`killed ${Date.now() - t0} ms`);
    const second = spawnServer(env, await freePort());
    cleanups.push(() => second.stop());
    await second.waitHealthy();
    phases.push(`second start ${Date.now() - t0} ms`);
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status, second.output()).toBe(200);

    // The restarted server serves what was acknowledged, to its owner.
    for (const owner of owners) {
      const client = new HttpClient(second.url, owner.client.ip);
      client.cookie = owner.client.cookie;
      const list = await client.request('GET', '/api/business');
      expect(list.status, list.text).toBe(200);
      const served = new Map(list.json<{ id: number; name: string }[]>().map((b) => [b.id, b.name]));
      for (const [id, b] of acked.businesses) if (b.owner === owner.userId) expect(served.get(id), `business ${id}`).toBe(b.name);
      for (const businessId of owner.businessIds) {
        const res = await client.request('GET', `/api/business/${businessId}/training-data`);
        expect(res.status, res.text).toBe(200);
        const sources = new Map(res.json<{ id: number; passageCount: number }[]>().map((s) => [s.id, s.passageCount]));
        for (const [id, s] of acked.sources) {
          if (s.businessId !== businessId) continue;
          if (acked.deleted.has(id)) expect(sources.has(id), `deleted source ${id}`).toBe(false);
          else expect(sources.get(id), `source ${id} (${s.name})`).toBe(s.passageCount);
        }
      }
    }
    await second.stop();
    expect((await second.exited).code, second.output()).toBe(0);
    phases.push(`checked and stopped ${Date.now() - t0} ms`);

    // Invariants, straight from the database.
    const { problems, counts } = await withQuery(db, async (query) => ({
      problems: await checkInvariants(query),
      counts: (
        await query(
          `SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM training_sources)::int AS sources, (SELECT count(*) FROM passages)::int AS passages`,
        )
      )[0],
    }));
    phases.push(`SQL ${Date.now() - t0} ms`);
    console.info(
      `fault-kill: after the restart ${JSON.stringify(counts)}; ${Object.keys(INVARIANTS).length} invariants checked; ${phases.join(', ')}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('the invariant checks', () => {
  it('find half-written rows when there are some (so a clean result above means something)', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const problems = await database.withConnection(async (query) => {
      await query(`INSERT INTO users (username, email, password_hash) VALUES ('inv', 'inv@example.test', 'x')`);
      const [user] = await query(`SELECT id FROM users WHERE username = 'inv'`);
      await query(
        `INSERT INTO businesses (owner_id, name, website, industry, agent_name, agent_title) VALUES (${Number(user!.id)}, 'Inv', 'https://inv.example', 'dental', 'A', 'B')`,
      );
      const [b] = await query(`SELECT id FROM businesses WHERE name = 'Inv'`);
      const businessId = Number(b!.id);
      // A source whose passages never made it, and one passage counted twice in term_stats.
      await query(
        `INSERT INTO training_sources (business_id, kind, name, format, size_bytes, preview) VALUES (${businessId}, 'file', 'lost.txt', 'txt', 10, 'lost')`,
      );
      await query(
        `INSERT INTO training_sources (business_id, kind, name, format, size_bytes, preview) VALUES (${businessId}, 'file', 'ok.txt', 'txt', 10, 'kept')`,
      );
      const [ok] = await query(`SELECT id FROM training_sources WHERE name = 'ok.txt'`);
      await query(
        `INSERT INTO passages (business_id, source_id, title, position, content) VALUES (${businessId}, ${Number(ok!.id)}, 'ok.txt', 0, 'molar crown')`,
      );
      await query(
        `INSERT INTO term_stats (business_id, lexeme, df) VALUES (${businessId}, '', 2), (${businessId}, 'molar', 1), (${businessId}, 'crown', 1)`,
      );
      return checkInvariants(query);
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'training source without passages',
      'term statistics that differ from a recount of the passages',
    ]);
  });
});

/** Runs `fn` on the test's own connection to the server's database (the server is stopped for PGlite). */
async function withQuery<T>(db: { url?: string; dataDir?: string }, fn: (query: RawQuery) => Promise<T>): Promise<T> {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return await fn(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
    } finally {
      await client.end();
    }
  }
  const database = await openPglite(db.dataDir);
  try {
    return await database.withConnection(fn);
  } finally {
    await database.close();
  }
}

/** Each query returns the offending rows; every one found is a problem. */
const INVARIANTS: Record<string, string> = {
  'business with an empty or missing field, or no owner': `
    SELECT b.id FROM businesses b LEFT JOIN users u ON u.id = b.owner_id
    WHERE u.id IS NULL OR b.name = '' OR b.website = '' OR b.industry = '' OR b.agent_name IS NULL OR b.agent_title IS NULL
      OR jsonb_typeof(b.chat_theme) <> 'object' OR jsonb_typeof(b.agent_skills) <> 'array' OR b.created_at IS NULL`,
  'user without a password hash': `SELECT id FROM users WHERE password_hash = '' OR username = '' OR email = ''`,
  'training source without passages': `
    SELECT s.id FROM training_sources s WHERE NOT EXISTS (SELECT 1 FROM passages p WHERE p.source_id = s.id)`,
  'training source with an empty preview or size': `SELECT id FROM training_sources WHERE preview = '' OR size_bytes <= 0`,
  'passage without its source, or of another business than its source': `
    SELECT p.id FROM passages p LEFT JOIN training_sources s ON s.id = p.source_id
    WHERE s.id IS NULL OR s.business_id <> p.business_id`,
  'source whose passage positions have gaps (a partly written source)': `
    SELECT source_id FROM passages GROUP BY source_id HAVING max(position) <> count(*) - 1 OR min(position) <> 0`,
  'term statistics that differ from a recount of the passages': `
    WITH expected AS (
      SELECT b.business_id, s.word AS lexeme, s.ndoc::int AS df
      FROM (SELECT DISTINCT business_id FROM passages) b,
        LATERAL ts_stat(format('SELECT tsv FROM passages WHERE business_id = %s', b.business_id)) s
      UNION ALL
      SELECT business_id, '', count(*)::int FROM passages GROUP BY business_id
    )
    (SELECT business_id, lexeme, df FROM expected EXCEPT SELECT business_id, lexeme, df FROM term_stats)
    UNION ALL
    (SELECT business_id, lexeme, df FROM term_stats EXCEPT SELECT business_id, lexeme, df FROM expected)
    LIMIT 20`,
  'usage row of a missing user or business': `
    SELECT r.id FROM usage_records r
    WHERE (r.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id))
       OR (r.business_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = r.business_id))`,
  'session of a missing user': `SELECT s.user_id FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE u.id IS NULL`,
};

async function checkInvariants(query: RawQuery): Promise<string[]> {
  const problems: string[] = [];
  for (const [what, sql] of Object.entries(INVARIANTS)) {
    const rows = await query(sql);
    if (rows.length) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return problems;
}

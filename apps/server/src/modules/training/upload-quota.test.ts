import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { businesses, passages, termStats, trainingSources } from '../../db/schema.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { writeTextPdf } from '../../../../../bench/pdf-writer.ts';
import { createBusiness, createTestApp, registerOwnerWithBusiness, TEST_APP_URL, type TestClient } from '../../../test/app.ts';
import { multipartFile, uploadFile } from '../../../test/uploads.ts';
import type * as QuotaModule from './quota.ts';
import { QUOTA_MESSAGES, quotaRefusal, type UploadQuota } from './quota.ts';
import { insertTextSource, storeFile } from './service.ts';

/**
 * Issue 17 row 2, decision 027: uploaded files a business, and an account over all its businesses,
 * may keep, by size and by number. Refusals say what is left and store nothing; two uploads for the
 * last place store one; deleting a file frees its place. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (where a long PDF is stored while it is read, in a transaction of
 * its own that checks the quota just before it commits).
 */

/**
 * The race tests hold every upload after it passed the early checks (before the body is read, and
 * before extraction) until all of them have: then only the check in the storing transaction stands
 * between them and the quota, as when two uploads arrive at the same moment.
 */
const gate = vi.hoisted(() => ({ size: 0, waiting: [] as (() => void)[] }));
vi.mock('./quota.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof QuotaModule>();
  return {
    ...actual,
    async checkUploadQuota(...args: Parameters<typeof actual.checkUploadQuota>) {
      await actual.checkUploadQuota(...args);
      if (!gate.size || args[2].sizeBytes === null) return;
      await new Promise<void>((resolve) => {
        gate.waiting.push(resolve);
        if (gate.waiting.length >= gate.size) for (const go of gate.waiting.splice(0)) go();
      });
    },
  };
});

const KB = 1024;
const MB = 1024 * KB;
const QUOTA_ENV = {
  UPLOAD_QUOTA_MB_PER_BUSINESS: '1',
  UPLOAD_FILES_PER_BUSINESS: '3',
  UPLOAD_QUOTA_MB_PER_ACCOUNT: '2',
  UPLOAD_FILES_PER_ACCOUNT: '5',
};

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp(QUOTA_ENV);
});
afterAll(async () => t?.close());

/** Readable text of exactly `size` bytes, different per tag (so each is a document of its own). */
function text(size: number, tag: string): Buffer {
  const line = `${tag} says the clinic is open from eight to six and answers the phone all day.\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
}

/** A PDF of ~96 pages: on PostgreSQL it is stored while it is read (64 pages or more). */
function longPdf(tag: string) {
  let n = 0;
  return writeTextPdf(() => {
    n += 1;
    return `${tag} paragraph ${n}. The front desk answers within ${n % 7} days; room ${n * 3} is on floor ${n % 5}.`;
  }, 400_000).data;
}

let owners = 0;
async function owner() {
  const client = t.client();
  const { businessId, userId } = await registerOwnerWithBusiness(client, `quota${++owners}`, { name: `Quota Dental ${owners}` });
  return { client, businessId, userId };
}

async function anotherBusiness(client: TestClient) {
  owners += 1;
  return (await createBusiness(client, { name: `Quota Dental ${owners}` })).id;
}

async function ok(client: TestClient, businessId: number, name: string, data: Buffer) {
  const res = await uploadFile(client, businessId, name, data);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
  expect(res.json().sizeBytes).toBe(data.length);
  return res.json() as { id: number };
}

/** Everything a business holds that an upload writes: sources, passages, term counts. */
async function snapshot(businessId: number) {
  const sources = await t.db
    .select({ id: trainingSources.id, name: trainingSources.name, sizeBytes: trainingSources.sizeBytes, kind: trainingSources.kind })
    .from(trainingSources)
    .where(eq(trainingSources.businessId, businessId))
    .orderBy(trainingSources.id);
  const [p] = await t.db.select({ n: count() }).from(passages).where(eq(passages.businessId, businessId));
  const terms = await t.db.select().from(termStats).where(eq(termStats.businessId, businessId)).orderBy(termStats.lexeme);
  return { sources, passages: Number(p?.n ?? 0), terms };
}

describe('the number of files', () => {
  it('refuses a business its 4th file with 409 and what to do, stores nothing; deleting one frees its place', async () => {
    const { client, businessId } = await owner();
    const first = await ok(client, businessId, 'one.txt', text(2 * KB, 'one'));
    await ok(client, businessId, 'two.txt', text(2 * KB, 'two'));
    await ok(client, businessId, 'three.txt', text(2 * KB, 'three'));
    const before = await snapshot(businessId);
    const res = await uploadFile(client, businessId, 'four.txt', text(2 * KB, 'four'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'This business already has 3 files, the most allowed. Delete a file to upload another.',
    });
    expect(await snapshot(businessId)).toEqual(before);

    expect((await client.delete(`/api/training-data/${first.id}`)).statusCode).toBe(200);
    await ok(client, businessId, 'four.txt', text(2 * KB, 'four'));
  });

  it('refuses the file before reading it: a full business answers a 6 MB upload with the 409, not the 413 of its size', async () => {
    const { client, businessId } = await owner();
    for (const n of [1, 2, 3]) await ok(client, businessId, `f${n}.txt`, text(KB, `f${n}`));
    const res = await uploadFile(client, businessId, 'huge.txt', Buffer.alloc(6 * MB, 'a'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This business already has 3 files, the most allowed. Delete a file to upload another.');

    // Over a real connection the client gets the answer, not a reset, while it is still sending,
    // and the connection stays usable (the server reads the rest of the body and drops it).
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = multipartFile('huge.txt', Buffer.alloc(6 * MB, 'a'));
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const ports: number[] = [];
      for (let i = 0; i < 2; i++) {
        const answer = await new Promise<{ status: number; message: string }>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: `/api/training-data/${businessId}/file`,
              agent,
              headers: { cookie, origin: TEST_APP_URL, 'content-type': body.contentType, 'content-length': String(body.payload.length) },
            },
            (r) => {
              ports.push(r.socket.localPort!);
              let raw = '';
              r.on('data', (d: Buffer) => (raw += d.toString()));
              r.on('end', () => resolve({ status: r.statusCode!, message: (JSON.parse(raw) as { message: string }).message }));
            },
          );
          req.on('error', reject);
          req.end(body.payload);
        });
        expect(answer).toEqual({
          status: 409,
          message: 'This business already has 3 files, the most allowed. Delete a file to upload another.',
        });
      }
      expect(new Set(ports).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('counts an account over all its businesses: 5 files between them, then 409 in any of them', async () => {
    const { client, businessId: a } = await owner();
    const b = await anotherBusiness(client);
    const c = await anotherBusiness(client);
    for (const n of [1, 2, 3]) await ok(client, a, `a${n}.txt`, text(KB, `a${n}`));
    await ok(client, b, 'b1.txt', text(KB, 'b1'));
    const last = await ok(client, b, 'b2.txt', text(KB, 'b2'));
    const before = await snapshot(c);
    const res = await uploadFile(client, c, 'c1.txt', text(KB, 'c1'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your businesses already have 5 files between them, the most allowed for one account. Delete a file to upload another.',
    );
    expect(await snapshot(c)).toEqual(before);
    // Another owner is not held back by this one.
    const other = await owner();
    await ok(other.client, other.businessId, 'x.txt', text(KB, 'x'));
    // A file deleted in one business makes room in another.
    expect((await client.delete(`/api/training-data/${last.id}`)).statusCode).toBe(200);
    await ok(client, c, 'c1.txt', text(KB, 'c1'));
  });

  it('counts only uploaded files: crawled websites and template knowledge take no place and no space', async () => {
    const { client, businessId } = await owner();
    await t.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4]) {
        await insertTextSource(tx, {
          businessId,
          kind: n % 2 ? 'website' : 'template',
          name: `site ${n}`,
          text: text(700 * KB, `w${n}`).toString(),
        });
      }
    });
    for (const n of [1, 2, 3]) await ok(client, businessId, `file${n}.txt`, text(300 * KB, `file${n}`));
  });
});

describe('the space files take', () => {
  it('refuses a file larger than what is left with 413 saying both sizes, stores nothing; deleting frees the space', async () => {
    const { client, businessId } = await owner();
    const big = await ok(client, businessId, 'big.txt', text(600 * KB, 'big'));
    const before = await snapshot(businessId);
    // 1 MB − 600 KB = 424 KB left (0.41 MB: shown rounded down); the file is 500 KB (0.49: rounded up).
    const res = await uploadFile(client, businessId, 'more.txt', text(500 * KB, 'more'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'This business has 0.4 MB of its 1 MB upload storage left; this file is 0.5 MB. Delete a file to make room for it.',
    });
    expect(await snapshot(businessId)).toEqual(before);
    expect((await client.delete(`/api/training-data/${big.id}`)).statusCode).toBe(200);
    await ok(client, businessId, 'more.txt', text(500 * KB, 'more'));
  });

  it('takes a file that fills the space exactly, then refuses the next before reading it', async () => {
    const { client, businessId } = await owner();
    await ok(client, businessId, 'part.txt', text(600 * KB, 'part'));
    await ok(client, businessId, 'rest.txt', text(MB - 600 * KB, 'rest'));
    const res = await uploadFile(client, businessId, 'tiny.txt', text(100, 'tiny'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This business has used all 1 MB of its upload storage. Delete a file to make room for another.');
  });

  it("counts an account's space over all its businesses", async () => {
    const { client, businessId: a } = await owner();
    const b = await anotherBusiness(client);
    const c = await anotherBusiness(client);
    const first = await ok(client, a, 'a.txt', text(900 * KB, 'a'));
    await ok(client, b, 'b.txt', text(900 * KB, 'b'));
    const before = await snapshot(c);
    // 2 MB − 1,800 KB = 248 KB left (0.24 MB); the file is 300 KB (0.29 MB).
    const res = await uploadFile(client, c, 'c.txt', text(300 * KB, 'c'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'Your account has 0.2 MB of its 2 MB upload storage left (over all your businesses); this file is 0.3 MB. Delete a file to make room for it.',
    );
    expect(await snapshot(c)).toEqual(before);
    expect((await client.delete(`/api/training-data/${first.id}`)).statusCode).toBe(200);
    await ok(client, c, 'c.txt', text(300 * KB, 'c'));
  });
});

describe('two uploads for the last place', () => {
  /** Sends all at once, each let on past the early checks only once all have passed them. */
  async function race(client: TestClient, files: [number, string, Buffer][]) {
    gate.size = files.length;
    try {
      const results = await Promise.all(files.map(([businessId, name, data]) => uploadFile(client, businessId, name, data)));
      return results.map((r) => ({ status: r.statusCode, message: r.json().message as string | undefined }));
    } finally {
      gate.size = 0;
    }
  }

  it('the last file of a business: of four sent at once, one is stored', async () => {
    const { client, businessId } = await owner();
    await ok(client, businessId, 'k1.txt', text(KB, 'k1'));
    await ok(client, businessId, 'k2.txt', text(KB, 'k2'));
    const results = await race(
      client,
      [1, 2, 3, 4].map((n) => [businessId, `race${n}.txt`, text(20 * KB, `race${n}`)]),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r).toEqual({ status: 409, message: 'This business already has 3 files, the most allowed. Delete a file to upload another.' });
    }
    const after = await snapshot(businessId);
    expect(after.sources.filter((s) => s.kind === 'file')).toHaveLength(3);
    const orphans = await t.db
      .select({ id: passages.id })
      .from(passages)
      .where(
        and(
          eq(passages.businessId, businessId),
          notInArray(
            passages.sourceId,
            after.sources.map((s) => s.id),
          ),
        ),
      );
    expect(orphans).toHaveLength(0);
  });

  it('the last space of a business: of two 600 KB files sent at once, one is stored', async () => {
    const { client, businessId } = await owner();
    const results = await race(client, [
      [businessId, 'left.txt', text(600 * KB, 'left')],
      [businessId, 'right.txt', text(600 * KB, 'right')],
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 413]);
    expect(results.find((r) => r.status === 413)?.message).toMatch(
      /^This business has 0\.4 MB of its 1 MB upload storage left; this file is 0\.6 MB\./,
    );
    expect((await snapshot(businessId)).sources.map((s) => s.sizeBytes)).toEqual([600 * KB]);
  });

  it('the last file of an account, sent to two of its businesses at once: one is stored', async () => {
    const { client, businessId: a } = await owner();
    const b = await anotherBusiness(client);
    const c = await anotherBusiness(client);
    for (const n of [1, 2, 3]) await ok(client, a, `a${n}.txt`, text(KB, `a${n}`));
    await ok(client, b, 'b1.txt', text(KB, 'b1'));
    const results = await race(client, [
      [b, 'to-b.txt', text(30 * KB, 'to-b')],
      [c, 'to-c.txt', text(30 * KB, 'to-c')],
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const files = await t.db
      .select({ id: trainingSources.id })
      .from(trainingSources)
      .innerJoin(businesses, eq(businesses.id, trainingSources.businessId))
      .where(and(inArray(trainingSources.businessId, [a, b, c]), eq(trainingSources.kind, 'file')));
    expect(files).toHaveLength(5);
  });

  it('the last file, as two long PDFs (on PostgreSQL one is stored while it is read): one is stored', async () => {
    const { client, businessId } = await owner();
    await ok(client, businessId, 'p1.txt', text(KB, 'p1'));
    await ok(client, businessId, 'p2.txt', text(KB, 'p2'));
    const results = await race(client, [
      [businessId, 'manual-a.pdf', longPdf('Alpha')],
      [businessId, 'manual-b.pdf', longPdf('Bravo')],
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const after = await snapshot(businessId);
    expect(after.sources.filter((s) => s.name.endsWith('.pdf'))).toHaveLength(1);
    const refused = results.findIndex((r) => r.status === 409) === 0 ? 'Alpha' : 'Bravo';
    const texts = await t.db.select({ content: passages.content }).from(passages).where(eq(passages.businessId, businessId));
    expect(texts.some((p) => p.content.includes(`${refused} paragraph`))).toBe(false);
  });
});

describe('a refusal in the storing transaction leaves nothing', () => {
  // storeFile without ingestFile's early check: the check under the locks is the one that refuses,
  // after the passages were written (on PostgreSQL, a long PDF's while it was read).
  for (const [what, fileName, data] of [
    ['a text file', 'late.txt', () => text(50 * KB, 'late')],
    ['a long PDF', 'late.pdf', () => longPdf('Late')],
  ] as const) {
    it(`${what}`, async () => {
      const { client, businessId, userId } = await owner();
      await ok(client, businessId, 'kept.txt', text(KB, 'kept'));
      const before = await snapshot(businessId);
      const limits: UploadQuota = { bytesPerBusiness: 100 * MB, filesPerBusiness: 1, bytesPerAccount: 100 * MB, filesPerAccount: 100 };
      await expect(storeFile(t.database, { businessId, fileName, data: data(), quota: { limits, ownerId: userId } })).rejects.toMatchObject(
        { code: 'conflict', message: QUOTA_MESSAGES.businessFiles(1, 1) },
      );
      expect(await snapshot(businessId)).toEqual(before);
    });
  }
});

describe('the messages', () => {
  const quota: UploadQuota = { bytesPerBusiness: 100 * MB, filesPerBusiness: 200, bytesPerAccount: 500 * MB, filesPerAccount: 1000 };
  const usage = { businessFiles: 0, businessBytes: 0, accountFiles: 0, accountBytes: 0 };

  it('say what is left and what the file is, in MB that never read the file as small as the space', () => {
    const refusal = quotaRefusal(quota, { ...usage, businessBytes: 100 * MB - 3.2 * MB, accountBytes: 1 }, 4.8 * MB);
    expect(refusal?.message).toBe(
      'This business has 3.2 MB of its 100 MB upload storage left; this file is 4.8 MB. Delete a file to make room for it.',
    );
    expect(refusal?.status).toBe(413);
    // To the nearest tenth, unless that reads the file no larger than the space: then down and up.
    expect(QUOTA_MESSAGES.businessBytes(0.998 * MB, MB, 1.5 * MB)).toMatch(
      /has 1\.0 MB of its 1 MB upload storage left; this file is 1\.5 MB\./,
    );
    expect(QUOTA_MESSAGES.businessBytes(0.46 * MB, MB, 0.47 * MB)).toMatch(
      /has 0\.4 MB of its 1 MB upload storage left; this file is 0\.5 MB\./,
    );
    for (let i = 0; i < 2000; i++) {
      const left = Math.floor(Math.random() * 5 * MB);
      const size = left + 1 + Math.floor(Math.random() * (i % 2 ? 10 : MB));
      const msg = QUOTA_MESSAGES.businessBytes(left, quota.bytesPerBusiness, size);
      const [, shownLeft, shownSize] = /has ([\d.]+) MB .* is ([\d.]+) MB/.exec(msg)!;
      expect(Number(shownSize), msg).toBeGreaterThan(Number(shownLeft));
    }
  });

  it('count files in words, with thousands separators, and how many to delete when a lowered limit is passed', () => {
    expect(QUOTA_MESSAGES.businessFiles(1, 1)).toBe('This business already has 1 file, the most allowed. Delete a file to upload another.');
    expect(QUOTA_MESSAGES.businessFiles(250, 200)).toBe(
      'This business already has 250 files; 200 is the most allowed. Delete 51 files to upload another.',
    );
    expect(quotaRefusal(quota, { ...usage, accountFiles: 1000 }, 10)?.message).toBe(
      'Your businesses already have 1,000 files between them, the most allowed for one account. Delete a file to upload another.',
    );
    expect(quotaRefusal(quota, { ...usage, accountFiles: 1000 }, 10)?.status).toBe(409);
    // A space overdrawn by a lowered quota reads as none left, not a negative figure.
    expect(quotaRefusal(quota, { ...usage, accountBytes: 600 * MB }, 10)?.message).toMatch(/^Your account has 0\.0 MB of its 500 MB/);
    expect(quotaRefusal(quota, { ...usage, accountBytes: 600 * MB }, null)?.message).toBe(
      'Your account has used all 500 MB of its upload storage (over all your businesses). Delete a file to make room for another.',
    );
    expect(quotaRefusal(quota, usage, 5 * MB)).toBeNull();
  });
});

describe('configuration', () => {
  it('defaults to 100 MB and 200 files a business, 500 MB and 1,000 files an account, and refuses nonsense', () => {
    expect(loadConfig({}).uploadQuota).toEqual({
      bytesPerBusiness: 100 * MB,
      filesPerBusiness: 200,
      bytesPerAccount: 500 * MB,
      filesPerAccount: 1000,
    });
    for (const [name, value] of [
      ['UPLOAD_QUOTA_MB_PER_BUSINESS', '0'],
      ['UPLOAD_FILES_PER_BUSINESS', '-1'],
      ['UPLOAD_QUOTA_MB_PER_ACCOUNT', '2.5'],
      ['UPLOAD_FILES_PER_ACCOUNT', 'lots'],
    ]) {
      expect(() => loadConfig({ [name!]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name!]: value })).toThrow(name);
    }
  });
});

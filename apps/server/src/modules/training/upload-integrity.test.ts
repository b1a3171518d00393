import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@staffwright/contract';
import { passages, trainingSources } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, TEST_APP_URL } from '../../../test/app.ts';
import { INCOMPLETE_UPLOAD_MESSAGE, storeFile } from './service.ts';

/**
 * Issue 17 row 1, decision 027: a file over the 5 MB limit is refused with 413 and nothing is
 * stored, however its bytes arrive. Through a listening server and node:http (not inject), so that
 * Content-Length and chunked bodies, the reads the server makes of them and keep-alive are real.
 *
 * The upstream failure this guards against: when a read of the request ends exactly at the limit,
 * the multipart parser drops the byte after it without a chunk and marks the file `truncated`, and
 * toBuffer() returns the first 5 MB as if they were the whole file (it was stored, 201). The writes
 * below are split at chosen offsets of the file's content, and each piece is written only once the
 * server has read everything before it, so each split is a boundary between two reads.
 */

const LIMIT = UPLOAD_MAX_BYTES;
const MB = 1024 * 1024;
const DOCS = fileURLToPath(new URL('../../../../../test/fixtures/documents/', import.meta.url));

let t: Awaited<ReturnType<typeof createTestApp>>;
let port = 0;
let cookie = '';
let businessId = 0;
/** The server's end of each connection, by the client's port. */
const serverSockets = new Map<number, Socket>();

beforeAll(async () => {
  t = await createTestApp();
  t.app.server.on('connection', (s: Socket) => serverSockets.set(s.remotePort!, s));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  const client = t.client();
  ({ businessId } = await registerOwnerWithBusiness(client, 'integrity'));
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(async () => t?.close());

/** Text: lines of words, no CR (so no piece can end in a partial multipart boundary). */
function text(size: number, tag: string): Buffer {
  const line = `${tag}: the quick brown fox jumps over the lazy dog at the dental office.\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
}

/** Binary: every byte value but CR, NULs and high bytes included. */
function binary(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 7 + (i >> 11)) & 0xff;
  for (let i = 0; i < size; i++) if (data[i] === 0x0d) data[i] = 0x0e;
  return data;
}

/** The DOCX fixture with a stored (uncompressed) padding entry, exactly `size` bytes long. */
function paddedDocx(size: number): Buffer {
  const entries = unzipSync(readFileSync(`${DOCS}new-patient-guide.docx`));
  const build = (pad: number) =>
    Buffer.from(zipSync({ ...entries, 'customXml/padding.bin': [binary(pad), { level: 0 }], 'customXml/x.txt': strToU8('x') }));
  const first = build(0);
  const docx = build(size - first.length);
  expect(docx.length).toBe(size);
  return docx;
}

interface Sent {
  status: number;
  body: { message?: string; sizeBytes?: number; id?: number; code?: string };
  /** The client's port: one value across requests means one connection. */
  localPort: number;
}

interface Plan {
  fileName: string;
  content: Buffer;
  contentType?: string;
  /** Content-Length (one declared length) or chunked (each write one chunk). */
  framing: 'length' | 'chunked';
  /** Offsets in the file's content where one write ends and the server reads before the next. */
  splits?: number[];
  /** Writes of this many bytes (chunked: one chunk each); default one write per piece. */
  chunkBytes?: number;
  agent?: http.Agent;
}

/** Waits until the server has read from the connection every byte the client has written to it. */
async function serverCaughtUp(client: Socket): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const server = serverSockets.get(client.localPort!);
    if (server && server.bytesRead >= client.bytesWritten) return;
    if (Date.now() > deadline) throw new Error(`the server read ${server?.bytesRead} of ${client.bytesWritten} bytes`);
    await sleep(2);
  }
}

/** POSTs one file as multipart/form-data through a real connection, written as `plan` says. */
async function send(plan: Plan): Promise<Sent> {
  const boundary = `----swintegrity${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${plan.fileName}"\r\n` +
      `Content-Type: ${plan.contentType ?? 'text/plain'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, plan.content, tail]);
  // Pieces between the splits (offsets in the body), each cut into chunkBytes writes.
  const cuts = [0, ...(plan.splits ?? []).map((s) => head.length + s), body.length];
  const pieces = cuts.slice(1).map((end, i) => body.subarray(cuts[i], end));
  return new Promise<Sent>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/training-data/${businessId}/file`,
        agent: plan.agent ?? false,
        headers: {
          cookie,
          origin: TEST_APP_URL,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(plan.framing === 'length' ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        // Read now: a keep-alive agent takes the socket back when the response ends.
        const localPort = res.socket.localPort!;
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()), localPort }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    void (async () => {
      const socket = await new Promise<Socket>((r) => (req.socket ? r(req.socket) : req.once('socket', r)));
      for (const [i, piece] of pieces.entries()) {
        const step = plan.chunkBytes ?? piece.length;
        let flushed: Promise<unknown> = Promise.resolve();
        for (let at = 0; at < piece.length; at += step) {
          const chunk = piece.subarray(at, at + step);
          flushed = new Promise((r) => req.write(chunk, r));
          if (req.writableNeedDrain) await new Promise((r) => req.once('drain', r));
        }
        if (i < pieces.length - 1) {
          await flushed;
          await serverCaughtUp(socket);
        }
      }
      req.end();
    })().catch(reject);
  });
}

async function storedFor(fileName: string) {
  return t.db.select().from(trainingSources).where(eq(trainingSources.name, fileName));
}

const refused = (res: Sent, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(413);
  expect(res.body).toEqual({ code: 'payload_too_large', message: UPLOAD_MESSAGES.tooLargeUnknownSize });
};

/** Every name sent, and whether the server should have kept it (with its bytes). */
const expected = new Map<string, Buffer | null>();
let seq = 0;
const named = (what: string, ext = 'txt') => `${what}-${++seq}.${ext}`;

describe('an oversize upload is refused with 413 whatever form it arrives in', () => {
  it('one write with Content-Length: text and binary, 5 MB + 1 byte and 6 MB', async () => {
    for (const [kind, content, type] of [
      ['text', text(LIMIT + 1, 'a'), 'text/plain'],
      ['text', text(6 * MB, 'b'), 'text/plain'],
      ['binary', binary(LIMIT + 1), 'application/octet-stream'],
      ['binary', binary(6 * MB), 'application/octet-stream'],
      ['docx', paddedDocx(LIMIT + 1), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const fileName = named(`whole-${kind}`, kind === 'docx' ? 'docx' : 'txt');
      expected.set(fileName, null);
      refused(await send({ fileName, content, contentType: type, framing: 'length' }), fileName);
    }
  });

  it('chunked in 1 KB chunks: text and binary, 5 MB + 1 byte and 6 MB', async () => {
    for (const [kind, content] of [
      ['text', text(LIMIT + 1, 'c')],
      ['binary', binary(LIMIT + 1)],
      ['text', text(6 * MB, 'd')],
      ['binary', binary(6 * MB)],
    ] as const) {
      const fileName = named(`kb-chunks-${kind}`);
      expected.set(fileName, null);
      refused(await send({ fileName, content, framing: 'chunked', chunkBytes: 1024 }), fileName);
    }
  });

  it('chunked in chunks of 8 MB, 1 MB and 64 KB + 1 byte', async () => {
    for (const chunkBytes of [8 * MB, MB, 64 * 1024 + 1]) {
      const fileName = named(`chunks-${chunkBytes}`);
      expected.set(fileName, null);
      refused(await send({ fileName, content: text(LIMIT + 1, 'e'), framing: 'chunked', chunkBytes }), fileName);
    }
  });

  it('with a read ending at limit − 1, limit and limit + 1 bytes of the file, in both framings', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      for (const split of [LIMIT - 1, LIMIT, LIMIT + 1]) {
        for (const [kind, content] of [
          ['text', text(LIMIT + 2, 'f')],
          ['binary', binary(LIMIT + 2)],
          ['text', text(LIMIT + 1 + (split > LIMIT ? 1 : 0), 'g')],
        ] as const) {
          const fileName = named(`split-${framing}-${split - LIMIT}-${kind}-${content.length - LIMIT}`);
          expected.set(fileName, null);
          refused(await send({ fileName, content, framing, splits: [split] }), fileName);
        }
      }
    }
  });

  it('5 MB + 1 byte whose last byte arrives alone, after the server read exactly 5 MB (the case that was stored)', async () => {
    for (const framing of ['length', 'chunked'] as const) {
      for (const [kind, content] of [
        ['text', text(LIMIT + 1, 'h')],
        ['binary', binary(LIMIT + 1)],
      ] as const) {
        const fileName = named(`last-byte-${framing}-${kind}`);
        expected.set(fileName, null);
        refused(await send({ fileName, content, framing, splits: [LIMIT] }), fileName);
      }
    }
  });

  it('again and again on one keep-alive connection, refusals and acceptances in turn', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const ports = new Set<number>();
      for (let round = 0; round < 3; round++) {
        for (const framing of ['length', 'chunked'] as const) {
          const over = named(`keepalive-${round}-${framing}-over`);
          expected.set(over, null);
          const a = await send({ fileName: over, content: text(LIMIT + 1, 'i'), framing, splits: [LIMIT], agent });
          refused(a, over);
          const overBinary = named(`keepalive-${round}-${framing}-binary-over`);
          expected.set(overBinary, null);
          const b = await send({ fileName: overBinary, content: binary(LIMIT + 1 + round), framing, chunkBytes: 1024, agent });
          refused(b, overBinary);
          const small = named(`keepalive-${round}-${framing}-ok`);
          const content = text(10_000 + round, 'j');
          expected.set(small, content);
          const c = await send({ fileName: small, content, framing, splits: [5_000], agent });
          expect(c.status, JSON.stringify(c.body)).toBe(201);
          expect(c.body.sizeBytes).toBe(content.length);
          for (const r of [a, b, c]) ports.add(r.localPort);
        }
      }
      // The upstream reports were of later uploads on a connection: these were all on one.
      expect(ports.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('a file within the limit is stored with every byte that was sent', () => {
  it('exactly 5 MB, text and binary, with reads ending at limit − 1 and at the limit, in both framings', async () => {
    const docx = paddedDocx(LIMIT);
    const cases = [
      ['length', [LIMIT - 1], text(LIMIT, 'k'), 'txt'],
      ['chunked', [LIMIT], text(LIMIT, 'l'), 'txt'],
      ['chunked', [LIMIT - 1, LIMIT], docx, 'docx'],
    ] as const;
    for (const [framing, splits, content, ext] of cases) {
      const fileName = named(`exact-${framing}`, ext);
      expected.set(fileName, content);
      const res = await send({ fileName, content, framing, splits: [...splits] });
      expect(res.status, `${fileName}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.sizeBytes).toBe(LIMIT);
    }
  });

  it('5 MB − 1 byte in 1 KB chunks, and the binary fixtures (PDF, DOCX, ODT, DOC) in 1 KB chunks', async () => {
    const fileName = named('under-kb', 'txt');
    const content = text(LIMIT - 1, 'm');
    expected.set(fileName, content);
    const res = await send({ fileName, content, framing: 'chunked', chunkBytes: 1024 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.sizeBytes).toBe(LIMIT - 1);
    for (const f of ['insurance-policy.pdf', 'new-patient-guide.docx', 'office-hours.odt', 'staff-handbook.doc']) {
      const data = readFileSync(`${DOCS}${f}`);
      const name = named(f.replace(/\.\w+$/, ''), f.split('.').pop());
      expected.set(name, data);
      const r = await send({
        fileName: name,
        content: data,
        contentType: 'application/octet-stream',
        framing: 'chunked',
        chunkBytes: 1024,
      });
      expect(r.status, `${f}: ${JSON.stringify(r.body)}`).toBe(201);
      expect(r.body.sizeBytes).toBe(data.length);
    }
  });

  it('the database holds nothing of the refused uploads, and each accepted one with the size that was sent', async () => {
    expect(expected.size).toBeGreaterThan(40);
    for (const [fileName, content] of expected) {
      const rows = await storedFor(fileName);
      if (content === null) {
        expect(rows, fileName).toHaveLength(0);
        continue;
      }
      expect(rows, fileName).toHaveLength(1);
      expect(rows[0]!.sizeBytes, fileName).toBe(content.length);
      const stored = await t.db.select({ id: passages.id }).from(passages).where(eq(passages.sourceId, rows[0]!.id));
      expect(stored.length, fileName).toBeGreaterThan(0);
    }
    // Nothing else at all: no source, and no passage without one of the accepted sources.
    const all = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    const kept = [...expected.values()].filter((c) => c !== null).length;
    expect(all).toHaveLength(kept);
    const ids = new Set(all.map((s) => s.id));
    const orphans = (await t.db.select({ sourceId: passages.sourceId }).from(passages).where(eq(passages.businessId, businessId))).filter(
      (p) => !ids.has(p.sourceId),
    );
    expect(orphans).toHaveLength(0);
  });
});

describe('storeFile refuses bytes that are not the bytes received', () => {
  it('a buffer shorter than what the parser counted is refused before anything is written', async () => {
    const data = Buffer.from('Opening hours: Monday to Friday, 8 am to 6 pm.\n');
    const before = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    await expect(storeFile(t.database, { businessId, fileName: 'short.txt', data, receivedBytes: data.length + 1 })).rejects.toMatchObject({
      code: 'bad_request',
      message: INCOMPLETE_UPLOAD_MESSAGE,
    });
    const after = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    expect(after).toHaveLength(before.length);
  });
});

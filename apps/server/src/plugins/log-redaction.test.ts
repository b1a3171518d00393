import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';
import { createLogRedactor } from './log-redaction.ts';

const redact = createLogRedactor((err) => ({ ...err, type: err.name, message: err.message }));

describe('log redaction', () => {
  it('returns the very same object when a line holds no secret (no copy on the hot path)', () => {
    const line = { req: { method: 'GET', url: '/api/user' }, res: { statusCode: 200 }, responseTime: 1.5, tags: ['a', { b: 1 }] };
    expect(redact(line)).toBe(line);
  });

  it('censors secret-named keys at any depth, in arrays and null-prototype header objects, without touching the original', () => {
    const headers = Object.assign(Object.create(null) as Record<string, string>, { cookie: 'sw_session=abc', accept: '*/*' });
    const line = {
      password: 'p1',
      req: { headers, body: { currentPassword: 'p2', NewPassword: 'p3', nested: [{ token: 't1' }, { apiKey: 'k1' }] } },
      res: { headers: { 'set-cookie': ['sw_session=def'] } },
      deep: { a: { b: { c: { authorization: 'Bearer x' } } } },
    };
    const out = redact(line);
    const text = JSON.stringify(out);
    for (const secret of ['p1', 'p2', 'p3', 't1', 'k1', 'abc', 'def', 'Bearer x']) expect(text).not.toContain(secret);
    expect(text).toContain('*/*');
    expect(JSON.stringify(line)).toContain('Bearer x');
    expect(line.req.headers.cookie).toBe('sw_session=abc');
  });

  it("an error logged under another key than err loses its query's parameters", () => {
    const err = Object.assign(new Error('Failed query: insert into users'), {
      query: 'insert into users',
      params: ['a@b.c', '$argon2id$'],
    });
    const out = redact({ error: err, when: 'saving' }) as { error: Record<string, unknown> };
    expect(out.error.query).toBe('insert into users');
    expect(out.error.params).toBe('[Redacted]');
    expect(JSON.stringify(out)).not.toContain('a@b.c');
  });

  it('leaves class instances (a Fastify request, a Date) to their serializers', () => {
    class Request {
      token = 'left-to-the-req-serializer';
    }
    const req = new Request();
    const when = new Date(0);
    const line = { req, when };
    expect(redact(line)).toBe(line);
  });
});

describe('log redaction through the app logger', () => {
  it('censors credentials an error carries under err, keeping the error’s type and message', async () => {
    let raw = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        raw += chunk.toString();
        done();
      },
    });
    // As Fastify builds it: the options, and their stream as the destination.
    const opts = loggerOptions('info', { stream }) as pino.LoggerOptions & { stream: NodeJS.WritableStream };
    const log = pino(opts, opts.stream);
    class TokenError extends Error {
      token = 'err-token-secret';
      params = ['a@b.c'];
    }
    log.error({ err: new TokenError('refused') }, 'failed');
    log.flush();
    await new Promise((r) => setImmediate(r));
    const lines = raw
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      msg: 'failed',
      err: { type: 'TokenError', message: 'refused', token: '[Redacted]', params: '[Redacted]' },
    });
    expect(raw).not.toContain('err-token-secret');
    expect(raw).not.toContain('a@b.c');
  });
});

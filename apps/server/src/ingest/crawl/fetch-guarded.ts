import { fetch, type Dispatcher } from 'undici';
import { assertFetchableUrl, UnsafeUrlError, type AddressPolicy } from './ssrf.ts';

export interface GuardedFetchOptions {
  policy: AddressPolicy;
  /** Normally the pinned agent from createGuardedAgent. */
  dispatcher: Dispatcher;
  userAgent: string;
  accept: string;
  maxBytes: number;
  timeoutMs: number;
  /** Aborts the whole operation (crawl deadline or caller's signal). */
  signal?: AbortSignal;
  maxRedirects?: number;
  /** Decides whether a redirect may be followed (e.g. only within the site). */
  allowRedirect?: (target: URL) => boolean;
  /** Refuses a response by its Content-Type before the body is read. */
  acceptContentType?: (contentType: string) => boolean;
}

export type GuardedFetchResult =
  | { ok: true; url: string; status: number; contentType: string; body: Uint8Array }
  | { ok: false; url: string; failure: FetchFailure; status?: number };

export type FetchFailure =
  | 'unsafe address'
  | 'redirect elsewhere'
  | 'too many redirects'
  | 'http status'
  | 'wrong content type'
  | 'too large'
  | 'timeout'
  | 'address not found'
  | 'connection refused'
  | 'network error';

/**
 * GET with every hop checked: redirects are followed by hand (at most 5), each target goes
 * through the address guard again, and bodies are read with a byte ceiling (counted after
 * decompression, so a gzip bomb stops at the same ceiling).
 */
export async function fetchGuarded(input: string, options: GuardedFetchOptions): Promise<GuardedFetchResult> {
  const maxRedirects = options.maxRedirects ?? 5;
  let current = input;
  for (let hop = 0; ; hop++) {
    try {
      await assertFetchableUrl(current, options.policy);
    } catch (error) {
      if (error instanceof UnsafeUrlError) return { ok: false, url: current, failure: 'unsafe address' };
      return { ok: false, url: current, failure: networkFailure(error) };
    }

    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response;
    try {
      response = await fetch(current, {
        redirect: 'manual',
        dispatcher: options.dispatcher,
        headers: { 'user-agent': options.userAgent, accept: options.accept },
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted) return { ok: false, url: current, failure: 'timeout' };
      return { ok: false, url: current, failure: networkFailure(error) };
    }

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel().catch(() => {});
      let target: URL;
      try {
        target = new URL(location, current);
      } catch {
        return { ok: false, url: current, failure: 'network error' };
      }
      if (hop >= maxRedirects) return { ok: false, url: target.href, failure: 'too many redirects' };
      if (options.allowRedirect && !options.allowRedirect(target)) {
        return { ok: false, url: target.href, failure: 'redirect elsewhere' };
      }
      current = target.href;
      continue;
    }

    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, url: current, failure: 'http status', status: response.status };
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (options.acceptContentType && !options.acceptContentType(contentType)) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, url: current, failure: 'wrong content type' };
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, url: current, failure: 'too large' };
    }

    try {
      const body = await readLimited(response.body, options.maxBytes);
      if (body === null) return { ok: false, url: current, failure: 'too large' };
      return { ok: true, url: current, status: response.status, contentType, body };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted) return { ok: false, url: current, failure: 'timeout' };
      return { ok: false, url: current, failure: networkFailure(error) };
    }
  }
}

async function readLimited(stream: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream, so an oversized body is not downloaded further.
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) return null;
    parts.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return body;
}

function networkFailure(error: unknown): FetchFailure {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth++) {
    if (cause instanceof UnsafeUrlError) return 'unsafe address';
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'address not found';
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return 'timeout';
    cause = cause.cause;
  }
  return 'network error';
}

/** The words shown to the owner for a failed fetch. */
export function describeFailure(result: Extract<GuardedFetchResult, { ok: false }>): string {
  switch (result.failure) {
    case 'http status':
      return `fetch failed: ${result.status ?? 'error'}`;
    case 'unsafe address':
    case 'too large':
      return result.failure;
    case 'redirect elsewhere':
      return 'external site';
    case 'wrong content type':
      return 'not HTML';
    default:
      return `fetch failed: ${result.failure}`;
  }
}

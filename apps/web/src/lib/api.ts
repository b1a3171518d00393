import type { QueryFunction } from '@tanstack/react-query';

/** An HTTP failure; `message` is what SPEC §8 says the user sees. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text of a failed response's body: our API's `message`, or the raw text of anything else. */
async function bodyText(res: Response): Promise<{ text: string; fields?: Record<string, string> }> {
  const raw = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(raw) as { message?: unknown; fields?: Record<string, string> };
    if (typeof parsed.message === 'string') return { text: parsed.message, fields: parsed.fields };
  } catch {
    /* not JSON */
  }
  return { text: raw };
}

/** SPEC §8 general rule: a failed response raises an error whose message is the body text. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const { text, fields } = await bodyText(res);
  throw new ApiError(text || res.statusText || `Request failed (${res.status})`, res.status, fields);
}

/** Every call sends the session cookie and JSON when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return (await apiRequest(method, url, data)).json() as Promise<T>;
}

/**
 * The default query function (SPEC §7): the key's first element is the path. Failures read
 * '{status}: {statusText}' from 500 on, '{status}: {body}' below (SPEC §8).
 */
export function getQueryFn<T>(opts: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (opts.on401 === 'returnNull' && res.status === 401) return null as T;
    if (!res.ok) {
      if (res.status >= 500) throw new ApiError(`${res.status}: ${res.statusText}`, res.status);
      const { text } = await bodyText(res);
      throw new ApiError(`${res.status}: ${text}`, res.status);
    }
    return (await res.json()) as T;
  };
}

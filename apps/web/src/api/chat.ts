import type { ChatMessage, ChatReply } from '@staffwright/contract';
import { apiJson, ApiError } from '@/lib/api';

const key = (businessId: number) => `sw-visitor-${businessId}`;

function stored(businessId: number): string | null {
  try {
    return localStorage.getItem(key(businessId));
  } catch {
    return null;
  }
}

/** The visitor's id for this business: kept in local storage so the history survives reloads. */
export async function ensureVisitor(businessId: number): Promise<{ visitorId: string; history: ChatMessage[] }> {
  const existing = stored(businessId);
  if (existing) {
    try {
      return { visitorId: existing, history: await apiJson<ChatMessage[]>('GET', `/api/chat/${businessId}/${existing}`) };
    } catch (err) {
      // An id the server no longer knows (or from another business): start over.
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  const { visitorId } = await apiJson<{ visitorId: string }>('POST', `/api/chat/${businessId}/visitor`);
  try {
    localStorage.setItem(key(businessId), visitorId);
  } catch {
    /* no storage: the chat still works for this page */
  }
  return { visitorId, history: [] };
}

/** Streams an answer: `onToken` gets text as it is written; resolves with the final reply. */
export async function streamAnswer(
  businessId: number,
  visitorId: string,
  message: string,
  onToken: (text: string) => void,
): Promise<ChatReply> {
  const res = await fetch(`/api/chat/${businessId}/stream`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, visitorId }),
    credentials: 'include',
  });
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    let msg = text;
    try {
      msg = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      /* plain text */
    }
    throw new ApiError(msg || res.statusText, res.status);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as { text?: string; message?: string } & ChatReply;
      if (event === 'token' && data.text) onToken(data.text);
      else if (event === 'done') return data;
      else if (event === 'error') throw new ApiError(data.message ?? 'Failed to send message', 502);
    }
  }
  throw new ApiError('The answer was cut off', 502);
}

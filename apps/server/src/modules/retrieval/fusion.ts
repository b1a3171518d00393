/**
 * Fusing the full-text and the vector search's ranked lists into one (hybrid retrieval, decision 010).
 */

/** Reciprocal rank fusion constant (Cormack et al., 2009). */
export const RRF_K = 60;

/** Reciprocal rank fusion: score(d) = Σ over lists of 1 / (k + rank of d in that list), rank from 1. */
export function reciprocalRankFusion<T extends { id: number }>(lists: T[][], k = RRF_K): { item: T; score: number }[] {
  const fused = new Map<number, { item: T; score: number; best: number }>();
  for (const list of lists) {
    list.forEach((item, i) => {
      const entry = fused.get(item.id);
      const part = 1 / (k + i + 1);
      if (entry) {
        entry.score += part;
        entry.best = Math.min(entry.best, i);
      } else fused.set(item.id, { item, score: part, best: i });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.best - b.best || a.item.id - b.item.id)
    .map(({ item, score }) => ({ item, score }));
}

/**
 * Model answers cite passages as "[1]" or "[1, 3]" so we know which passages an answer rests on.
 * Visitors should not see those markers, and they arrive split across stream deltas ("… free [",
 * "1", "]."), so this filter holds back a possible marker until it is complete, records the
 * numbers and lets everything else through in order.
 */
export class CitationFilter {
  private pending = '';
  private readonly cited = new Set<number>();

  /** Feeds a delta; returns the text that can be shown now. */
  push(delta: string): string {
    this.pending += delta;
    // Complete markers, with the space before them: "free [1]." → "free."
    this.pending = this.pending.replace(/\s*\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]/g, (_, nums: string) => {
      for (const n of nums.split(/[,;]/)) this.cited.add(Number(n.trim()));
      return '';
    });
    // Hold back trailing whitespace and a possibly unfinished marker: " [", " [1", " [1,".
    const hold = /(?:\s*\[[\d,;\s]{0,12}|\s+)$/.exec(this.pending);
    const cut = hold ? hold.index : this.pending.length;
    const out = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return out;
  }

  /** The held-back rest at the end of the stream (an unfinished "[" is plain text after all). */
  flush(): string {
    const out = this.pending.replace(/\s+$/, '');
    this.pending = '';
    return out;
  }

  /** Cited passage numbers (1-based), in ascending order. */
  citations(): number[] {
    return [...this.cited].sort((a, b) => a - b);
  }
}

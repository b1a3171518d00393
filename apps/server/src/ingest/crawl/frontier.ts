import type { LinkRegion } from './extract-html.ts';

/**
 * The crawl's to-do list, most important page first. With a page limit smaller than the site,
 * which pages come first decides what the agent knows, so the order is the site's own idea of
 * importance, never the alphabet:
 *
 * 1. link depth from the start page (breadth first; pages only the sitemap lists count as depth 2,
 *    after everything the start page links to);
 * 2. where the link sat: navigation before the page body before footers and sidebars;
 * 3. the sitemap's <priority>, then its <lastmod> (newer first);
 * 4. fewer path segments first ("/pricing" before "/docs/v2/release-notes/2019-03");
 * 5. the order the links were found in.
 *
 * A page found again by a better route (a sitemap page the menu also links to) moves up. A binary
 * heap keeps taking the next page O(log n) for sites of thousands of pages.
 */
export interface FrontierEntry {
  url: string;
  depth: number;
  region: LinkRegion;
  /** Sitemap <priority> (0.5 when not listed or not given). */
  priority: number;
  /** Sitemap <lastmod> in ms (0 when unknown). */
  lastmod: number;
}

interface Keyed extends FrontierEntry {
  segments: number;
  seq: number;
}

const REGION_RANK: Record<LinkRegion, number> = { nav: 0, main: 1, footer: 2 };

function before(a: Keyed, b: Keyed): boolean {
  return (
    (a.depth - b.depth ||
      REGION_RANK[a.region] - REGION_RANK[b.region] ||
      b.priority - a.priority ||
      b.lastmod - a.lastmod ||
      a.segments - b.segments ||
      a.seq - b.seq) < 0
  );
}

function segmentsOf(url: string): number {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).length;
  } catch {
    return 0;
  }
}

export class Frontier {
  private readonly heap: Keyed[] = [];
  /** The best entry waiting for each URL; URLs taken are removed. */
  private readonly waiting = new Map<string, Keyed>();
  /** Sitemap facts for URLs, so a page found by a link keeps its sitemap priority. */
  private readonly listed = new Map<string, { priority: number; lastmod: number }>();
  private seq = 0;

  get size(): number {
    return this.waiting.size;
  }

  /** Records what the sitemap says of a URL (call before pages are added). */
  note(url: string, priority: number, lastmod: number): void {
    this.listed.set(url, { priority, lastmod });
  }

  /** Adds a URL, or moves it up when this route to it is better than the one it waits under. */
  add(url: string, depth: number, region: LinkRegion): void {
    const listed = this.listed.get(url);
    const entry: Keyed = {
      url,
      depth,
      region,
      priority: listed?.priority ?? 0.5,
      lastmod: listed?.lastmod ?? 0,
      segments: segmentsOf(url),
      seq: this.seq++,
    };
    const current = this.waiting.get(url);
    if (current && !before(entry, current)) return;
    // The old entry stays in the heap and is passed over when it surfaces (take() checks identity).
    this.waiting.set(url, entry);
    this.push(entry);
  }

  has(url: string): boolean {
    return this.waiting.has(url);
  }

  /** The most important waiting page without taking it. */
  peek(): FrontierEntry | undefined {
    this.dropStale();
    return this.heap[0];
  }

  take(): FrontierEntry | undefined {
    this.dropStale();
    const top = this.pop();
    if (top) this.waiting.delete(top.url);
    return top;
  }

  /** Every waiting page, most important first; empties the frontier. */
  drain(): FrontierEntry[] {
    const out: FrontierEntry[] = [];
    for (let next = this.take(); next; next = this.take()) out.push(next);
    return out;
  }

  private dropStale(): void {
    while (this.heap.length > 0 && this.waiting.get(this.heap[0]!.url) !== this.heap[0]) this.pop();
  }

  private push(entry: Keyed): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private pop(): Keyed | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < heap.length && before(heap[l]!, heap[best]!)) best = l;
        if (r < heap.length && before(heap[r]!, heap[best]!)) best = r;
        if (best === i) break;
        [heap[i], heap[best]] = [heap[best]!, heap[i]!];
        i = best;
      }
    }
    return top;
  }
}

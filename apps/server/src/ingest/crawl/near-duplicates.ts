/**
 * Near-duplicate pages: the same article under a print URL with a different header line, a product
 * page per colour, a calendar page per month with one date changed. SimHash (Charikar; as Manku,
 * Jain and Das Sarma use it for web crawling) over five-word shingles: pages whose 64-bit
 * fingerprints differ in at most NEAR_BITS bits are the same page to a reader. Short pages are left
 * to the exact hash: a few changed words move too large a share of their shingles.
 */
const SHINGLE = 5;
const NEAR_BITS = 3;
/** Words a page needs before it is compared by fingerprint at all. */
const MIN_WORDS = 60;

/** 32-bit FNV-1a with a seed, twice, for 64 bits of a shingle. */
function fnv(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface Fingerprint {
  hi: number;
  lo: number;
}

/** The page's fingerprint, or null when it is too short to be compared this way. */
export function fingerprint(text: string): Fingerprint | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < MIN_WORDS) return null;
  const votes = new Int32Array(64);
  for (let i = 0; i + SHINGLE <= words.length; i++) {
    const shingle = words.slice(i, i + SHINGLE).join(' ');
    const hi = fnv(shingle, 0x9e3779b9);
    const lo = fnv(shingle, 0x7f4a7c15);
    for (let b = 0; b < 32; b++) {
      votes[b]! += (hi >>> b) & 1 ? 1 : -1;
      votes[32 + b]! += (lo >>> b) & 1 ? 1 : -1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (votes[b]! > 0) hi |= 1 << b;
    if (votes[32 + b]! > 0) lo |= 1 << b;
  }
  return { hi: hi >>> 0, lo: lo >>> 0 };
}

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function nearlySame(a: Fingerprint, b: Fingerprint): boolean {
  return popcount(a.hi ^ b.hi) + popcount(a.lo ^ b.lo) <= NEAR_BITS;
}

/** Fingerprints of the pages kept so far; finds the one a new page nearly repeats. */
export class NearDuplicateIndex<T> {
  private readonly kept: { print: Fingerprint; value: T }[] = [];

  /** The value of a kept page the text nearly repeats, else null (and the text is kept). */
  check(text: string, value: T): T | null {
    const print = fingerprint(text);
    if (!print) return null;
    // A linear scan: a thousand 64-bit comparisons per page cost microseconds.
    for (const k of this.kept) if (nearlySame(k.print, print)) return k.value;
    this.kept.push({ print, value });
    return null;
  }
}

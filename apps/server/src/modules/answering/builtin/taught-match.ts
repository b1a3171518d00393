import { parseQuestion, type ParsedQuestion } from './question.ts';

/**
 * Taught answers (issue 19 part 4, decision 029): the owner wrote the right answer to a question
 * the agent missed. A visitor's question is matched to a taught one through the engine's own
 * term keys — stems and the synonym concepts — so "what do you charge for a will" finds the
 * answer taught for "how much is a will?", and the wording need not be the same.
 *
 * Both ways, so a short taught question does not swallow longer ones about something else: the
 * visitor's question must hold most of the taught question's weight (TAUGHT_SHARE), and the
 * taught question most of the visitor's (ASKED_SHARE). A topic word counts 1, a weak one (a
 * situation word like "today") ½; the words a question's form adds ("how much" → price) count
 * as its topic too, and two different forms (a price against a time) never match.
 */
const TAUGHT_SHARE = 0.75;
const ASKED_SHARE = 0.6;

export interface TaughtQuestion {
  id: number;
  question: string;
}

/** Taught questions are parsed once, not at every visitor message (bounded; the oldest go first). */
const PARSED_MAX = 5_000;
const parsed = new Map<string, ParsedQuestion>();
function parseTaught(question: string): ParsedQuestion {
  let p = parsed.get(question);
  if (!p) {
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
    parsed.set(question, (p = parseQuestion(question)));
  }
  return p;
}

/**
 * "gluten-free" gives the joined key as well as its parts: counted once, through its parts, so the
 * same words with and without the hyphen weigh the same.
 */
function isJoined(key: string, keys: string[]): boolean {
  return keys.some((a) => a !== key && key.startsWith(a) && keys.some((b) => b !== key && b.startsWith(key.slice(a.length))));
}

function weights(p: ParsedQuestion): Map<string, number> {
  const keys = p.terms.map((t) => t.key);
  const w = new Map<string, number>();
  for (const t of p.terms) if (!isJoined(t.key, keys)) w.set(t.key, Math.max(w.get(t.key) ?? 0, t.weak ? 0.5 : 1));
  return w;
}

function sum(m: Map<string, number>): number {
  let s = 0;
  for (const v of m.values()) s += v;
  return s;
}

/**
 * How well a visitor's question matches a taught one: 0 (not at all) to 1 (the same terms). Insights
 * pass the taught side parsed too (a gap's leading question, decision 031), keeping it out of the cache.
 */
export function taughtMatchScore(asked: string | ParsedQuestion, taught: string | ParsedQuestion): number {
  const a = typeof asked === 'string' ? parseQuestion(asked) : asked;
  const t = typeof taught === 'string' ? parseTaught(taught) : taught;
  if (a.cue && t.cue && a.cue !== t.cue) return 0;
  const aw = weights(a);
  const tw = weights(t);
  const total = { asked: sum(aw), taught: sum(tw) };
  if (total.asked === 0 || total.taught === 0) return 0;
  let shared = 0;
  let sharedTopic = false;
  for (const [key, w] of tw) {
    const other = aw.get(key);
    if (other === undefined) continue;
    shared += Math.min(w, other);
    if (w === 1 && other === 1 && !t.terms.find((x) => x.key === key)?.fromCue) sharedTopic = true;
  }
  if (!sharedTopic) return 0;
  const ofTaught = shared / total.taught;
  const ofAsked = shared / total.asked;
  if (ofTaught < TAUGHT_SHARE || ofAsked < ASKED_SHARE) return 0;
  return (2 * ofTaught * ofAsked) / (ofTaught + ofAsked);
}

/** The taught question that best matches what the visitor asked, or null when none does well enough. */
export function matchTaught<T extends TaughtQuestion>(asked: string, taught: readonly T[]): T | null {
  if (taught.length === 0) return null;
  const a = parseQuestion(asked);
  let best: T | null = null;
  let bestScore = 0;
  for (const t of taught) {
    const s = taughtMatchScore(a, t.question);
    if (s > bestScore) [best, bestScore] = [t, s];
  }
  return best;
}

import type { QuestionGroup } from '@staffwright/contract';
import {
  parseQuestion,
  type ParsedQuestion,
  taughtMatchScore,
  FILLER_WORDS,
  STOP_WORDS,
  stem,
  words,
  conceptOf,
} from '../answering/index.ts';

/**
 * Grouping the questions of a period (issue 19 part 5, decision 031), through the built-in engine's
 * own term keys: stems and synonym concepts, so "cost", "price" and "how much" are one word here.
 *
 * - Topics are broad: the key most questions share makes a group of every question holding it,
 *   then the next key among the questions left, and so on (what customers ask about: "parking").
 * - Gaps are narrow: a declined question joins a group when the taught-answer matcher would give
 *   the group's leading question's answer to it, so one "Teach an answer" closes the whole group.
 *
 * No model, no database: a few milliseconds for the 2,000 questions read.
 */

export interface AskedQuestion {
  text: string;
  /** The reply said the agent did not know. */
  declined?: boolean;
}

export interface Item {
  text: string;
  declined: boolean;
  parsed: ParsedQuestion;
  /** Strong term keys (not time or situation words; a compound's joined form dropped for its parts). */
  keys: string[];
}

/** Concept keys that read badly as a word of their own. */
const CONCEPT_NAMES: Record<string, string> = {
  paymentplan: 'payment plans',
  servicearea: 'service area',
  housecall: 'house calls',
  wifi: 'wi-fi',
  hours: 'opening hours',
};

function strongKeys(p: ParsedQuestion): string[] {
  const all = p.terms.map((t) => t.key);
  const joined = (key: string) =>
    all.some((a) => a !== key && key.startsWith(a) && all.some((b) => b !== key && b.startsWith(key.slice(a.length))));
  return [...new Set(p.terms.filter((t) => !t.weak && !joined(t.key)).map((t) => t.key))];
}

/** The questions with at least one strong term (small talk like "thanks!" has none). */
export function prepare(questions: readonly AskedQuestion[]): Item[] {
  const out: Item[] = [];
  for (const q of questions) {
    const parsed = parseQuestion(q.text);
    const keys = strongKeys(parsed);
    if (keys.length) out.push({ text: q.text.trim(), declined: q.declined === true, parsed, keys });
  }
  return out;
}

function keyCounts(items: readonly Item[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const it of items) for (const k of it.keys) df.set(k, (df.get(k) ?? 0) + 1);
  return df;
}

/** Most common first; ties by the key, so the same questions always give the same groups. */
function byCount(df: Map<string, number>): [string, number][] {
  return [...df].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The surface word customers used most for each key ("parking" for park, "gluten" for gluten). */
function surfaceWords(items: readonly Item[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const it of items)
    for (const w of words(it.text)) {
      if (STOP_WORDS.has(w) || FILLER_WORDS.has(w) || w.length < 2) continue;
      const key = conceptOf(w) ?? conceptOf(stem(w)) ?? stem(w);
      let m = counts.get(key);
      if (!m) counts.set(key, (m = new Map()));
      m.set(w, (m.get(w) ?? 0) + 1);
    }
  const out = new Map<string, string>();
  for (const [key, m] of counts) {
    const best = byCount(m)[0]![0];
    // A concept met under several words reads best by its own name ("price" for cost and fee);
    // under one word, by that word ("dog", not "pet").
    out.set(key, m.size > 1 && (conceptOf(best) === key || conceptOf(stem(best)) === key) ? key : best);
  }
  return out;
}

/**
 * Where each key usually sits in the group's questions (the median of its place, 0 = first word,
 * 1 = last), so a label says "gluten free bread" the way most customers did.
 */
function usualPlaces(members: readonly Item[]): Map<string, number> {
  const places = new Map<string, number[]>();
  for (const it of members)
    it.keys.forEach((k, i) => {
      const at = it.keys.length > 1 ? i / (it.keys.length - 1) : 0;
      const list = places.get(k);
      if (list) list.push(at);
      else places.set(k, [at]);
    });
  const out = new Map<string, number>();
  for (const [k, list] of places) {
    list.sort((a, b) => a - b);
    const mid = list.length >> 1;
    out.set(k, list.length % 2 ? list[mid]! : (list[mid - 1]! + list[mid]!) / 2);
  }
  return out;
}

/**
 * What a group is about: its leading key and the keys most of its questions share (at most three),
 * in their usual order, as the words customers used.
 */
function describe(members: readonly Item[], lead: string | null, typical: Item): Omit<QuestionGroup, 'examples'> {
  const place = usualPlaces(members);
  const at = (k: string) => place.get(k) ?? 1;
  const df = keyCounts(members);
  let keys = [...df]
    .filter(([k, n]) => k !== lead && (members.length === 1 || n * 2 > members.length))
    .sort((a, b) => b[1] - a[1] || at(a[0]) - at(b[0]))
    .map(([k]) => k);
  keys = [...(lead ? [lead] : []), ...keys].slice(0, 3);
  if (keys.length === 0) keys = typical.keys.slice(0, 3);
  keys.sort((a, b) => at(a) - at(b) || typical.keys.indexOf(a) - typical.keys.indexOf(b));
  const surface = surfaceWords(members);
  const label = keys.map((k) => CONCEPT_NAMES[k] ?? surface.get(k) ?? k).join(' ');
  return { label, count: members.length, typical: typical.text };
}

/**
 * The member sharing most of the group's common words (short of repeating a lone word); between
 * equals, the one saying them in the usual order, then the latest.
 */
function typicalOf(members: readonly Item[]): Item {
  return byTypicality(members)[0]!;
}

function byTypicality(members: readonly Item[]): Item[] {
  const df = keyCounts(members);
  const place = usualPlaces(members);
  const disorder = (it: Item) => {
    let n = 0;
    for (let i = 0; i < it.keys.length; i++)
      for (let j = i + 1; j < it.keys.length; j++) if (place.get(it.keys[i]!)! > place.get(it.keys[j]!)!) n++;
    return n;
  };
  const score = (it: Item) => it.keys.reduce((s, k) => s + (df.get(k) ?? 0), 0) / (it.keys.length + 1);
  return members
    .map((it, i) => ({ it, i, s: score(it), d: disorder(it) }))
    .sort((a, b) => b.s - a.s || a.d - b.d || a.i - b.i)
    .map((x) => x.it);
}

/**
 * A gap's question to teach: the most typical member that, taught, would cover every member (the
 * group's leader always does), so "Teach an answer" reads like most customers asked it.
 */
function gapTypical(members: readonly Item[], leader: Item): Item {
  for (const candidate of byTypicality(members).slice(0, 5)) {
    if (candidate === leader) return leader;
    if (members.every((m) => m === candidate || taughtMatchScore(m.parsed, candidate.parsed) > 0)) return candidate;
  }
  return leader;
}

function examplesOf(members: readonly Item[], typical: Item, n: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of [typical.text, ...members.map((m) => m.text)]) {
    const norm = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(norm)) continue;
    seen.add(norm);
    out.push(text);
    if (out.length === n) break;
  }
  return out;
}

/**
 * Topics: the key the most remaining questions hold makes a group of all of them, repeatedly.
 * `items` newest first (examples are the latest questions).
 */
export function topicGroups(items: readonly Item[], opts: { max: number; examples: number }): QuestionGroup[] {
  let remaining = items;
  const groups: QuestionGroup[] = [];
  while (remaining.length && groups.length < opts.max) {
    const lead = leadKey(remaining);
    const members = remaining.filter((it) => it.keys.includes(lead));
    remaining = remaining.filter((it) => !it.keys.includes(lead));
    const typical = typicalOf(members);
    groups.push({ ...describe(members, lead, typical), examples: examplesOf(members, typical, opts.examples) });
  }
  // The biggest first (a stable sort keeps the order they were found in for equal counts).
  return groups.sort((a, b) => b.count - a.count);
}

/**
 * The key that leads the next topic: each question gives its keys one vote between them, so
 * "Is parking free?" counts for parking as much as for free, and a focused question ("parking?")
 * counts fully for its one word. Ties: the key more questions hold, then the key itself.
 */
function leadKey(items: readonly Item[]): string {
  const votes = new Map<string, number>();
  for (const it of items) for (const k of it.keys) votes.set(k, (votes.get(k) ?? 0) + 1 / it.keys.length);
  const df = keyCounts(items);
  let best = '';
  let bestVotes = -1;
  for (const [k, v] of votes) {
    const d = v - bestVotes;
    if (d > 1e-9 || (Math.abs(d) <= 1e-9 && (df.get(k)! > df.get(best)! || (df.get(k) === df.get(best) && k < best))))
      [best, bestVotes] = [k, v];
  }
  return best;
}

/**
 * Gaps: declined questions grouped by the taught-answer matcher. Questions are taken most typical
 * first (their keys the most common among the declined), each joining the first group whose
 * leading question would answer it as a taught answer, else leading a group of its own. The
 * biggest groups come first (then the most recent).
 */
const GAP_CANDIDATES = 64;

export function gapGroups(items: readonly Item[], opts: { max: number; examples: number }): QuestionGroup[] {
  const df = keyCounts(items);
  const centrality = (it: Item) => it.keys.reduce((s, k) => s + (df.get(k) ?? 0), 0) / (it.keys.length + 1);
  const order = items.map((it, i) => ({ it, i, c: centrality(it) })).sort((a, b) => b.c - a.c || a.i - b.i);
  const groups: { leader: Item; members: number[] }[] = [];
  const byKey = new Map<string, number[]>();
  for (const { it, i } of order) {
    // Groups are tried in the order they began (most typical first), at most GAP_CANDIDATES of them:
    // bounded work even when hundreds of groups share a common word.
    const candidates = [...new Set(it.keys.flatMap((k) => byKey.get(k) ?? []))].sort((a, b) => a - b).slice(0, GAP_CANDIDATES);
    let home = -1;
    for (const g of candidates)
      if (taughtMatchScore(it.parsed, groups[g]!.leader.parsed) > 0) {
        home = g;
        break;
      }
    if (home !== -1) {
      groups[home]!.members.push(i);
      continue;
    }
    groups.push({ leader: it, members: [i] });
    for (const k of it.keys) {
      const list = byKey.get(k);
      if (list) list.push(groups.length - 1);
      else byKey.set(k, [groups.length - 1]);
    }
  }
  for (const g of groups) g.members.sort((a, b) => a - b);
  return groups
    .sort((a, b) => b.members.length - a.members.length || a.members[0]! - b.members[0]!)
    .slice(0, opts.max)
    .map((g) => {
      // Members newest first for the examples; the leader is what one taught answer covers.
      const members = g.members.map((i) => items[i]!);
      const typical = gapTypical(members, g.leader);
      return { ...describe(members, null, typical), examples: examplesOf(members, typical, opts.examples) };
    });
}

/** Leaves out the questions a taught answer now covers (the agent answers them from now on). */
export function withoutTaught(items: readonly Item[], taught: readonly string[]): Item[] {
  if (taught.length === 0) return [...items];
  const byKey = new Map<string, string[]>();
  for (const q of taught)
    for (const k of strongKeys(parseQuestion(q))) {
      const list = byKey.get(k);
      if (list) list.push(q);
      else byKey.set(k, [q]);
    }
  return items.filter((it) => {
    const candidates = new Set(it.keys.flatMap((k) => byKey.get(k) ?? []));
    for (const q of candidates) if (taughtMatchScore(it.parsed, q) > 0) return false;
    return true;
  });
}

/**
 * An evaluation corpus: a business, the documents its owner uploads, its small website and the
 * questions its customers ask, with the facts a right answer must contain.
 *
 * eval/corpora/<slug>/ holds business.json, docs/, site/ and questions.json (see eval/README.md).
 * The dental fixture of test/fixtures is read through the same shape (its qa.json has no ids, and
 * a question with `source: null` is one the material does not answer).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiFold } from '../../apps/server/src/lib/ascii-fold.ts';

export const EVAL_DIR = fileURLToPath(new URL('../', import.meta.url));
export const CORPORA_DIR = path.join(EVAL_DIR, 'corpora');
/**
 * Corpora written after the engine by people who never saw it, and never tuned on: every question
 * is held out, eval:lab never loads them, and the report gives them their own rows.
 */
export const FRESH_DIR = path.join(EVAL_DIR, 'fresh');
const DENTAL_DIR = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));

export interface BusinessForm {
  name: string;
  industry: string;
  agentName: string;
  agentTitle: string;
  description?: string;
}

export interface Question {
  id: string;
  q: string;
  /** false: the material does not answer it, and a right reply declines. */
  answerable: boolean;
  /** Facts the answer must contain; each entry may list alternatives as "a|b". */
  expect: string[];
  kind?: string;
  source?: string | null;
}

export interface Corpus {
  slug: string;
  business: BusinessForm;
  docsDir: string;
  siteDir: string;
  questions: Question[];
  /** From eval/fresh: never tuned on, all of it held out. */
  fresh: boolean;
}

/**
 * Held-out half: a fixed hash of the question's id, so the split never changes as questions are
 * added and nobody chooses which questions land in it. Tuning looks at the other half only.
 */
export function isHeldOut(id: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h & 1) === 1;
}

interface RawQuestion {
  id: string;
  q: string;
  answerable?: boolean;
  expect?: string[];
  kind?: string;
  source?: string | null;
}

function loadDental(): Corpus {
  const qa = JSON.parse(readFileSync(path.join(DENTAL_DIR, 'qa.json'), 'utf8')) as {
    question: string;
    answerContains: string[];
    source: string | null;
  }[];
  return {
    slug: 'dental',
    fresh: false,
    business: { name: 'Brightsmile Family Dental', industry: 'dental', agentName: 'Zoë', agentTitle: 'Front Desk Coordinator' },
    docsDir: path.join(DENTAL_DIR, 'documents'),
    siteDir: path.join(DENTAL_DIR, 'site'),
    questions: qa.map((item, i) => ({
      id: `dental-${String(i + 1).padStart(2, '0')}`,
      q: item.question,
      answerable: item.source !== null,
      expect: item.source === null ? [] : item.answerContains,
      source: item.source,
    })),
  };
}

export function loadCorpus(name: string): Corpus {
  if (name === 'dental') return loadDental();
  // A path: a corpus kept outside the repository (material that may not be committed, such as a
  // real business's own documents and site), measured as a fresh one.
  const outside = name.includes(path.sep);
  const slug = outside ? path.basename(path.resolve(name)) : name;
  const inRepo = !outside && existsSync(path.join(CORPORA_DIR, slug, 'questions.json'));
  const dir = outside ? path.resolve(name) : path.join(inRepo ? CORPORA_DIR : FRESH_DIR, slug);
  if (!existsSync(path.join(dir, 'questions.json'))) throw new Error(`eval: no corpus "${slug}" in ${CORPORA_DIR} or ${FRESH_DIR}`);
  const business = JSON.parse(readFileSync(path.join(dir, 'business.json'), 'utf8')) as BusinessForm;
  // An outside corpus whose tuning half has been read says so ("read": true) and is reported by halves.
  const raw = JSON.parse(readFileSync(path.join(dir, 'questions.json'), 'utf8')) as { read?: boolean; questions: RawQuestion[] };
  return {
    slug,
    fresh: outside ? raw.read !== true : !inRepo,
    business,
    docsDir: path.join(dir, 'docs'),
    siteDir: path.join(dir, 'site'),
    questions: raw.questions.map((q) => ({
      id: q.id,
      q: q.q,
      answerable: q.answerable !== false,
      expect: q.answerable === false ? [] : (q.expect ?? []),
      kind: q.kind,
      source: q.source ?? null,
    })),
  };
}

/** Every corpus of eval/corpora, then the dental fixture (tuned on by earlier work: reported apart). */
export function corpusSlugs(): string[] {
  return [...slugsIn(CORPORA_DIR), 'dental'];
}

/** The corpora of eval/fresh: never tuned on, so never given to eval:lab. */
export function freshSlugs(): string[] {
  return slugsIn(FRESH_DIR);
}

function slugsIn(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'questions.json')))
        .map((d) => d.name)
        .sort()
    : [];
}

/** Case, accents, typographic punctuation and spacing folded, so "$1,200" and "Zoë" match as written. */
export function foldForMatch(text: string): string {
  return asciiFold(text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** True when every expected fact (any of its "|" alternatives) occurs in the text. */
export function containsFacts(text: string, expect: string[]): boolean {
  const hay = foldForMatch(text);
  return expect.every((fact) =>
    fact
      .split('|')
      .map((alt) => foldForMatch(alt))
      .some((alt) => alt.length > 0 && hay.includes(alt)),
  );
}

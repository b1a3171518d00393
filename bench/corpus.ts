/**
 * Synthetic but realistic training text for one business, grown from the fixture clinic's own
 * documents and website: their sentences are recombined into documents that the app's chunkText
 * cuts into passages, and about a third of the content words are swapped for words drawn from a
 * Zipf-distributed vocabulary (the fixtures' words first, by their own frequency, then invented
 * words), so term frequencies have the long tail of a real corpus instead of 100k copies of 300
 * sentences.
 * Deterministic: the same seed gives the same passages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../apps/server/src/ingest/extract.ts';
import { chunkText } from '../apps/server/src/ingest/chunk.ts';
import { extractHtmlPage } from '../apps/server/src/ingest/crawl/index.ts';
import { rng } from './lib/stats.ts';

export const FIXTURES = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

export interface SourceText {
  title: string;
  url: string | null;
  text: string;
}

export interface Qa {
  question: string;
  answerContains: string[];
  source: string | null;
}

export function loadQuestions(): Qa[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'qa.json'), 'utf8')) as Qa[];
}

function htmlFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    // robots.txt keeps crawlers out of /private/; so does the corpus.
    if (statSync(full).isDirectory()) {
      if (name !== 'private') out.push(...htmlFiles(full, `${rel}${name}/`));
    } else if (name.endsWith('.html')) out.push(`${rel}${name}`);
  }
  return out;
}

/** The fixture documents (through the real extractors) and the website's pages (through the crawler's page extractor). */
export async function loadFixtureTexts(): Promise<SourceText[]> {
  const docs = path.join(FIXTURES, 'documents');
  const out: SourceText[] = [];
  for (const name of readdirSync(docs).filter((f) => f.includes('.'))) {
    const doc = await extractDocument(readFileSync(path.join(docs, name)), name);
    out.push({ title: name, url: null, text: doc.text });
  }
  const site = path.join(FIXTURES, 'site');
  for (const rel of htmlFiles(site)) {
    const url = `https://brightsmile.example/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
    const page = extractHtmlPage(readFileSync(path.join(site, rel), 'utf8'), url);
    if (page.text.trim()) out.push({ title: page.title || url, url, text: page.text });
  }
  return out;
}

const STOPWORDS = new Set(
  'about above after again against also although always among another anyone anything around because been before being below between both cannot could does doing down during each either every from further have having here hers herself himself into itself just least less like made make many more most much must never next once only other ours over same several should since some such than that their them then there these they this those through under until upon very want were what when where which while whom whose will with within without would your yours'.split(
    ' ',
  ),
);

/** Pronounceable invented words, e.g. "brantel", "quorvish". */
function inventedWords(count: number, taken: Set<string>, rand: () => number): string[] {
  const onset = [
    'b',
    'br',
    'c',
    'cl',
    'd',
    'dr',
    'f',
    'fl',
    'g',
    'gr',
    'h',
    'j',
    'k',
    'l',
    'm',
    'n',
    'p',
    'pl',
    'qu',
    'r',
    's',
    'st',
    'sh',
    't',
    'tr',
    'v',
    'w',
    'z',
  ];
  const vowel = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'io'];
  const coda = ['', 'n', 'r', 'l', 'st', 'nd', 'rk', 'sh', 'x', 'm', 'nt', 'ck'];
  const ending = ['', '', 'el', 'er', 'ish', 'ing', 'ate', 'ment', 'ity', 'ous', 'ance'];
  const pick = (a: string[]) => a[Math.floor(rand() * a.length)]!;
  const out: string[] = [];
  while (out.length < count) {
    let w = '';
    const syllables = 1 + Math.floor(rand() * 3);
    for (let s = 0; s < syllables; s++) w += pick(onset) + pick(vowel) + (s === syllables - 1 ? pick(coda) : '');
    w += pick(ending);
    if (w.length >= 4 && !taken.has(w)) {
      taken.add(w);
      out.push(w);
    }
  }
  return out;
}

/** Samples ranks 0..n-1 with P(r) ∝ 1/(r + 2.7) (Zipf–Mandelbrot, as word frequencies in English text). */
function zipfSampler(n: number, rand: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cdf[r] = sum += 1 / (r + 2.7);
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n{2,}/)) {
    const flat = para.replace(/\s*\n\s*/g, ' ').trim();
    for (const s of flat.split(/(?<=[.!?])\s+(?=["“(A-Z0-9])/)) {
      let rest = s.trim();
      // Tables and lists arrive as one long run: cut them at word boundaries.
      while (rest.length > 320) {
        const cut = rest.lastIndexOf(' ', 220);
        out.push(rest.slice(0, cut > 40 ? cut : 220));
        rest = rest.slice(cut > 40 ? cut + 1 : 220);
      }
      if (rest.length >= 15) out.push(rest);
    }
  }
  return out;
}

export interface Corpus {
  /** Sentences taken from the fixtures. */
  sentenceCount: number;
  vocabularySize: number;
  /** Synthetic passages, endlessly (title and url of the source each mostly comes from). */
  passages(): Generator<{ title: string; url: string | null; content: string }>;
  /** A paragraph of 2–6 synthetic sentences (for the PDF). */
  paragraph(): string;
}

export async function buildCorpus(seed = 7, invented = 40_000): Promise<Corpus> {
  const rand = rng(seed);
  const sources = (await loadFixtureTexts()).map((s) => ({ ...s, sentences: sentencesOf(s.text) })).filter((s) => s.sentences.length);
  const counts = new Map<string, number>();
  for (const s of sources)
    for (const sent of s.sentences)
      for (const w of sent.toLowerCase().match(/[a-z]{4,}/g) ?? []) if (!STOPWORDS.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const fixtureWords = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const vocabulary = [...fixtureWords, ...inventedWords(invented, new Set(fixtureWords), rand)];
  const drawRank = zipfSampler(vocabulary.length, rand);
  const totalSentences = sources.reduce((a, s) => a + s.sentences.length, 0);

  const vary = (sentence: string): string =>
    sentence
      .replace(/[A-Za-z][a-z]{3,}/g, (w) => {
        if (STOPWORDS.has(w.toLowerCase()) || rand() >= 0.33) return w;
        const r = vocabulary[drawRank()]!;
        return w[0] === w[0]!.toUpperCase() ? r[0]!.toUpperCase() + r.slice(1) : r;
      })
      .replace(/\d+/g, (d) => (rand() < 0.3 ? String(Math.floor(rand() * 10 ** d.length)).padStart(d.length, '1') : d));

  const pickSource = () => {
    let x = rand() * totalSentences;
    for (const s of sources) if ((x -= s.sentences.length) < 0) return s;
    return sources.at(-1)!;
  };

  /** 2–6 sentences, mostly a run of the same source (as documents read), sometimes from elsewhere. */
  const paragraph = (home: (typeof sources)[number]): string => {
    let i = Math.floor(rand() * home.sentences.length);
    const n = 2 + Math.floor(rand() * 5);
    const out: string[] = [];
    for (let k = 0; k < n; k++) {
      const from = rand() < 0.85 ? home : pickSource();
      out.push(
        vary(from === home ? home.sentences[i++ % home.sentences.length]! : from.sentences[Math.floor(rand() * from.sentences.length)]!),
      );
    }
    return out.join(' ');
  };

  return {
    sentenceCount: totalSentences,
    vocabularySize: vocabulary.length,
    *passages() {
      for (;;) {
        // A synthetic document of 10–40 paragraphs, cut into passages by the app's own chunker.
        const home = pickSource();
        const paragraphs = Array.from({ length: 10 + Math.floor(rand() * 31) }, () => paragraph(home));
        for (const content of chunkText(paragraphs.join('\n\n'))) yield { title: home.title, url: home.url, content };
      }
    },
    paragraph: () => paragraph(pickSource()),
  };
}

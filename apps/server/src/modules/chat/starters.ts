import { and, asc, eq, sql } from 'drizzle-orm';
import { STARTER_QUESTIONS_MAX, type BusinessIdentity } from '@staffwright/contract';
import { splitUnits } from '../answering/index.ts';
import type { Db } from '../../db/client.ts';
import { businesses, passages, trainingSources } from '../../db/schema.ts';
import { isListingPage, isSidePage } from '../../lib/side-pages.ts';
import { notFound } from '../../lib/errors.ts';
import { BUSINESS_ROW_ID, contactCardOf, effectiveIdentity, websiteIdentity } from '../business/identity.ts';
import { BUSINESS_TEXT, isPublished } from '../business/service.ts';

/**
 * Starter questions of the public chat (issue 18, decision 028): 3–4 questions a visitor can tap,
 * taken from the business's own material. In order: the FAQ questions of its documents and pages
 * (a question with its answer under it), then "Tell me about …" its section headings, then generic
 * ones only for what is known (opening hours, address, how to reach it). Chosen once per change of
 * the business's sources or identity and kept in memory, so a page view costs one small query.
 */

/** Passages read when choosing (in source order): enough for every FAQ of a site or handbook. */
const PASSAGES_READ = 400;
/** Businesses whose questions a process keeps; the oldest entry makes room. */
const CACHE_ENTRIES = 2_000;

export interface StarterMaterial {
  passages: { title: string; url: string | null; content: string }[];
  identity: BusinessIdentity;
}

const QUESTION_LENGTH = { min: 8, max: 90 };
/** Headings that name a page's furniture or the business itself, not something to ask about. */
const DULL_HEADING =
  /^(?:home|welcome|menu|contact(?: us)?|get in touch|about(?: us)?|faqs?|frequently asked questions|questions|overview|introduction|summary|more|links?|navigation|search|blog|news|share|follow us|testimonials?|reviews?|our team|team|careers?|privacy.*|terms.*|cookies?|sitemap|copyright.*|table of contents|contents|notes?|page \d+)$/i;

const folded = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function faqQuestion(text: string): string | null {
  const q = text
    .replace(/^(?:q(?:uestion)?\s*[:.)-]\s*)/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (q.length < QUESTION_LENGTH.min || q.length > QUESTION_LENGTH.max || !q.endsWith('?')) return null;
  if (q.split(' ').length < 3) return null;
  return q.charAt(0).toUpperCase() + q.slice(1);
}

function headingTopic(text: string): string | null {
  const h = text
    .replace(/^#+\s*/, '')
    .replace(/^\d+[.)]\s*/, '')
    .replace(/[:.]$/, '')
    .trim();
  if (h.length < 4 || h.length > 40 || DULL_HEADING.test(h)) return null;
  // Plain words only: no names with figures, dashes, pipes or all-caps banners.
  if (!/^[\p{L}][\p{L}' &-]*$/u.test(h) || h.split(' ').length > 5 || h === h.toUpperCase()) return null;
  const topic = h.replace(/^our\s+/i, 'your ');
  // "Payment Plans" → "payment plans"; a name ("Invisalign") keeps its capital.
  const words = topic.split(' ');
  const lower = words.every((w) => /^[A-Z][a-z']*$/.test(w) || /^[a-z&'-]+$/.test(w)) && words.length > 1;
  return `Tell me about ${lower ? topic.toLowerCase() : topic}`;
}

/** Up to four questions, each once, in the order of the business's material. */
export function chooseStarterQuestions(material: StarterMaterial): string[] {
  const faq: string[] = [];
  const topics: string[] = [];
  for (const p of material.passages) {
    if (isSidePage(p) || isListingPage(p)) continue;
    const units = splitUnits(p.content);
    units.forEach((u, i) => {
      const answered = units.slice(i + 1).some((n) => n.segment === u.segment && n.kind !== 'question' && n.kind !== 'heading');
      if (!answered) return;
      if (u.kind === 'question' || (u.kind === 'heading' && u.text.trim().endsWith('?'))) {
        const q = faqQuestion(u.text);
        if (q) faq.push(q);
      } else if (u.kind === 'heading') {
        const t = headingTopic(u.text);
        if (t) topics.push(t);
      }
    });
  }
  const { identity } = material;
  const generic = [
    identity.hours.length > 0 && 'What are your opening hours?',
    identity.address && 'Where are you located?',
    (identity.phone || identity.email) && 'How can I contact you?',
  ].filter((q): q is string => typeof q === 'string');
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const q of [...faq, ...topics, ...generic]) {
    const key = folded(q);
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(q);
    if (chosen.length === STARTER_QUESTIONS_MAX) break;
  }
  return chosen;
}

interface Cached {
  stamp: string;
  questions: string[];
}
const caches = new WeakMap<Db, Map<number, Cached>>();

/**
 * The published business's starter questions; 404 when it is not published. The stamp (sources'
 * count, newest id and update time, and the identity) is read on every call; the questions are
 * chosen again only when it changed.
 */
export async function starterQuestions(db: Db, businessId: number): Promise<string[]> {
  const [row] = await db
    .select({
      identity: businesses.identity,
      card: contactCardOf(),
      sources: sql<string>`(
        SELECT concat_ws('/', count(*), max(ts.id), max(ts.updated_at)) FROM training_sources ts WHERE ts.business_id = ${BUSINESS_ROW_ID}
      )`,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublished))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  const { identity } = effectiveIdentity(row.identity, websiteIdentity(row.card));
  const stamp = `${row.sources}|${JSON.stringify(identity)}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(businessId);
  if (hit?.stamp === stamp) return hit.questions;
  const read = await db
    .select({ title: passages.title, url: passages.url, content: passages.content })
    .from(passages)
    .innerJoin(trainingSources, eq(trainingSources.id, passages.sourceId))
    .where(eq(passages.businessId, businessId))
    .orderBy(asc(trainingSources.createdAt), asc(trainingSources.id), asc(passages.position))
    .limit(PASSAGES_READ);
  const questions = chooseStarterQuestions({ passages: read, identity });
  cache.delete(businessId);
  cache.set(businessId, { stamp, questions });
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return questions;
}

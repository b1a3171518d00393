import { htmlToText } from '../html-text.ts';

export interface FaqPair {
  question: string;
  answer: string;
}

/** FAQs a page holds at most: a sitemap of JSON-LD can be as long as the page allows. */
const MAX_PAIRS = 200;

/**
 * The questions and answers of a page's schema.org FAQPage (JSON-LD), which SEO plugins (Yoast,
 * Rank Math) and site builders write for search engines. On a page whose accordion is built by a
 * script the answers are in the HTML nowhere else; on the others they repeat the visible text,
 * which the caller checks. Answers may be HTML; read as text.
 */
export function faqPairsFromJsonLd(document: Document): FaqPair[] {
  const pairs: FaqPair[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 6 || pairs.length >= MAX_PAIRS) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    const o = node as Record<string, unknown>;
    if (hasType(o, 'Question')) {
      const question = typeof o.name === 'string' ? htmlToText(o.name) : '';
      // Not suggestedAnswer: on a QAPage those are anyone's, not the business's.
      const answers = [o.acceptedAnswer].flat().filter((a): a is Record<string, unknown> => !!a && typeof a === 'object');
      const answer = answers.map((a) => (typeof a.text === 'string' ? htmlToText(a.text) : '')).find((t) => t !== '') ?? '';
      if (question !== '' && answer !== '') pairs.push({ question, answer });
      return;
    }
    for (const key of ['@graph', 'mainEntity', 'hasPart']) visit(o[key], depth + 1);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // A page's broken JSON-LD is the page's problem; its visible text is still read.
    }
  }
  return pairs;
}

function hasType(o: Record<string, unknown>, type: string): boolean {
  const t = o['@type'];
  return t === type || (Array.isArray(t) && t.includes(type));
}

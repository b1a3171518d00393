/**
 * Pages every business site has that customers rarely ask about: careers, privacy, terms,
 * cookies. Their words ("apply", "contact", "address", "information") match many questions, so
 * retrieval and the built-in engine weigh them down unless the question is about them.
 */
const SIDE_PAGE_RE = /\b(?:careers?|jobs?|employment|hiring|vacanc(?:y|ies)|privacy|terms|cookies?|legal notice|disclaimer)\b/i;
const ABOUT_SIDE_PAGES_RE =
  /\b(?:careers?|jobs?|employment|hiring|hire|vacanc(?:y|ies)|work (?:for|at|with) (?:you|u)|privacy|personal (?:data|information)|terms|cookies?|gdpr|data)\b/i;

/** Whether a passage comes from such a page, judged by its URL and title. */
export function isSidePage(source: { url: string | null; title: string }): boolean {
  return SIDE_PAGE_RE.test(`${source.url ?? ''} ${source.title}`);
}

/** Whether a question is about what those pages say. */
export function asksAboutSidePages(question: string): boolean {
  return ABOUT_SIDE_PAGES_RE.test(question);
}

/** The weight of a side page's passage or sentence for a question that is not about them. */
export const SIDE_PAGE_FACTOR = 0.5;

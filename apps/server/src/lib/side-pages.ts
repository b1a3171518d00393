import { HIRE_A_THING_RE } from './customer-phrases.ts';

/**
 * Pages every business site has that customers rarely ask about: careers, privacy, terms,
 * cookies. Their words ("apply", "contact", "address", "information") match many questions, so
 * retrieval and the built-in engine weigh them down unless the question is about them.
 */
/**
 * What such a page is called: its URL path ends in the page's kind ("/careers.html",
 * "/privacy-policy/"), or its title starts with it ("Careers – …", "Privacy Policy | …"). Not the
 * bare words: a bakery's "Our Cookies" and a law firm's "Employment Law" are the business itself.
 */
const SIDE_PATH_RE =
  /\/(?:careers?|jobs?|join-(?:our-|the-)?team|work-with-us|employment(?:-opportunities)?|vacancies|privacy(?:-policy|-notice)?|terms(?:-(?:of-(?:service|use)|and-conditions))?|cookie-policy|cookies-policy|legal|disclaimer)(?:\.html?|\.php|\/)?(?:[?#].*)?$/i;
const SIDE_TITLE_RE =
  /^(?:careers?|jobs?|join (?:our|the) team|work with us|employment opportunities|vacancies|privacy(?: policy| notice)?|terms(?: of (?:service|use)| and conditions)?|cookie policy|legal notice|disclaimer)\s*(?:$|[–—|:·-])/i;
const ABOUT_SIDE_PAGES_RE =
  /\b(?:careers?|jobs?|employment|hiring|hire|vacanc(?:y|ies)|work (?:for|at|with) (?:you|u)|privacy|personal (?:data|information)|my (?:info|information|details|data)|terms|cookies?|gdpr|data)\b/i;

/** Whether a passage comes from such a page, judged by its URL and title. */
export function isSidePage(source: { url: string | null; title: string }): boolean {
  return (source.url !== null && SIDE_PATH_RE.test(source.url)) || SIDE_TITLE_RE.test(source.title.trim());
}

/**
 * Blog and news listings, archives and tag pages: a list of other pages' first lines, not what the
 * business is (profile generation leaves them out, modules/setup/service.ts).
 */
const LISTING_PATH_RE =
  /\/(?:blog|news|articles|posts|archives?)(?:\/(?:page\/\d+|tag\/[^/]+|category\/[^/]+)?)?\/?(?:index\.html?)?(?:[?#].*)?$/i;

export function isListingPage(source: { url: string | null }): boolean {
  return source.url !== null && LISTING_PATH_RE.test(source.url);
}

/** Whether a question is about what those pages say. */
export function asksAboutSidePages(question: string): boolean {
  // "Can I hire the hall?" rents the hall; it asks nothing of the careers page.
  return ABOUT_SIDE_PAGES_RE.test(question.toLowerCase().replace(HIRING_A_THING, ' '));
}
const HIRING_A_THING = new RegExp(HIRE_A_THING_RE, 'g');

/** The weight of a side page's passage or sentence for a question that is not about them. */
export const SIDE_PAGE_FACTOR = 0.5;

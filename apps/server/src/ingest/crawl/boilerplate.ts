/**
 * Boilerplate that survives per-page extraction: a contact line, an opening-hours box, a "book
 * now" banner or a disclaimer that the site's template puts inside every page's content. Indexed on
 * every page it would be the most common passage of the site and crowd out each page's own text
 * in retrieval. A block (a paragraph of the extracted text) is boilerplate when it recurs on at
 * least REPEATED_SHARE of the pages (and on MIN_PAGES); it is kept on the first page that has it,
 * so its facts are still indexed, once.
 */
const REPEATED_SHARE = 0.5;
const MIN_PAGES = 4;
/** Short blocks (a heading, "Read more") repeat for good reasons and cost nothing. */
const MIN_BLOCK_CHARS = 40;

const blocksOf = (text: string) => text.split(/\n{2,}/);
const keyOf = (block: string) => block.replace(/\s+/g, ' ').trim().toLowerCase();

export function removeRepeatedBlocks<P extends { text: string }>(pages: P[]): P[] {
  if (pages.length < MIN_PAGES) return pages;
  const pagesWith = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(blocksOf(page.text).map(keyOf))) {
      if (key.length >= MIN_BLOCK_CHARS) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(MIN_PAGES, Math.ceil(REPEATED_SHARE * pages.length));
  const repeated = new Set([...pagesWith].filter(([, n]) => n >= threshold).map(([key]) => key));
  if (repeated.size === 0) return pages;
  const seen = new Set<string>();
  return pages.map((page) => {
    const kept = blocksOf(page.text).filter((block) => {
      const key = keyOf(block);
      if (!repeated.has(key)) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return kept.length === blocksOf(page.text).length ? page : { ...page, text: kept.join('\n\n') };
  });
}

/**
 * The first message in a react-hook-form error tree: a field's own message, or that of its first
 * bad item (a list field checked line by line, such as crawl paths or opening hours).
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}

/** Small English helpers shared by the built-in engine's writers. */

/** "a, b and c"; with a serial comma when an item has its own "and" ("crowns and bridges, and implants"). */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  const serial = items.some((i) => / and /.test(i)) ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${serial} and ${items.at(-1)}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Ends the text with a full stop unless it already ends a sentence; a list's ";" or "," gives way to it. */
export function endWithStop(text: string): string {
  return /[.!?…]["'”’)]*$/.test(text) ? text : `${text.replace(/\s*[;,:]$/, '')}.`;
}

/**
 * Units quoted together, each ending its sentence, except that one ending in ":" still introduces
 * the next ("A patch test is required: if you haven't had colour with us in the last 6 months.").
 */
export function joinSentences(texts: string[]): string {
  return texts.map((t, i) => (i < texts.length - 1 && /:$/.test(t) ? t : endWithStop(t))).join(' ');
}

/** "a dental practice", "an insurance agency", "an HVAC company". */
export function withArticle(noun: string): string {
  return /^(?:[aeio]|u(?!ni|s[eu]|tr)|hvac\b|hour|honest)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

// Lone surrogates come from broken \u escapes in RTF or bad PDF text maps; they would make the
// string invalid UTF-8 when stored.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0/C1 controls except tab and newlines, plus invisible characters that only get in the way of
// search: soft hyphen, zero-width space, BOM, and bidi overrides (which could also disguise text).
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
const ODD_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/**
 * Brings extracted text to one canonical shape so that every format indexes the same way:
 * NFC, single spaces, trimmed lines, paragraphs separated by exactly one blank line.
 */
export function normalizeText(input: string): string {
  return input
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u000B\u000C\u0085\u2028]/g, '\n')
    .replace(/\u2029/g, '\n\n')
    .replace(INVISIBLE, '')
    .replace(ODD_SPACES, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when the text holds at least one letter or digit in any script. */
export function hasReadableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

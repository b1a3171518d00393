import { parseHTML } from 'linkedom';

/**
 * Turns an HTML tree into indexable text that keeps its shape: headings and paragraphs as
 * paragraphs, list items as "- item" lines, table rows as "cell | cell" lines. Used for web pages
 * and for docx (mammoth gives HTML), so both read the same way.
 */

/** Elements whose content is never readable text (also cut from crawled pages as furniture). */
export const NON_TEXT_ELEMENTS = ['script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed'];

const SKIPPED = new Set([
  'head',
  ...NON_TEXT_ELEMENTS,
  'video',
  'audio',
  'map',
  'button',
  'input',
  'select',
  'textarea',
  'option',
  'datalist',
  'img',
  'picture',
  'meta',
  'link',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BLOCKS = new Set([
  'html',
  'body',
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'address',
  'blockquote',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'form',
  'fieldset',
  'legend',
  'center',
  'caption',
  'hgroup',
  'search',
  'dialog',
]);

export interface Block {
  text: string;
  /** Blocks sharing a group (items of one list, rows of one table) sit on adjacent lines. */
  group: object | null;
}

/** Blocks as text: a blank line between blocks, a line break within a group (a list, a table). */
export function joinBlocks(blocks: Block[]): string {
  let out = '';
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    if (previous) out += previous.group !== null && previous.group === block.group ? '\n' : '\n\n';
    out += block.text;
  });
  return out;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return nodeToText(document.body);
}

export function nodeToText(root: Node): string {
  const blocks: Block[] = [];
  let inline = '';

  const flush = () => {
    const text = tidy(inline);
    if (text !== '') blocks.push({ text, group: null });
    inline = '';
  };

  const walk = (node: Node): void => {
    if (node.nodeType === TEXT_NODE) {
      inline += (node.nodeValue ?? '').replace(/[ \t\n\f\r]+/g, ' ');
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED.has(tag) || isHidden(element)) return;

    if (tag === 'br') {
      inline += '\n';
    } else if (HEADINGS.has(tag)) {
      flush();
      const text = inlineText(element);
      if (text !== '') blocks.push({ text, group: null });
    } else if (tag === 'ul' || tag === 'ol' || tag === 'menu') {
      flush();
      listItems(element, blocks, {}, 0);
    } else if (tag === 'table') {
      flush();
      tableRows(element, blocks);
    } else if (tag === 'pre') {
      flush();
      const text = (element.textContent ?? '').replace(/[ \t]+$/gm, '').trim();
      if (text !== '' && !isCodeListing(element, text)) blocks.push({ text, group: null });
    } else if (tag === 'hr') {
      flush();
    } else if (BLOCKS.has(tag) || tag === 'li' || tag === 'tr') {
      flush();
      for (const child of element.childNodes) walk(child);
      flush();
    } else {
      inline += gapBefore(element, inline);
      for (const child of element.childNodes) walk(child);
    }
  };

  walk(root);
  flush();
  return joinBlocks(blocks);
}

function listItems(list: Element, blocks: Block[], group: object, depth: number): void {
  const ordered = list.tagName.toLowerCase() === 'ol';
  let number = Number(list.getAttribute('start') ?? '1') || 1;
  // Text written straight into the list, outside any item ("<ul><b>Winter Time</b> (September –
  // June)<li>Weekdays from 3pm-6pm.</li>"): browsers show it as a line above its items, and it is
  // often what the items are about.
  let stray = '';
  const flushStray = () => {
    const text = stray.replace(/\s+/g, ' ').trim();
    if (text !== '') blocks.push({ text: `${'  '.repeat(depth)}${text}`, group });
    stray = '';
  };
  for (const node of list.childNodes) {
    if (node.nodeType === TEXT_NODE) {
      stray += node.nodeValue ?? '';
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const child = node as Element;
    const tag = child.tagName.toLowerCase();
    if (SKIPPED.has(tag) || isHidden(child)) continue;
    if (tag !== 'li') {
      if (tag === 'ul' || tag === 'ol') {
        flushStray();
        listItems(child, blocks, group, depth + 1);
      } else stray += ` ${inlineText(child)} `;
      continue;
    }
    flushStray();
    const text = inlineText(child, true);
    const marker = ordered ? `${number}. ` : '- ';
    number++;
    if (text !== '') blocks.push({ text: `${'  '.repeat(depth)}${marker}${text}`, group });
    for (const nested of child.children) {
      if (/^(ul|ol)$/i.test(nested.tagName)) listItems(nested, blocks, group, depth + 1);
    }
  }
  flushStray();
}

/**
 * Rows as "cell | cell" lines. When the table has a header row (all <th>, or a <thead>), each
 * body cell after the first carries its column's name ("Monthly price | Essential: $14.95 |
 * Plus: $22.95"): a row then says what its figures are even when it lands in another passage
 * than the header, and a question about "the Plus plan" finds the right cell.
 */
function tableRows(table: Element, blocks: Block[]): void {
  const group = {};
  let header: string[] | null = null;
  let first = true;
  for (const row of table.querySelectorAll('tr')) {
    // Rows of a table nested in a cell are read as that cell's text instead.
    if (row.closest('table') !== table || isHidden(row)) continue;
    const cellElements = [...row.children].filter((cell) => /^t[dh]$/i.test(cell.tagName));
    const texts = cellElements.map((cell) => inlineText(cell));
    const isHeader =
      first && cellElements.length > 1 && (cellElements.every((c) => c.tagName.toLowerCase() === 'th') || row.closest('thead') !== null);
    first = false;
    if (isHeader) {
      header = texts;
      blocks.push({ text: texts.filter((t) => t !== '').join(' | '), group });
      continue;
    }
    const cells = texts
      .map((text, i) => {
        const name = header && header.length === texts.length && i > 0 ? header[i] : '';
        return text !== '' && name ? `${name}: ${text}` : text;
      })
      .filter((text) => text !== '');
    if (cells.length > 0) blocks.push({ text: cells.join(' | '), group });
  }
}

/** All text below an element on one line (block boundaries become spaces). */
function inlineText(element: Element, skipNestedLists = false): string {
  let text = '';
  const walk = (node: Node): void => {
    if (node.nodeType === TEXT_NODE) {
      text += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const child = node as Element;
    const tag = child.tagName.toLowerCase();
    if (SKIPPED.has(tag) || isHidden(child)) return;
    if (skipNestedLists && (tag === 'ul' || tag === 'ol')) return;
    const block = tag === 'br' || BLOCKS.has(tag) || HEADINGS.has(tag) || tag === 'li' || tag === 'td' || tag === 'th';
    text += block ? ' ' : gapBefore(child, text);
    for (const grandchild of child.childNodes) walk(grandchild);
    if (block) text += ' ';
  };
  for (const child of element.childNodes) walk(child);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `<span>86 lbs & up</span><span>XLarge dogs</span>`: two elements side by side, which the page's
 * CSS shows apart (flex, grid, a label and its value), ran together as "86 lbs & upXLarge dogs".
 * A space goes between two sibling elements whose words would touch. Not after text ("<b>W</b>ord"),
 * nor between one-letter spans (animated headings split words into them), nor inside a word set in
 * two styles ("<em>un</em><strong>available</strong>", "Tues</span><span>days": a lower-case
 * letter on both sides), nor before a superscript or subscript ("24<sup>th</sup>") (review).
 */
function gapBefore(element: Element, soFar: string): string {
  const previous = element.previousSibling;
  if (!previous || previous.nodeType !== ELEMENT_NODE || !/[\p{L}\p{N}]$/u.test(soFar)) return '';
  if (/^su[bp]$/i.test(element.tagName)) return '';
  const before = (previous.textContent ?? '').trim();
  const own = (element.textContent ?? '').trim();
  if (/\p{Ll}$/u.test(soFar) && /^\p{Ll}/u.test(own)) return '';
  return before.length > 1 && own.length > 1 && /^[\p{L}\p{N}$€£]/u.test(own) ? ' ' : '';
}

/**
 * A program listing ("while (1) { … }", a shell session, a hex dump) in a blog's code block: a
 * visitor's question is never answered by it, and its words and figures ("£500", "68", "stop")
 * crowd the business's own text out of the search (decision 048). Only a `<pre>` that holds a
 * `<code>` element and reads as code: a site that fences its opening hours or a price list in a
 * code block keeps them.
 */
function isCodeListing(pre: Element, text: string): boolean {
  const code = pre.querySelector('code');
  if (!code && !/\b(?:highlight|language-|hljs|chroma|sourceCode)/.test(pre.className)) return false;
  if (/\blanguage-(?:text|txt|plaintext|plain|none)\b/.test(code?.className ?? '')) return false;
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const visible = text.replace(/\s+/g, '');
  // Code's own punctuation: braces, brackets, semicolons, assignments, comparisons. Not what prices,
  // hours and tables use ("$25", "(from)", "09:00-17:30", "| Mon |"), which a site may fence too (review).
  const symbols = (visible.match(/[{}[\];=<>_\\^~`]/g) ?? []).length;
  const statements = lines.filter((l) => CODE_LINE_RE.test(l)).length;
  const tokens = text.split(/\s+/).filter(Boolean);
  const hexPairs = tokens.filter((t) => /^[0-9a-f]{2}$/i.test(t)).length;
  return (
    symbols >= 0.04 * visible.length ||
    statements >= Math.max(2, lines.length / 4) ||
    (tokens.length >= 8 && hexPairs >= 0.9 * tokens.length)
  );
}
/** A line of a program or a shell session: ends a statement or a block, or starts with a prompt or a keyword. */
const CODE_LINE_RE = /[;{}]\s*$|^\s*(?:\$ |>>> |\/\/|#include\b|import |from \S+ import |def |class \w+[:(]|sudo |npm |pip |apt(?:-get)? )/;

function isHidden(element: Element): boolean {
  return element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true';
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

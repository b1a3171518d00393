import { XMLParser } from 'fast-xml-parser';
import { IngestError } from '../errors.ts';
import { joinBlocks, type Block } from '../html-text.ts';
import type { GuardedZip } from '../zip-guard.ts';

export const ODT_MIME = 'application/vnd.oasis.opendocument.text';

/**
 * OpenDocument text: content.xml read with fast-xml-parser in document order. Entity processing
 * is off (no DTD entity can expand); the five XML entities and character references are decoded
 * here instead, which is all a well-formed ODF file uses.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

/** Parsed node in preserveOrder form: `{ tag: children, ':@'?: attributes }` or `{ '#text': s }`. */
type XmlNode = Record<string, unknown>;

/** Elements whose text is not part of the document body as read. */
const SKIPPED = new Set([
  'text:tracked-changes',
  'office:annotation',
  'office:annotation-end',
  'text:note-citation',
  'text:sequence-decls',
  'text:variable-decls',
  'text:user-field-decls',
  'office:forms',
  'svg:title',
  'svg:desc',
  'draw:image',
  'text:bookmark-ref',
  'text:toc-mark',
]);

export function odtToText(zip: GuardedZip): string {
  const xml = zip.readText('content.xml');
  if (xml === undefined) throw new IngestError('corrupt', 'This OpenDocument file has no content and could not be read.');
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    throw new IngestError('corrupt', 'This document contains a DTD, which is not allowed in uploads.');
  }
  let tree: XmlNode[];
  try {
    tree = parser.parse(xml) as XmlNode[];
  } catch (error) {
    throw new IngestError('corrupt', 'This OpenDocument file is damaged and could not be read.', { cause: error });
  }
  const blocks: Block[] = [];

  const walk = (nodes: XmlNode[], list: object | null): void => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (!tag || SKIPPED.has(tag)) continue;
      const children = childrenOf(node, tag);
      if (tag === 'text:p' || tag === 'text:h') {
        const text = inlineText(children);
        if (text !== '') blocks.push(list ? { text: `- ${text}`, group: list } : { text, group: null });
      } else if (tag === 'text:list') {
        // Items of nested lists stay in the outer list's group: one run of adjacent lines.
        walk(children, list ?? {});
      } else if (tag === 'table:table') {
        const group = {};
        for (const row of rowsOf(children)) {
          const cells = row.map((cell) => inlineText(cell)).filter((text) => text !== '');
          if (cells.length > 0) blocks.push({ text: cells.join(' | '), group });
        }
      } else {
        walk(children, list);
      }
    }
  };

  const body = findPath(tree, ['office:document-content', 'office:body', 'office:text']);
  walk(body ?? [], null);
  return joinBlocks(blocks);
}

/** Rows of a table (through header-rows and row-groups), each as its cells' children. */
function rowsOf(nodes: XmlNode[]): XmlNode[][][] {
  const rows: XmlNode[][][] = [];
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'table:table-row') {
      rows.push(
        childrenOf(node, tag)
          .filter((cell) => tagOf(cell) === 'table:table-cell')
          .map((cell) => childrenOf(cell, 'table:table-cell')),
      );
    } else if (tag === 'table:table-header-rows' || tag === 'table:table-rows' || tag === 'table:table-row-group') {
      rows.push(...rowsOf(childrenOf(node, tag)));
    }
  }
  return rows;
}

/** Everything below on one line: spans, links, spaces (text:s), tabs, line breaks. */
function inlineText(nodes: XmlNode[]): string {
  let text = '';
  const walk = (list: XmlNode[]) => {
    for (const node of list) {
      if ('#text' in node) {
        text += decodeXml(String(node['#text']));
        continue;
      }
      const tag = tagOf(node);
      if (!tag || SKIPPED.has(tag)) continue;
      if (tag === 'text:s') {
        const count = Number(attributesOf(node)['text:c'] ?? '1');
        text += ' '.repeat(Number.isFinite(count) ? Math.min(Math.max(count, 1), 100) : 1);
      } else if (tag === 'text:tab' || tag === 'text:line-break') {
        text += ' ';
      } else {
        if (tag === 'text:p' || tag === 'text:h' || tag === 'text:list-item') text += ' ';
        walk(childrenOf(node, tag));
      }
    }
  };
  walk(nodes);
  return text.replace(/\s+/g, ' ').trim();
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function childrenOf(node: XmlNode, tag: string): XmlNode[] {
  const value = node[tag];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function attributesOf(node: XmlNode): Record<string, string> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}

function findPath(nodes: XmlNode[], path: string[]): XmlNode[] | undefined {
  let current = nodes;
  for (const step of path) {
    const next = current.find((node) => tagOf(node) === step);
    if (!next) return undefined;
    current = childrenOf(next, step);
  }
  return current;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body] ?? entity;
  });
}

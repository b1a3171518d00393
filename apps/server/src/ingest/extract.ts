import { UPLOAD_MAX_BYTES } from '@staffwright/contract';
import { IngestError } from './errors.ts';
import { csvToText } from './formats/csv.ts';
import { docToText } from './formats/doc.ts';
import { docxToText } from './formats/docx.ts';
import { markdownToText } from './formats/markdown.ts';
import { odtToText } from './formats/odt.ts';
import { pdfToText, tooMuchText, type PdfReadOptions } from './formats/pdf.ts';
import { rtfToText } from './formats/rtf.ts';
import { hasReadableText, normalizeText } from './normalize-text.ts';
import { sniffContent, type SniffedContent } from './sniff.ts';
import type { ZipLimits } from './zip-guard.ts';

export const DOC_FORMATS = ['txt', 'md', 'csv', 'rtf', 'pdf', 'doc', 'docx', 'odt'] as const;
export type DocFormat = (typeof DOC_FORMATS)[number];

export interface ExtractedDocument {
  format: DocFormat;
  /** Normalised plain text: NFC, single spaces, paragraphs separated by a blank line. */
  text: string;
}

export interface ExtractOptions {
  /** Defaults to the upload limit; the HTTP layer enforces it while streaming, this is a backstop. */
  maxBytes?: number;
  zipLimits?: ZipLimits;
  /** Refuse documents whose text is longer than this. Default 10 million characters. */
  maxTextChars?: number;
  /** How PDF pages are read (a second thread for long PDFs, by default). */
  pdf?: PdfReadOptions;
}

const DEFAULT_MAX_TEXT_CHARS = 10_000_000;

const TEXT_FORMATS = new Set<DocFormat>(['txt', 'md', 'csv']);

const LABELS: Record<DocFormat, string> = {
  txt: 'text file',
  md: 'Markdown file',
  csv: 'CSV file',
  rtf: 'RTF document',
  pdf: 'PDF document',
  doc: 'Word (.doc) document',
  docx: 'Word (.docx) document',
  odt: 'OpenDocument text (.odt) file',
};

export const SUPPORTED_FORMATS_MESSAGE = 'Supported formats: TXT, RTF, PDF, DOC, DOCX, ODT, MD, CSV';

/**
 * Extracts the text of an uploaded document. The file name only says which format the owner
 * meant; the content decides what the file is, and the two must agree: a file whose content is
 * not what its extension claims is refused rather than guessed at, because a disguised file is
 * either a mistake the owner should see or an attempt to get unexpected bytes into a parser.
 *
 * Throws IngestError with a message meant for the owner.
 */
export async function extractDocument(data: Uint8Array, fileName: string, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  if (data.length === 0) throw new IngestError('empty', 'The file is empty');
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  if (data.length > maxBytes) {
    throw new IngestError('too_large', `File too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  const claimed = formatFromName(fileName);
  if (!claimed) throw new IngestError('unsupported_type', `Invalid file type. ${SUPPORTED_FORMATS_MESSAGE}`);

  const content = sniffContent(data, options.zipLimits);
  const format = resolveFormat(claimed, content);
  const maxTextChars = options.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS;
  const raw = await extractRaw(format, data, content, maxTextChars, options.pdf);
  if (raw.length > maxTextChars) throw tooMuchText(maxTextChars);
  const text = normalizeText(raw);
  if (!hasReadableText(text)) {
    if (TEXT_FORMATS.has(format) && text === '') throw new IngestError('empty', 'The file is empty');
    throw new IngestError(
      'no_text',
      format === 'pdf'
        ? 'No text could be extracted from this file (a scanned PDF holds pictures of text, not text)'
        : 'No text could be extracted from this file',
    );
  }
  return { format, text };
}

export function formatFromName(fileName: string): DocFormat | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 && !base.startsWith('.')) return null;
  const extension = base.slice(dot + 1).toLowerCase();
  return (DOC_FORMATS as readonly string[]).includes(extension) ? (extension as DocFormat) : null;
}

function resolveFormat(claimed: DocFormat, content: SniffedContent): DocFormat {
  if (content.kind === 'text' && TEXT_FORMATS.has(claimed)) return claimed;
  if (content.kind === claimed) return claimed;
  throw new IngestError('unsupported_type', mismatchMessage(claimed, content));
}

function mismatchMessage(claimed: DocFormat, content: SniffedContent): string {
  const first = `This file is not a real ${LABELS[claimed]}`;
  switch (content.kind) {
    case 'text':
      if (/^\s*(<!doctype html|<html|<head|<body)/i.test(content.text)) return `${first}: it is a web page (HTML).`;
      return TEXT_FORMATS.has(claimed) ? `${first}.` : `${first}: it is plain text.`;
    case 'zip':
      return `${first}: it is a zip archive.`;
    case 'binary':
      return TEXT_FORMATS.has(claimed) ? `${first}: it holds binary data, or text that is not UTF-8.` : `${first}.`;
    default: {
      const label = LABELS[content.kind];
      const article = /^[AEIOR]/.test(label) ? 'an' : 'a';
      return `${first}: its content is ${article} ${label}. Rename it to .${content.kind} and upload it again.`;
    }
  }
}

async function extractRaw(
  format: DocFormat,
  data: Uint8Array,
  content: SniffedContent,
  maxTextChars: number,
  pdfOptions?: PdfReadOptions,
): Promise<string> {
  switch (format) {
    case 'txt':
    case 'md':
    case 'csv': {
      const text = content.kind === 'text' ? content.text : '';
      if (format === 'md') return markdownToText(text);
      if (format === 'csv') return csvToText(text);
      return text;
    }
    case 'rtf':
      return rtfToText(data);
    case 'pdf':
      return pdfToText(data, maxTextChars, pdfOptions);
    case 'doc':
      return docToText(data);
    case 'docx':
      if (content.kind !== 'docx') throw new Error('unreachable: docx without its archive');
      return docxToText(data, content.zip);
    case 'odt':
      if (content.kind !== 'odt') throw new Error('unreachable: odt without its archive');
      return odtToText(content.zip);
  }
}

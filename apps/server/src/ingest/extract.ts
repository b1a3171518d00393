import { megabytesOver, UPLOAD_MAX_BYTES } from '@staffwright/contract';
import { IngestError } from './errors.ts';
import { csvToText } from './formats/csv.ts';
import { docToText } from './formats/doc.ts';
import { docxToText } from './formats/docx.ts';
import { markdownToText } from './formats/markdown.ts';
import { odtToText } from './formats/odt.ts';
import { readPdfText, tooMuchText, type PdfReadOptions, type PdfText } from './formats/pdf.ts';
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
  /** True when the pieces given to ExtractOptions.onTextPiece, joined by a blank line, are exactly `text`. */
  streamed: boolean;
}

export interface ExtractOptions {
  /** Defaults to the upload limit; the HTTP layer enforces it while streaming, this is a backstop. */
  maxBytes?: number;
  zipLimits?: ZipLimits;
  /** Refuse documents whose text is longer than this. Default 10 million characters. */
  maxTextChars?: number;
  /** How PDF pages are read (a second thread for long PDFs, by default). */
  pdf?: Omit<PdfReadOptions, 'onRawPiece'>;
  /**
   * Receives the normalised text in pieces (never empty) while a long PDF is still being read, so
   * that it can be stored meanwhile. Only when the result says `streamed` do the pieces make up
   * its text (joined by a blank line); otherwise they are to be discarded.
   */
  onTextPiece?: (piece: string) => void;
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
    // The size in the limit's unit, with the decimals it takes not to read as the limit (5 MB + 1 byte: "5.000001MB").
    const limit = maxBytes / (1024 * 1024);
    throw new IngestError('too_large', `File size (${megabytesOver(data.length, maxBytes)}MB) exceeds the ${limit}MB limit`);
  }
  const claimed = formatFromName(fileName);
  if (!claimed) throw new IngestError('unsupported_type', `Invalid file type. ${SUPPORTED_FORMATS_MESSAGE}`);

  const content = sniffContent(data, options.zipLimits);
  const format = resolveFormat(claimed, content);
  const maxTextChars = options.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS;
  // normalizeText of pieces that end where a paragraph does equals normalizeText of the whole
  // (it only ever collapses the blank line between them, and NFC does not reach across a newline),
  // so the pieces of a streamed PDF are normalised as they come.
  const pieces: string[] = [];
  const onTextPiece = options.onTextPiece;
  const onRawPiece = onTextPiece
    ? (raw: string) => {
        const piece = normalizeText(raw);
        if (piece === '') return;
        pieces.push(piece);
        onTextPiece(piece);
      }
    : undefined;
  const { raw, streamed } = await extractRaw(format, data, content, maxTextChars, { ...options.pdf, onRawPiece });
  if (raw.length > maxTextChars) throw tooMuchText(maxTextChars);
  const text = streamed ? pieces.join('\n\n') : normalizeText(raw);
  if (!hasReadableText(text)) {
    if (TEXT_FORMATS.has(format) && text === '') throw new IngestError('empty', 'The file is empty');
    throw new IngestError(
      'no_text',
      format === 'pdf'
        ? 'No text could be extracted from this file (a scanned PDF holds pictures of text, not text)'
        : 'No text could be extracted from this file',
    );
  }
  return { format, text, streamed };
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
      return TEXT_FORMATS.has(claimed)
        ? `${first}: it holds binary data. If it is text, save it with UTF-8 encoding and upload it again.`
        : `${first}.`;
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
  pdfOptions: PdfReadOptions,
): Promise<PdfText> {
  const whole = (raw: string): PdfText => ({ raw, streamed: false });
  switch (format) {
    case 'txt':
    case 'md':
    case 'csv': {
      const text = content.kind === 'text' ? content.text : '';
      if (format === 'md') return whole(markdownToText(text));
      if (format === 'csv') return whole(csvToText(text));
      return whole(text);
    }
    case 'rtf':
      return whole(await rtfToText(data));
    case 'pdf':
      return readPdfText(data, maxTextChars, pdfOptions);
    case 'doc':
      return whole(await docToText(data));
    case 'docx':
      if (content.kind !== 'docx') throw new Error('unreachable: docx without its archive');
      return whole(await docxToText(data, content.zip));
    case 'odt':
      if (content.kind !== 'odt') throw new Error('unreachable: odt without its archive');
      return whole(await odtToText(content.zip));
  }
}

import { analyse } from 'chardet';
import { decoderFor } from './cp1252.ts';

/**
 * Which legacy encoding bytes that are not UTF-8 are in, as told by chardet (a port of ICU's
 * detector: byte statistics and per-language n-grams). Only ASCII-compatible encodings are
 * considered, so a NUL byte is a NUL character whatever the answer.
 *
 * Limits, inherent to detecting by language statistics:
 * - Mostly-English text with a few Polish or Czech names reads as Western (windows-1252): the
 *   n-grams are English, and "Łódź" in ISO-8859-2 comes out as "£ód¼". Text written in Polish or
 *   Czech (or another language chardet has n-grams for) is told apart.
 * - ISO-8859-15 cannot be told from ISO-8859-1: its "€" (0xA4) reads as "¤".
 * - UTF-16 without a byte-order mark is never detected (chardet knows UTF-16 only by its BOM);
 *   such a file is full of NUL bytes and is refused as binary.
 */

/** Single-byte encodings: chardet's guess among them is the best there is, even when unsure. */
const SINGLE_BYTE = /^(?:ISO-8859-\d{1,2}|windows-12\d\d|windows-874|KOI8-R)$/;
/** Multi-byte East Asian encodings, taken only when chardet is sure (short or binary input scores 10). */
const MULTI_BYTE = new Set(['Shift_JIS', 'EUC-JP', 'EUC-KR', 'Big5', 'GB18030']);
const MULTI_BYTE_MIN_CONFIDENCE = 50;
/** The most common legacy encoding, for text chardet has nothing to say about (a few accented names). */
const FALLBACK = 'windows-1252';
/** chardet reads every byte it is given; a sample keeps a 5 MB file from costing a second. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Decodes bytes that are known not to be UTF-8 (and have no byte-order mark) in the detected
 * legacy encoding. Windows-1252 (which ISO-8859-1 is read as, like browsers do) goes through our
 * own table, because Node 20's TextDecoder gets its 0x80-0x9F range wrong.
 */
export function decodeLegacy(data: Uint8Array): string {
  return decoderFor(detectLegacyEncoding(data)).decode(data);
}

/** The WHATWG label of the most likely legacy encoding of `data` (windows-1252 when unsure). */
export function detectLegacyEncoding(data: Uint8Array): string {
  const sampled = sample(data);
  // ASCII reads the same in all of them; any guess would be noise.
  if (!sampled.some((byte) => byte >= 0x80)) return FALLBACK;
  for (const match of analyse(sampled)) {
    const label = match.name.toLowerCase();
    if (SINGLE_BYTE.test(match.name) && decodes(label)) return label;
    if (MULTI_BYTE.has(match.name) && match.confidence >= MULTI_BYTE_MIN_CONFIDENCE && decodes(label, sampled)) return label;
  }
  return FALLBACK;
}

/** Whether this Node has a decoder for `label` (and, given bytes, whether they are valid in it). */
function decodes(label: string, data?: Uint8Array): boolean {
  try {
    // The sample may end inside a character; `stream` leaves an incomplete one undecoded.
    new TextDecoder(label, { fatal: true }).decode(data, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The lines holding non-ASCII bytes (long lines in 4 KiB pieces), up to SAMPLE_BYTES: they are
 * what tells encodings apart, and they keep the words around those bytes for the n-grams. A small
 * input is its own sample.
 */
function sample(data: Uint8Array): Uint8Array {
  if (data.length <= SAMPLE_BYTES) return data;
  const out = new Uint8Array(SAMPLE_BYTES);
  let size = 0;
  let start = 0;
  let lineEnd = 0;
  while (start < data.length && size < SAMPLE_BYTES) {
    if (lineEnd <= start) {
      const newline = data.indexOf(0x0a, start);
      lineEnd = newline === -1 ? data.length : newline + 1;
    }
    const end = Math.min(lineEnd, start + 4096);
    const piece = data.subarray(start, Math.min(end, start + SAMPLE_BYTES - size));
    if (piece.some((byte) => byte >= 0x80)) {
      out.set(piece, size);
      size += piece.length;
    }
    start = end;
  }
  return size === 0 ? data.subarray(0, SAMPLE_BYTES) : out.subarray(0, size);
}

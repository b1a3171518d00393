import { IngestError } from '../errors.ts';
import { decodeLegacy } from './encoding.ts';

/**
 * Decodes an uploaded text file, choosing the encoding in this order:
 * 1. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE);
 * 2. UTF-8, when the bytes are valid UTF-8;
 * 3. otherwise the legacy encoding chardet detects (Windows-1252, ISO-8859-x, …; see encoding.ts).
 * UTF-16 without a byte-order mark is not accepted: nothing tells it apart from binary data.
 * Returns null when the bytes are not text, so the caller can decide what to tell the user.
 */
export function decodeTextFile(data: Uint8Array): string | null {
  const text = decode(data);
  return text === null || looksBinary(text) ? null : text;
}

function decode(data: Uint8Array): string | null {
  const bom = byteOrderMark(data);
  if (bom) {
    try {
      return new TextDecoder(bom, { fatal: true, ignoreBOM: true }).decode(data.subarray(bom === 'utf-8' ? 3 : 2));
    } catch {
      return null;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // Not UTF-8. Every legacy encoding accepted is ASCII-compatible, so a NUL byte is a NUL
    // character: binary data (or BOM-less UTF-16), not worth running the detector on.
    if (data.includes(0)) return null;
    return decodeLegacy(data);
  }
}

function byteOrderMark(data: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'utf-8';
  if (data[0] === 0xff && data[1] === 0xfe) return 'utf-16le';
  if (data[0] === 0xfe && data[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Decoded text can still be binary (valid UTF-8 made of control bytes; any bytes at all in a
 * single-byte encoding). Real text has no NUL and hardly any control characters besides tab,
 * newline, carriage return and form feed; C1 controls (U+0080-U+009F) count too, as no text uses
 * them and the bytes left undefined by Windows-1252 decode to them.
 */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(/[\u0001-\u0008\u000E-\u001A\u001C-\u001F\u007F-\u009F]/g)?.length ?? 0;
  return controls > Math.max(8, text.length / 200);
}

export function requireText(data: Uint8Array, what: string): string {
  const text = decodeTextFile(data);
  if (text === null) {
    throw new IngestError('unsupported_type', `This ${what} file is not readable text. Save it with UTF-8 encoding and upload it again.`);
  }
  return text;
}

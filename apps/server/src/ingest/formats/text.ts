import { IngestError } from '../errors.ts';

/**
 * Decodes an uploaded text file. UTF-8 is required (UTF-16 is accepted only with its byte-order
 * mark, because without one it cannot be told apart from binary data). Returns null when the bytes
 * are not text, so the caller can decide what to tell the user.
 */
export function decodeTextFile(data: Uint8Array): string | null {
  let text: string;
  try {
    if (data[0] === 0xff && data[1] === 0xfe) {
      text = new TextDecoder('utf-16le', { fatal: true }).decode(data.subarray(2));
    } else if (data[0] === 0xfe && data[1] === 0xff) {
      text = new TextDecoder('utf-16be', { fatal: true }).decode(data.subarray(2));
    } else {
      // TextDecoder drops a leading UTF-8 BOM by itself.
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    }
  } catch {
    return null;
  }
  return looksBinary(text) ? null : text;
}

/**
 * Valid UTF-8 can still be binary (all-ASCII control bytes). Real text has no NUL and hardly any
 * control characters besides tab, newline, carriage return and form feed.
 */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const controls = text.match(/[\u0001-\u0008\u000E-\u001A\u001C-\u001F\u007F]/g)?.length ?? 0;
  return controls > Math.max(8, text.length / 200);
}

export function requireText(data: Uint8Array, what: string): string {
  const text = decodeTextFile(data);
  if (text === null) {
    throw new IngestError('unsupported_type', `This ${what} file is not readable text. Save it with UTF-8 encoding and upload it again.`);
  }
  return text;
}

import { isOle } from './formats/doc.ts';
import { ODT_MIME } from './formats/odt.ts';
import { isPdf } from './formats/pdf.ts';
import { isRtf } from './formats/rtf.ts';
import { decodeTextFile } from './formats/text.ts';
import { GuardedZip, isZip, type ZipLimits } from './zip-guard.ts';

/** What the bytes are, whatever the file is called. */
export type SniffedContent =
  { kind: 'pdf' | 'rtf' | 'doc' } | { kind: 'docx' | 'odt' | 'zip'; zip: GuardedZip } | { kind: 'text'; text: string } | { kind: 'binary' };

/**
 * Judges a file by its content. Zip archives are opened through the guard, so an oversized
 * archive is refused here, before anything is inflated.
 */
export function sniffContent(data: Uint8Array, zipLimits?: ZipLimits): SniffedContent {
  if (isPdf(data)) return { kind: 'pdf' };
  if (isRtf(data)) return { kind: 'rtf' };
  if (isOle(data)) return { kind: 'doc' };
  if (isZip(data)) {
    const zip = new GuardedZip(data, zipLimits);
    if (zip.has('word/document.xml')) return { kind: 'docx', zip };
    const mimetype = zip.entries.get('mimetype');
    if (mimetype && mimetype.size < 200 && zip.readText('mimetype')?.trim() === ODT_MIME) return { kind: 'odt', zip };
    return { kind: 'zip', zip };
  }
  const text = decodeTextFile(data);
  return text === null ? { kind: 'binary' } : { kind: 'text', text };
}

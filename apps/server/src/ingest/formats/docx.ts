import mammoth from 'mammoth';
import { IngestError } from '../errors.ts';
import { htmlToText } from '../html-text.ts';
import type { GuardedZip } from '../zip-guard.ts';

/**
 * Word 2007+ via mammoth. convertToHtml rather than extractRawText, because the HTML keeps
 * headings, list items and table rows apart; html-text.ts then writes them as readable lines.
 * The archive has been opened and fully verified (entry count, real inflated sizes) by the caller.
 */
export async function docxToText(data: Uint8Array, zip: GuardedZip): Promise<string> {
  zip.verifyAll();
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      // Images are not text: do not read or base64 them.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return htmlToText(result.value);
  } catch (error) {
    throw new IngestError('corrupt', 'This Word document is damaged and could not be read.', { cause: error });
  }
}

import WordExtractor from 'word-extractor';
import { IngestError } from '../errors.ts';

/** Word 97-2003 (.doc, an OLE compound file) via word-extractor. */
export async function docToText(data: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    // filterUnicode would turn dashes and curly quotes into ASCII look-alikes.
    return paragraphs(document.getBody({ filterUnicode: false }));
  } catch (error) {
    throw new IngestError('corrupt', 'This Word (.doc) document is damaged or is not a Word document.', {
      cause: error,
    });
  }
}

/**
 * word-extractor ends every Word paragraph with one newline and separates table cells with tabs.
 * Paragraphs get a blank line between them, like every other format; table rows become
 * "cell | cell" lines kept together.
 */
function paragraphs(body: string): string {
  let out = '';
  let previousWasRow = false;
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const isRow = line.includes('\t');
    const text = isRow
      ? line
          .split('\t')
          .map((cell) => cell.trim())
          .filter((cell) => cell !== '')
          .join(' | ')
      : line;
    if (out !== '') out += isRow && previousWasRow ? '\n' : '\n\n';
    out += text;
    previousWasRow = isRow;
  }
  return out;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function isOle(data: Uint8Array): boolean {
  return OLE_MAGIC.every((byte, index) => data[index] === byte);
}

/**
 * A minimal PDF writer: US Letter pages of 10 pt Helvetica (a standard font, not embedded), text
 * in uncompressed content streams, a correct cross-reference table. Enough for real PDF readers
 * (and pdf.js) to show and extract the text; nothing more.
 */

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;
const FONT_SIZE = 10;
const LEADING = 12.5;
const LINES_PER_PAGE = Math.floor((PAGE_H - 2 * MARGIN) / LEADING);
/** Helvetica averages about half an em per character: ~100 characters in 504 pt at 10 pt. */
const CHARS_PER_LINE = 95;

/** Helvetica's standard encoding covers ASCII; typographic characters get their ASCII stand-ins. */
function toAscii(text: string): string {
  return text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/…/g, '...')
    .replace(/[•·]/g, '-')
    .replace(/€/g, 'EUR')
    .replace(/®/g, '(R)')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
}

const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface GeneratedPdf {
  data: Buffer;
  pages: number;
  /** Characters of text written (ASCII). */
  chars: number;
}

/**
 * Pages of text from `nextParagraph` (a blank line between paragraphs) until the file would pass
 * `maxBytes`.
 */
export function writeTextPdf(nextParagraph: () => string, maxBytes: number): GeneratedPdf {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (s: string) => {
    const b = Buffer.from(s, 'latin1');
    parts.push(b);
    size += b.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = size;
    push(`${id} 0 obj\n${body}\nendobj\n`);
  };

  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(4, '<< /Producer (Staffwright bench) /Title (Brightsmile Family Dental - Policies and Procedures) >>');

  const kids: number[] = [];
  let chars = 0;
  let pending: string[] = [];
  const pageText = (): { lines: string[] } => {
    const lines: string[] = [];
    while (lines.length < LINES_PER_PAGE) {
      if (!pending.length) {
        if (lines.length) lines.push('');
        pending = wrap(toAscii(nextParagraph()));
      }
      lines.push(pending.shift()!);
    }
    return { lines };
  };
  for (let id = 5; ; id += 2) {
    const { lines } = pageText();
    const ops = lines.map((l, i) => (i === 0 ? `(${escape(l)}) Tj` : l ? `T* (${escape(l)}) Tj` : 'T*')).join('\n');
    const stream = `BT\n/F1 ${FONT_SIZE} Tf\n${LEADING} TL\n${MARGIN} ${PAGE_H - MARGIN} Td\n${ops}\nET`;
    const content = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
    const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    // What the file would be with this page: its objects, their xref lines, the page tree and trailer.
    const projected = size + content.length + page.length + 64 + (kids.length + 1) * (20 * 2 + 8) + 400;
    if (kids.length && projected > maxBytes) break;
    object(id, page);
    object(id + 1, content);
    kids.push(id);
    chars += lines.reduce((a, l) => a + l.length, 0);
  }
  object(2, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);

  const count = offsets.length;
  const xrefAt = size;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++)
    xref += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 ${offsets[id] === undefined ? 'f' : 'n'} \n`;
  push(`${xref}trailer\n<< /Size ${count} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return { data: Buffer.concat(parts), pages: kids.length, chars };
}

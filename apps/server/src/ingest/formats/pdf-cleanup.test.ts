import { describe, expect, it } from 'vitest';
import { splitUnits } from '../../modules/answering/index.ts';
import { extractDocument } from '../extract.ts';
import { pdfToText, readPdfText } from './pdf.ts';

// PDFs drawn here run by run, at exact positions and sizes, the way word processors write them:
// headers and footers on every page, a hyphen at a line end, superscripts (smaller and raised),
// table cells side by side on one baseline.

/** Helvetica's advance widths (its AFM, per 1,000 units of size) for the characters used here. */
// prettier-ignore
const WIDTHS: Record<string, number> = {
  ' ': 278, '.': 278, ',': 278, ':': 278, ';': 278, '-': 333, '(': 333, ')': 333,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833,
  n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
  A: 667, C: 722, D: 722, K: 667, O: 778, S: 667, T: 611, W: 944,
};

function width(text: string, size: number): number {
  let total = 0;
  for (const char of text) {
    if (/\d/.test(char)) total += 556;
    else if (WIDTHS[char] !== undefined) total += WIDTHS[char];
    else throw new Error(`no width for ${char}`);
  }
  return (total * size) / 1000;
}

/** A PDF string in WinAnsi (the font's encoding): dashes and quotes by their codes. */
function pdfString(text: string): string {
  const codes: Record<string, string> = { '—': '\\227', '–': '\\226', '’': '\\222', '•': '\\225' };
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[—–’•]/g, (c) => codes[c] as string)})`;
}

/** One run of text at (x, y): its own text object, as positioned output has it. */
const run = (x: number, y: number, size: number, text: string) => `BT /F1 ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`;

/** Runs drawn one after the other on a baseline, each at the end of the one before; `rise` raises (or lowers) one. */
function runs(x: number, y: number, parts: { text: string; size: number; rise?: number }[]): string {
  const out: string[] = [];
  for (const part of parts) {
    out.push(run(x, y + (part.rise ?? 0), part.size, part.text));
    x += width(part.text, part.size);
  }
  return out.join('\n');
}

/** Lines of 10 pt text from `top` down, 12 pt apart. */
function body(top: number, lines: string[]): string {
  return lines.map((line, index) => run(54, top - index * 12, 10, line)).join('\n');
}

/** A PDF of US Letter pages, each drawn by its content-stream operators, in Helvetica. */
function makePdf(pages: string[]): Uint8Array {
  const objects: string[] = [];
  const kids: number[] = [];
  for (const stream of pages) {
    kids.push(3 + objects.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 1 0 R >> >> /Contents ${4 + objects.length} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  const all = [
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ...objects,
    '<< /Type /Catalog /Pages 2 0 R >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  all.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${all.length + 1} /Root ${all.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const textOf = async (pages: string[]) => (await extractDocument(makePdf(pages), 'policies.pdf')).text;
const count = (text: string, part: string) => text.split(part).length - 1;

const HEADER = 'Kestrel Ridge Veterinary Clinic — Client Policies';

describe('PDF clean-up: running headers, footers and page numbers', () => {
  it('leaves them out, keeps what is said once or in the body, and joins a paragraph across the page break', async () => {
    const bodies = [
      [
        'Please arrive ten minutes before your appointment so that we can weigh your pet.',
        'Questions? Call the front desk on (802) 555-0142.',
        'If your pet needs sedation, please do not feed them after midnight and',
      ],
      [
        'bring them in before eight in the morning.',
        'Questions? Call the front desk on (802) 555-0142.',
        'Vaccination records are kept for seven years.',
      ],
      ['Prescription refills take two working days.', 'Questions? Call the front desk on (802) 555-0142.'],
      ['Payment is due when services are rendered.', 'Questions? Call the front desk on (802) 555-0142.'],
    ];
    const pages = bodies.map((lines, index) =>
      [
        run(54, 760, 9, HEADER),
        index === 0 ? run(54, 720, 16, 'Client Policies') : '',
        body(690, lines),
        run(280, 30, 9, `Page ${index + 1} of ${bodies.length}`),
      ].join('\n'),
    );
    const text = await textOf(pages);
    expect(text).not.toContain('Kestrel Ridge');
    expect(text).not.toMatch(/Page \d/);
    // The title is on one page only; the body line that recurs is not at a page's edge.
    expect(text.startsWith('Client Policies\n\n')).toBe(true);
    expect(count(text, 'Questions? Call the front desk on (802) 555-0142.')).toBe(4);
    // The header no longer stands between the two halves of the sentence.
    expect(text).toContain('do not feed them after midnight and bring them in before eight in the morning.');
  });

  it('leaves out page numbers drawn alone from two pages on, and a header only from three', async () => {
    const page = (number: number, footer: string) =>
      [run(54, 760, 9, HEADER), body(700, [`Policy ${number} is explained here in full.`]), run(300, 30, 9, footer)].join('\n');
    const two = await textOf([page(1, '— 1 —'), page(2, '— 2 —')]);
    expect(two).not.toMatch(/— \d —/);
    // Two pages may share a heading: it stays.
    expect(count(two, HEADER)).toBe(2);
    expect(two).toContain('Policy 2 is explained here in full.');

    const three = await textOf([page(1, '1'), page(2, '2'), page(3, '3')]);
    expect(three).toBe('Policy 1 is explained here in full.\n\nPolicy 2 is explained here in full.\n\nPolicy 3 is explained here in full.');
  });

  it('keeps a line that comes back at the top of only a few pages', async () => {
    // "Appendix" tops 2 of 6 pages: less than half of them, so it is a heading, not a header.
    const pages = [1, 2, 3, 4, 5, 6].map((n) =>
      [n === 2 || n === 5 ? run(54, 760, 14, 'Appendix') : '', body(700, [`Section ${n} of the client policies.`])].join('\n'),
    );
    const text = await textOf(pages);
    expect(count(text, 'Appendix')).toBe(2);
    expect(count(text, 'of the client policies.')).toBe(6);
  });

  it('keeps body lines that come back at the edges of every page: the end of a sentence, lines that differ in their numbers', async () => {
    const pages = [0, 1, 2, 3].map((i) =>
      [
        // The rest of a sentence from the page before, then a paragraph's space.
        run(54, 740, 10, 'and root canals are done by the dentists.'),
        body(715, [`Room ${i * 7 + 3} is on floor ${i % 3}.`, 'The front desk answers within two days.']),
        // Numbers, but not a page number: they do not count with the pages.
        run(54, 60, 10, `Ask for Room ${i * 5 + 2}.`),
      ].join('\n'),
    );
    const text = await textOf(pages);
    expect(count(text, 'and root canals are done by the dentists.')).toBe(4);
    for (const room of [2, 7, 12, 17]) expect(text).toContain(`Ask for Room ${room}.`);
  });
});

describe('PDF clean-up: words hyphenated at a line end', () => {
  it('joins the word again, and keeps the hyphen of a compound that broke there', async () => {
    const text = await textOf([
      body(700, [
        'Please book an appoint-',
        'ment before your visit; walk-',
        'ins are seen when a vet is free. Our self-',
        'service kiosk takes pay-',
        'ments by card. Results come by e-',
        'mail, and every X-',
        'ray is discussed at a follow-',
        'up visit. Allergy checks are mid-',
        'Week.',
      ]),
    ]);
    expect(text).toContain(
      'Please book an appointment before your visit; walk-ins are seen when a vet is free. Our self-service kiosk takes payments by card. Results come by e-mail, and every X-ray is discussed at a follow-up visit.',
    );
    // The next line does not start in lowercase: not a word broken in two.
    expect(text).toContain('Allergy checks are mid- Week.');
  });
});

describe('PDF clean-up: superscripts and subscripts', () => {
  it('keeps them with their word, on their line and in their paragraph', async () => {
    const page = [
      // Raised with the text-rise operator inside one text object, as some writers do it…
      'BT /F1 10 Tf 54 700 Td (As Dr Smith) Tj /F1 6 Tf 4 Ts (1) Tj /F1 10 Tf 0 Ts ( explains, the first exam is free on your 1) Tj /F1 6 Tf 4 Ts (st) Tj /F1 10 Tf 0 Ts ( visit) Tj ET',
      // …and as runs of their own, smaller, with a raised or lowered baseline.
      runs(54, 688, [
        { text: 'and each kennel has 12 m', size: 10 },
        { text: '2', size: 6, rise: 4 },
        { text: ' of floor where we keep CO', size: 10 },
        { text: '2', size: 6, rise: -2 },
        { text: ' levels low.', size: 10 },
      ]),
    ].join('\n');
    const text = await textOf([page]);
    expect(text).toBe(
      'As Dr Smith¹ explains, the first exam is free on your 1st visit and each kennel has 12 m² of floor where we keep CO₂ levels low.',
    );
  });
});

describe('PDF clean-up: tables', () => {
  it('keeps each row on one line, its cells joined with " | ", apart from the text around it', async () => {
    const row = (y: number, cells: string[]) => cells.map((cell, index) => run([54, 200, 330][index] ?? 0, y, 10, cell)).join('\n');
    const page = [
      body(700, ['Our opening hours are below.']),
      row(676, ['Day', 'Hours', 'Notes']),
      row(658, ['Monday', '8:00 am – 6:00 pm', 'Walk-ins welcome']),
      row(640, ['Saturday', '9:00 am – 1:00 pm', 'Appointments only']),
      // A long first cell leaves only 0.8 em before the next column: a cell all the same, since the
      // next run starts where that column does on the rows above.
      run(200 - 8 - width('Sunday and public holidays', 10), 622, 10, 'Sunday and public holidays'),
      row(622, ['', 'Closed', 'Emergencies only']),
      // A label and its value at a tab stop are not cells.
      run(54, 610, 10, 'Phone:'),
      run(200, 610, 10, '(802) 555-0142'),
      // Words placed one by one, with wide (justified) spaces of 0.9 em between them, are still prose.
      ['We', 'close', 'on', 'public', 'holidays.']
        .map((word, index, words) => run(54 + words.slice(0, index).reduce((x, w) => x + width(w, 10) + 9, 0), 580, 10, word))
        .join('\n'),
      // A bullet and the indented text after it are not cells.
      run(54, 550, 10, '•'),
      run(78, 550, 10, 'Walk-ins are seen in order of arrival.'),
    ].join('\n');
    const text = await textOf([page]);
    expect(text).toBe(
      [
        'Our opening hours are below.',
        [
          'Day | Hours | Notes',
          'Monday | 8:00 am – 6:00 pm | Walk-ins welcome',
          'Saturday | 9:00 am – 1:00 pm | Appointments only',
          'Sunday and public holidays | Closed | Emergencies only',
        ].join('\n'),
        'Phone: (802) 555-0142',
        'We close on public holidays.',
        '• Walk-ins are seen in order of arrival.',
      ].join('\n\n'),
    );
    // And the built-in engine reads them as rows of a table with its header.
    const rows = splitUnits(text).filter((unit) => unit.kind === 'row');
    expect(rows.map((unit) => [unit.text, unit.header])).toEqual([
      ['Monday: 8:00 am – 6:00 pm — Walk-ins welcome', 'Day | Hours | Notes'],
      ['Saturday: 9:00 am – 1:00 pm — Appointments only', 'Day | Hours | Notes'],
      ['Sunday and public holidays: Closed — Emergencies only', 'Day | Hours | Notes'],
    ]);
  });
});

describe('PDF clean-up while a long PDF is handed out in pieces', () => {
  /** `pages` pages of 50 numbered lines, with the header on the first `headerPages` and a page number on all. */
  function longPdf(pages: number, headerPages: number): Uint8Array {
    let n = 0;
    const streams: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const lines: string[] = [];
      for (let line = 0; line < 50; line++) {
        n += 1;
        lines.push(`Line ${n} of the handbook: the clinic opens at eight and closes at six on weekdays.`);
      }
      streams.push([page <= headerPages ? run(54, 770, 9, HEADER) : '', body(740, lines), run(300, 30, 9, `Page ${page}`)].join('\n'));
    }
    return makePdf(streams);
  }

  it('gives pieces that make up the cleaned text', async () => {
    const data = longPdf(80, 80);
    const pieces: string[] = [];
    const result = await readPdfText(data, 10_000_000, { parallel: false, onRawPiece: (piece) => pieces.push(piece) });
    expect(result.streamed).toBe(true);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('\n\n')).toBe(result.raw);
    expect(result.raw).not.toContain('Kestrel');
    expect(result.raw).not.toMatch(/Page \d/);
    // Every body line, those at a page's edge too (their numbers do not count with the pages).
    expect(count(result.raw, 'of the handbook')).toBe(4000);
  });

  it('says the pieces are void when the first pages’ running lines are not the document’s', async () => {
    // The header tops the 32 sampled pages but only 40 of 100: not a running line of the document.
    const data = longPdf(100, 40);
    const pieces: string[] = [];
    const result = await readPdfText(data, 10_000_000, { parallel: false, onRawPiece: (piece) => pieces.push(piece) });
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.join('\n\n')).not.toContain('Kestrel');
    expect(result.streamed).toBe(false);
    expect(count(result.raw, HEADER)).toBe(40);
    expect(result.raw).toBe(await pdfToText(data, 10_000_000, { parallel: false }));
  });
});

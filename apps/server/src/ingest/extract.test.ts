import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UPLOAD_MAX_BYTES } from '@staffwright/contract';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IngestError } from './errors.ts';
import { extractDocument, formatFromName, type DocFormat } from './extract.ts';

const DOCUMENTS = fileURLToPath(new URL('../../../../test/fixtures/documents/', import.meta.url));
const read = (name: string) => new Uint8Array(readFileSync(DOCUMENTS + name));

interface QaItem {
  answerContains: string[];
  source: string | null;
}
const qa = JSON.parse(readFileSync(`${DOCUMENTS}../qa.json`, 'utf8')) as QaItem[];

async function refusal(promise: Promise<unknown>): Promise<IngestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IngestError);
  return error as IngestError;
}

/** What each fixture really holds (checked by hand against the files, see test/fixtures/README.md). */
const FIXTURES: { file: string; format: DocFormat; facts: string[]; accents: string[] }[] = [
  {
    file: 'faq.txt',
    format: 'txt',
    facts: ['Tanner Street', '48 hours', '$45 fee', 'Discover', 'CareCredit', 'flossboss22'],
    accents: ['Zoë', 'café', 'naïve', 'Renée', '—'],
  },
  {
    file: 'services.md',
    format: 'md',
    facts: ['12 to 18 months', '90 minutes', 'Dr. Amélie Fournier', '- Fluoride varnish and sealants for children'],
    accents: ['Zoë', 'Núñez', 'Amélie', '—'],
  },
  {
    file: 'price-list.csv',
    format: 'csv',
    facts: ['service: Adult cleaning (prophylaxis); fee usd: 112.00', 'Limited (emergency) exam; fee usd: 89.00', '425.00'],
    accents: ['Zoë', 'Núñez', 'Chloé', '—'],
  },
  {
    file: 'emergency-care.rtf',
    format: 'rtf',
    facts: ['milk', '(802) 555-0187', 'Alderbrook General Hospital', '60 minutes'],
    accents: ['Zoë', 'Chloé', 'naïve', '—'],
  },
  {
    file: 'insurance-policy.pdf',
    format: 'pdf',
    facts: ['Evergreen Mutual Dental', 'Northstar Benefit Partners', '$329 per year', 'up to 12 months', '1.5% per month'],
    accents: ['Renée', '€', '—'],
  },
  {
    file: 'new-patient-guide.docx',
    format: 'docx',
    facts: ['75 minutes', 'Photo ID | To confirm your identity', 'Insurance card', 'free electric toothbrush', '24 hours before'],
    accents: ['Zoë', 'Núñez', 'café', 'naïve', 'Renée', 'Chloé', '—'],
  },
  {
    file: 'office-hours.odt',
    format: 'odt',
    facts: [
      'Saturday | 9:00 am – 1:00 pm | First and third Saturday',
      'Thursday | 7:30 am',
      'Tuesday | 10:00 am – 6:30 pm',
      '- Memorial Day',
    ],
    accents: ['Zoë', 'café', '—', '–'],
  },
  {
    file: 'staff-handbook.doc',
    format: 'doc',
    facts: ['biological spore test', '$1,200 per year', '7:15 am'],
    accents: ['Renée', 'Chloé', 'Café', 'naïve', '€', '—', '–'],
  },
];

describe('extractDocument: fixture documents', () => {
  for (const fixture of FIXTURES) {
    it(`reads ${fixture.file}`, async () => {
      const { format, text } = await extractDocument(read(fixture.file), fixture.file);
      expect(format).toBe(fixture.format);
      for (const fact of [...fixture.facts, ...fixture.accents]) expect(text).toContain(fact);

      // Every answer phrase qa.json expects from this source is present.
      for (const item of qa.filter((q) => q.source === fixture.file)) {
        for (const phrase of item.answerContains) expect(text.toLowerCase()).toContain(phrase.toLowerCase());
      }

      // Normalised shape.
      expect(text).toBe(text.normalize('NFC'));
      expect(text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
      expect(text).not.toMatch(/ {2}|\n{3}|^\s|\s$/);
    });
  }

  it('drops markup and formatting instructions', async () => {
    const md = (await extractDocument(read('services.md'), 'services.md')).text;
    expect(md).not.toMatch(/\*\*|^#|\|---/m);
    expect(md).toMatch(/^Teeth whitening$/m);
    const rtf = (await extractDocument(read('emergency-care.rtf'), 'emergency-care.rtf')).text;
    expect(rtf).not.toMatch(/Liberation|Times New Roman|LibreOffice|\\|[{}]/);
    expect(rtf.startsWith('Dental Emergencies — What To Do\n\n')).toBe(true);
  });

  it('rebuilds PDF paragraphs instead of hard-wrapped lines', async () => {
    const { text } = await extractDocument(read('insurance-policy.pdf'), 'insurance-policy.pdf');
    expect(text).toContain('\n\n1. Insurance plans we are in-network with\n\nWe are in-network');
    expect(text).toContain('Please read this policy and ask Renée Okafor');
  });
});

describe('extractDocument: refusals', () => {
  it('refuses an HTML page renamed .pdf, without indexing it', async () => {
    const error = await refusal(extractDocument(read('bad/fake.pdf'), 'fake.pdf'));
    expect(error.code).toBe('unsupported_type');
    expect(error.message).toMatch(/^This file is not a real PDF document/);
  });

  it('refuses an empty file', async () => {
    const error = await refusal(extractDocument(read('bad/empty.txt'), 'empty.txt'));
    expect(error.code).toBe('empty');
    expect(error.message).toBe('The file is empty');
  });

  it('refuses the zip bomb quickly and without inflating it', async () => {
    const data = read('bad/bomb.docx');
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(extractDocument(data, 'bomb.docx'));
    const elapsed = performance.now() - started;
    const growth = process.memoryUsage().rss - before;
    expect(error.code).toBe('archive_too_large');
    expect(elapsed).toBeLessThan(1_000);
    expect(growth).toBeLessThan(150 * 1024 * 1024);
  });

  it('accepts a text file of exactly the upload limit, and refuses one byte more', async () => {
    expect(UPLOAD_MAX_BYTES).toBe(5_242_880);
    const head = 'BEGIN exactly-5mb.txt\n';
    const tail = 'END exactly-5mb.txt';
    const line = 'The quick brown fox jumps over the lazy dog near Tanner Street.\n';
    let body = line.repeat(Math.floor((UPLOAD_MAX_BYTES - head.length - tail.length) / line.length));
    body += 'x'.repeat(UPLOAD_MAX_BYTES - head.length - tail.length - body.length);
    const data = new TextEncoder().encode(head + body + tail);
    expect(data.length).toBe(5_242_880);

    const { format, text } = await extractDocument(data, 'exactly-5mb.txt');
    expect(format).toBe('txt');
    expect(text.startsWith('BEGIN exactly-5mb.txt')).toBe(true);
    expect(text.endsWith('END exactly-5mb.txt')).toBe(true);

    const over = new Uint8Array(data.length + 1).fill(0x61);
    const tooLarge = await refusal(extractDocument(over, 'over-5mb.txt'));
    expect(tooLarge.code).toBe('too_large');
    // Size and limit in one unit, and the size never reads as the limit ("5.0MB exceeds the 5MB limit").
    expect(tooLarge.message).toBe('File size (5.000001MB) exceeds the 5MB limit');
  });

  // A real PDF named .docx is refused rather than read as a PDF: the owner named it as something
  // it is not, which is either a mistake they should see (the training list would show a wrong
  // type) or an attempt to route bytes to an unexpected parser. The message says how to fix it.
  it('refuses a PDF renamed .docx, naming what it really is', async () => {
    const error = await refusal(extractDocument(read('insurance-policy.pdf'), 'policy.docx'));
    expect(error.code).toBe('unsupported_type');
    expect(error.message).toBe(
      'This file is not a real Word (.docx) document: its content is a PDF document. Rename it to .pdf and upload it again.',
    );
  });

  it('refuses other disguises: binary as text, docx as odt, PDF as text, text as RTF', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect((await refusal(extractDocument(png, 'notes.txt'))).code).toBe('unsupported_type');
    expect((await refusal(extractDocument(read('new-patient-guide.docx'), 'guide.odt'))).message).toMatch(
      /not a real OpenDocument text \(\.odt\) file: its content is a Word \(\.docx\) document/,
    );
    expect((await refusal(extractDocument(read('insurance-policy.pdf'), 'policy.txt'))).code).toBe('unsupported_type');
    expect((await refusal(extractDocument(read('faq.txt'), 'faq.rtf'))).message).toBe(
      'This file is not a real RTF document: it is plain text.',
    );
    const zip = zipSync({ 'a.txt': new TextEncoder().encode('hello') });
    expect((await refusal(extractDocument(zip, 'a.docx'))).message).toMatch(/it is a zip archive/);
  });

  it('refuses unknown extensions', async () => {
    expect((await refusal(extractDocument(read('faq.txt'), 'faq.html'))).message).toMatch(/^Invalid file type/);
    expect((await refusal(extractDocument(read('faq.txt'), 'README'))).code).toBe('unsupported_type');
  });

  it('refuses files with no readable text', async () => {
    expect((await refusal(extractDocument(new TextEncoder().encode(' \n\t\n'), 'blank.txt'))).code).toBe('empty');
    expect((await refusal(extractDocument(new TextEncoder().encode('--- *** ---\n'), 'rules.md'))).code).toBe('no_text');
    expect((await refusal(extractDocument(new TextEncoder().encode('{\\rtf1 {\\fonttbl x}}'), 'a.rtf'))).code).toBe('no_text');
  });

  it('refuses documents with more text than the limit, stopping PDFs early', async () => {
    const pdf = await refusal(extractDocument(read('insurance-policy.pdf'), 'p.pdf', { maxTextChars: 1_000 }));
    expect(pdf.code).toBe('too_large');
    expect(pdf.message).toMatch(/too much text/);
    expect((await refusal(extractDocument(read('faq.txt'), 'faq.txt', { maxTextChars: 100 }))).code).toBe('too_large');
  });

  it('refuses a damaged PDF as corrupt', async () => {
    const broken = read('insurance-policy.pdf').slice(0, 2_000);
    expect((await refusal(extractDocument(broken, 'broken.pdf'))).code).toBe('corrupt');
  });
});

describe('extractDocument: text encodings', () => {
  it('accepts text that is not UTF-8 in its detected legacy encoding (see formats/text-encoding.test.ts)', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('Caf'), 0xe9, 0x20, 0x6f, 0x6b]);
    expect((await extractDocument(latin1, 'menu.txt')).text).toBe('Café ok');
  });

  it('accepts UTF-8 with BOM and UTF-16 with BOM', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Zoë — café')]);
    expect((await extractDocument(bom, 'a.txt')).text).toBe('Zoë — café');

    const utf16 = new Uint8Array(2 + 'Núñez €5'.length * 2);
    utf16.set([0xff, 0xfe]);
    [...'Núñez €5'].forEach((char, index) => {
      const code = char.charCodeAt(0);
      utf16[2 + index * 2] = code & 0xff;
      utf16[3 + index * 2] = code >> 8;
    });
    expect((await extractDocument(utf16, 'b.txt')).text).toBe('Núñez €5');
  });

  it('normalises to NFC', async () => {
    const decomposed = 'Zoe\u0308 Nu\u0301n\u0303ez';
    expect((await extractDocument(new TextEncoder().encode(decomposed), 'names.txt')).text).toBe('Zoë Núñez');
  });
});

describe('formatFromName', () => {
  it('reads the extension case-insensitively, ignoring any path', () => {
    expect(formatFromName('C:\\fakepath\\Guide.DOCX')).toBe('docx');
    expect(formatFromName('a.b.md')).toBe('md');
    expect(formatFromName('archive.tar.gz')).toBeNull();
    expect(formatFromName('pdf')).toBeNull();
  });
});

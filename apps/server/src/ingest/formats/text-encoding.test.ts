import { describe, expect, it } from 'vitest';
import { IngestError } from '../errors.ts';
import { extractDocument } from '../extract.ts';
import { normalizeText } from '../normalize-text.ts';
import { detectLegacyEncoding } from './encoding.ts';
import { rtfToText } from './rtf.ts';
import { decodeTextFile } from './text.ts';

// The bytes of each legacy encoding are written out by hand from the code charts, not produced
// by the decoders under test.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '—': 0x97,
  é: 0xe9,
  ë: 0xeb,
  ñ: 0xf1,
  ü: 0xfc,
};
const ISO_8859_2: Record<string, number> = {
  Ą: 0xa1,
  Ł: 0xa3,
  Ś: 0xa6,
  Ż: 0xaf,
  ą: 0xb1,
  ł: 0xb3,
  ś: 0xb6,
  ź: 0xbc,
  ż: 0xbf,
  á: 0xe1,
  č: 0xe8,
  ć: 0xe6,
  é: 0xe9,
  ę: 0xea,
  ě: 0xec,
  í: 0xed,
  ń: 0xf1,
  ó: 0xf3,
  ř: 0xf8,
  ů: 0xf9,
  ú: 0xfa,
  ý: 0xfd,
  š: 0xb9,
  ž: 0xbe,
};
// Windows-1250 differs from ISO-8859-2 in these (and adds typographic quotes in 0x80-0x9F).
const CP1250: Record<string, number> = {
  ...ISO_8859_2,
  Ą: 0xa5,
  Ś: 0x8c,
  ś: 0x9c,
  ź: 0x9f,
  ą: 0xb9,
  š: 0x9a,
  ž: 0x9e,
  '„': 0x84,
  '”': 0x94,
};

function encode(text: string, table: Record<string, number>): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    const byte = table[char];
    if (byte === undefined) throw new Error(`no byte for ${char}`);
    return byte;
  });
}

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const [first, second] = endian === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff];
    out[2 + index * 2] = first;
    out[3 + index * 2] = second;
  }
  return out;
}

async function refusal(promise: Promise<unknown>): Promise<IngestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IngestError);
  return error as IngestError;
}

const WESTERN = 'Our hygienist José Muñoz speaks Spanish.\nZoë handles billing — a “missed” appointment costs €45, and it’s waived once.\n';
const POLISH =
  'Gabinet stomatologiczny w Łodzi. Dr Anna Wójcik przyjmuje pacjentów od poniedziałku do piątku.\n' +
  'Zapraszamy również dzieci. Wizytę można umówić telefonicznie. Adres: Łódź, ul. Piotrkowska 12.\n';
const CZECH =
  'Naše ordinace se nachází v centru Brna. Objednat se můžete telefonicky nebo e-mailem.\n' +
  'Pan doktor Dvořák ordinuje v pondělí a ve středu, paní doktorka Nováková v úterý a ve čtvrtek.\n';

describe('text files: encoding detection', () => {
  it('reads Windows-1252 text: curly quotes, €, accented names (it used to be refused)', async () => {
    const bytes = encode(WESTERN, CP1252);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(detectLegacyEncoding(bytes)).toBe('windows-1252');
    const { format, text } = await extractDocument(bytes, 'staff.txt');
    expect(format).toBe('txt');
    expect(text).toBe(normalizeText(WESTERN));
    expect(text).toContain('José Muñoz');
    expect(text).toContain('Zoë');
    expect(text).toContain('€45');
    expect(text).toContain('“missed”');
  });

  it('reads a few Latin-1 words the detector has nothing to say about as Windows-1252', async () => {
    // Too short for n-grams: chardet offers no single-byte candidate, the fallback applies.
    expect((await extractDocument(encode('José Muñoz', CP1252), 'name.txt')).text).toBe('José Muñoz');
    expect((await extractDocument(encode('Zoë, €5', CP1252), 'n.md')).text).toBe('Zoë, €5');
  });

  it('reads ISO-8859-2 Polish and Czech text, and Windows-1250 Polish', async () => {
    const polish = encode(POLISH, ISO_8859_2);
    expect(detectLegacyEncoding(polish)).toBe('iso-8859-2');
    const text = (await extractDocument(polish, 'gabinet.txt')).text;
    expect(text).toBe(normalizeText(POLISH));
    expect(text).toContain('Łódź');
    expect(text).toContain('Wójcik');

    expect((await extractDocument(encode(CZECH, ISO_8859_2), 'ordinace.txt')).text).toBe(normalizeText(CZECH));

    const quoted = `${POLISH}„Zapraszamy” - mówi dr Wójcik.\n`;
    const cp1250 = encode(quoted, CP1250);
    expect(detectLegacyEncoding(cp1250)).toBe('windows-1250');
    expect((await extractDocument(cp1250, 'gabinet.md')).text).toContain('„Zapraszamy” - mówi dr Wójcik.');
  });

  it('has a known limit: mostly-English text with a few Polish names reads as Western', async () => {
    // chardet detects by language n-grams; here they are English, so ISO-8859-2 "Łódź" is taken
    // for Windows-1252 and misread. What holds: the file is accepted and everything else is intact.
    const bytes = encode('Our office in Łódź is run by Dr Anna Wójcik. Appointments on Mondays and Fridays.\n', ISO_8859_2);
    const text = (await extractDocument(bytes, 'office.txt')).text;
    expect(text).toContain('Our office in ');
    expect(text).toContain('Dr Anna Wójcik. Appointments on Mondays'); // ó is 0xF3 in both encodings
    expect(text).not.toContain('Łódź');
  });

  it('detects on the lines that hold non-ASCII bytes, however far into a large file', async () => {
    const filler = 'Opening hours are posted at the front desk and on our website.\n'.repeat(2_000);
    expect(filler.length).toBeGreaterThan(64 * 1024);
    const bytes = new Uint8Array([...new TextEncoder().encode(filler), ...encode(POLISH, ISO_8859_2)]);
    expect(detectLegacyEncoding(bytes)).toBe('iso-8859-2');
    expect((await extractDocument(bytes, 'long.txt')).text.endsWith('Adres: Łódź, ul. Piotrkowska 12.')).toBe(true);
  });

  it('reads UTF-16LE and UTF-16BE with a byte-order mark', async () => {
    const source = 'Zoë Núñez — “€5” 😀\nŁódź';
    expect((await extractDocument(utf16(source, 'le'), 'le.txt')).text).toBe(source);
    expect((await extractDocument(utf16(source, 'be'), 'be.txt')).text).toBe(source);
    expect(decodeTextFile(utf16(source, 'be'))).toBe(source);
  });

  it('reads UTF-8 with and without a byte-order mark, even when it would also be valid Latin-1', async () => {
    const source = 'José Muñoz — €45 — Łódź, Wójcik';
    const plain = new TextEncoder().encode(source);
    expect((await extractDocument(plain, 'a.txt')).text).toBe(source);
    expect((await extractDocument(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]), 'b.txt')).text).toBe(source);
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]))).toBe(source);
  });

  it('still refuses binary data, and UTF-16 without its byte-order mark', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xe9, 0xff]);
    const error = await refusal(extractDocument(png, 'notes.txt'));
    expect(error.code).toBe('unsupported_type');
    expect(error.message).toBe(
      'This file is not a real text file: it holds binary data. If it is text, save it with UTF-8 encoding and upload it again.',
    );

    // No NUL, but control bytes (C0 and C1) throughout: not text in any encoding.
    const controls = Uint8Array.from({ length: 600 }, (_, index) => [0x01, 0x81, 0x02, 0x9d, 0x41, 0xe9][index % 6] as number);
    expect(decodeTextFile(controls)).toBeNull();
    expect((await refusal(extractDocument(controls, 'data.csv'))).code).toBe('unsupported_type');

    const bomless = utf16('Opening hours: 8 to 5', 'le').subarray(2);
    expect(decodeTextFile(bomless)).toBeNull();
    expect((await refusal(extractDocument(bomless, 'hours.txt'))).code).toBe('unsupported_type');

    // A byte-order mark followed by bytes that are not valid in its encoding.
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xe9, 0x42]))).toBeNull();
  });

  it('reads a Windows-1252 semicolon CSV with a quoted line break as rows naming their headers', async () => {
    const csv = 'Name;Role;Notes\r\n"José Muñoz";Hygienist;"Speaks Spanish\r\nand English"\r\nZoë;Billing;Fee €45\r\n';
    const { format, text } = await extractDocument(encode(csv, CP1252), 'staff.csv');
    expect(format).toBe('csv');
    expect(text).toBe('Name: José Muñoz; Role: Hygienist; Notes: Speaks Spanish and English\nName: Zoë; Role: Billing; Notes: Fee €45');
  });
});

describe('RTF: the declared code page wins, undeclared bytes are detected', () => {
  /** An RTF document: non-ASCII letters as \'hh escapes in the given code page, as writers emit them. */
  const rtfDocument = (header: string, body: string, table: Record<string, number>) => {
    const escaped = [...body].map((char) => (char.charCodeAt(0) < 0x80 ? char : `\\'${(table[char] as number).toString(16)}`));
    return `{\\rtf1${header} ${escaped.join('').replace(/\n/g, '\\line ')}}`;
  };
  const rtf = (source: string) => normalizeText(rtfToText(new TextEncoder().encode(source)));

  it('detects the encoding of a document that declares none', () => {
    expect(rtf(rtfDocument('\\ansi', POLISH, ISO_8859_2))).toBe(normalizeText(POLISH));
    expect(rtf(rtfDocument('\\ansi', CZECH, ISO_8859_2))).toBe(normalizeText(CZECH));
    expect(rtf(rtfDocument('\\ansi', WESTERN, CP1252))).toBe(normalizeText(WESTERN));
  });

  it('keeps the declared code page even when the bytes look like another', () => {
    // Polish ISO-8859-2 bytes declared as Windows-1252: the declaration is taken at its word.
    expect(rtf(rtfDocument('\\ansi\\ansicpg1252', POLISH, ISO_8859_2))).toContain('Adres: £ód¼');
    expect(rtf(rtfDocument('\\ansi\\ansicpg1250', POLISH, CP1250))).toBe(normalizeText(POLISH));
    expect(rtf("{\\rtf1\\mac Caf\\'8e}")).toBe('Café');
  });
});

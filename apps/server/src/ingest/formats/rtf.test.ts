import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.ts';
import { rtfToText } from './rtf.ts';

const rtf = (source: string) => normalizeText(rtfToText(new TextEncoder().encode(source)));

describe('rtfToText', () => {
  it('reads \\uN escapes and skips their fallback characters per \\ucN', () => {
    expect(rtf("{\\rtf1\\ansi Zo\\u235\\'eb and caf\\u233?}")).toBe('Zoë and café');
    // The space after a control word is its delimiter, not text.
    expect(rtf('{\\rtf1\\uc2 A\\u8212--B\\uc0 C\\u8211 D}')).toBe('A—BC–D');
    // Negative values are UTF-16 code units above 0x7FFF; surrogate pairs combine.
    expect(rtf('{\\rtf1\\uc1 \\u-10179?\\u-8704? smile \\u-257?}')).toBe('\u{1F600} smile');
    // A fallback run never leaks out of its group.
    expect(rtf('{\\rtf1 {\\uc3 x\\u233}abc}')).toBe('xéabc');
  });

  it("decodes \\'hh through the document code page", () => {
    expect(rtf("{\\rtf1\\ansi\\ansicpg1252 na\\'efve \\'80 \\'93q\\'94}")).toBe('naïve € “q”');
    expect(rtf("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2}")).toBe('Привет');
  });

  it('maps symbol control words', () => {
    expect(rtf('{\\rtf1 a\\emdash b\\endash c\\bullet d\\lquote e\\rquote f\\ldblquote g\\rdblquote}')).toBe('a—b–c•d‘e’f“g”');
    expect(rtf('{\\rtf1 one\\tab two\\line three\\par four\\par}')).toBe('one two\nthree\n\nfour');
    expect(rtf('{\\rtf1 \\{braces\\} and \\\\ back\\~slash}')).toBe('{braces} and \\ back slash');
  });

  it('skips destinations: tables of fonts, colours and styles, info, pictures, \\* groups', () => {
    const source = [
      '{\\rtf1\\ansi{\\fonttbl{\\f0 Times New Roman;}}{\\colortbl;\\red0\\green0\\blue0;}',
      '{\\stylesheet{\\s1 Heading 1;}}{\\info{\\title Secret title}{\\author Someone}}',
      '{\\*\\generator LibreOffice/7.4;}{\\*\\pgdsctbl{\\pgdsc0 Default Page Style;}}',
      '{\\pict\\pngblip 89504e470d0a1a0a0000}{\\*\\bkmkstart x}',
      'Visible {\\field{\\*\\fldinst HYPERLINK "http://x"}{\\fldrslt link text}} end.}',
    ].join('\n');
    expect(rtf(source)).toBe('Visible link text end.');
  });

  it('skips \\bin payloads and hidden text', () => {
    expect(rtf('{\\rtf1 a{\\bin4 }{}}b {\\v hidden}shown}')).toBe('ab shown');
  });

  it('renders list labels as "- " or numbers, and table rows as cells', () => {
    const list = "{\\rtf1 {\\listtext\\f1 \\'b7\\tab}First\\par {\\listtext 2.\\tab}Second\\par}";
    expect(rtf(list)).toBe('- First\n\n2. Second');
    const table = '{\\rtf1 \\trowd\\cellx100\\cellx200 \\intbl Day\\cell Hours\\cell\\row \\intbl Mon\\cell 8-5\\cell\\row}';
    expect(rtf(table)).toBe('Day | Hours\nMon | 8-5');
  });
});

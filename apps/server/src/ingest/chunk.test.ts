import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ChunkStream, chunkText } from './chunk.ts';
import { extractDocument } from './extract.ts';

const DOCUMENTS = fileURLToPath(new URL('../../../../test/fixtures/documents/', import.meta.url));

const sentence = (n: number) => `Sentence number ${n} explains one more detail about the clinic, its hours and its friendly team.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

/** Each passage starts and ends at whitespace in the source: no word is ever cut. */
function expectWholeWords(source: string, chunks: string[]) {
  let searchFrom = 0;
  for (const chunk of chunks) {
    const at = source.indexOf(chunk, searchFrom);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at === 0 || /\s/.test(source[at - 1] ?? '')).toBe(true);
    const end = at + chunk.length;
    expect(end === source.length || /\s/.test(source[end] ?? '')).toBe(true);
    searchFrom = at + 1;
  }
}

describe('chunkText', () => {
  it('returns short text as one passage and nothing for blank text', () => {
    expect(chunkText('  Hello there.  ')).toEqual(['Hello there.']);
    expect(chunkText(' \n\n ')).toEqual([]);
  });

  it('packs paragraphs into passages of about 400-900 characters without splitting them', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => paragraph(i * 3, 3));
    const source = paragraphs.join('\n\n');
    const chunks = chunkText(source);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(400);
      expect(chunk.length).toBeLessThanOrEqual(900);
    }
    for (const p of paragraphs) expect(chunks.some((chunk) => chunk.includes(p))).toBe(true);
    expectWholeWords(source, chunks);
  });

  it('splits a long paragraph at sentence ends, not after abbreviations', () => {
    const source = Array.from({ length: 40 }, (_, i) => `Dr. Núñez saw patient ${i} on Main St. today and all went well.`).join(' ');
    const chunks = chunkText(source);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(900);
      expect(chunk).toMatch(/^Dr\. Núñez saw patient \d+ .* went well\.$/);
    }
    expectWholeWords(source, chunks);
  });

  it('keeps a heading with the text that follows it', () => {
    const sections = Array.from({ length: 6 }, (_, i) => `Heading number ${i}\n\n${paragraph(i * 10, 5)}`);
    const source = sections.join('\n\n');
    const chunks = chunkText(source, { targetChars: 500, maxChars: 700 });
    for (const chunk of chunks) expect(chunk).not.toMatch(/Heading number \d+$/);
    for (let i = 0; i < 6; i++) {
      expect(chunks.some((chunk) => chunk.includes(`Heading number ${i}\n\nSentence number ${i * 10} `))).toBe(true);
    }
  });

  it('prefers to start a passage at a heading', () => {
    const source = `Intro\n\n${paragraph(0, 5)}\n\nPrices\n\n${paragraph(10, 5)}`;
    const chunks = chunkText(source);
    expect(chunks[1]?.startsWith('Prices\n\n')).toBe(true);
  });

  it('cuts only a word that is longer than the ceiling', () => {
    const token = 'x'.repeat(2_000);
    const chunks = chunkText(`start ${token} end`, { maxChars: 900 });
    expect(chunks.every((chunk) => chunk.length <= 900)).toBe(true);
    expect(chunks[0]).toBe('start');
    expect(chunks.join('').replace(/\s/g, '')).toBe(`start${token}end`);
  });

  it('can overlap passages by whole sentences', () => {
    const source = paragraph(0, 30);
    const chunks = chunkText(source, { overlapChars: 150 });
    for (let i = 1; i < chunks.length; i++) {
      const first = /^(.*?\.) /.exec(chunks[i] ?? '')?.[1] ?? '';
      expect(chunks[i - 1]).toContain(first);
    }
  });

  it('is deterministic', () => {
    const source = Array.from({ length: 30 }, (_, i) => (i % 4 === 0 ? `Part ${i}` : paragraph(i, 2))).join('\n\n');
    expect(chunkText(source)).toEqual(chunkText(source));
  });

  it('chunks real documents so that each fact stays in one passage', async () => {
    const { text } = await extractDocument(new Uint8Array(readFileSync(`${DOCUMENTS}insurance-policy.pdf`)), 'p.pdf');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const fact of ['Evergreen Mutual Dental, Keystone DentaCare PPO and Northstar', 'finance fee of 1.5% per month']) {
      expect(chunks.some((chunk) => chunk.includes(fact))).toBe(true);
    }
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(900);
    expect(chunks.some((chunk) => /\n\n\d\. [^\n]+$/.test(chunk))).toBe(false);
  });

  it('handles a large text quickly', () => {
    const source = Array.from({ length: 2_000 }, (_, i) => paragraph(i, 4)).join('\n\n');
    const started = performance.now();
    const chunks = chunkText(source);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(chunks.join(' ').length).toBeGreaterThanOrEqual(source.length - chunks.length * 2);
  });
});

describe('ChunkStream (text arriving in pieces)', () => {
  /** A deterministic generator, so a failure can be replayed. */
  function random(seed: number) {
    return () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
  }

  /** Normalised paragraphs of every kind the chunker treats specially. */
  function paragraphs(rand: () => number, count: number): string[] {
    const sentence = () => {
      const words = Array.from({ length: 3 + Math.floor(rand() * 14) }, (_, i) =>
        i === 0 ? 'Patients' : ['the', 'clinic', 'e.g.', 'Dr.', 'opens', 'J.', 'daily', 'Mon.', 'room'][Math.floor(rand() * 9)],
      );
      return `${words.join(' ')}${['.', '!', '?', '."', ':', ''][Math.floor(rand() * 6)]}`;
    };
    return Array.from({ length: count }, () => {
      const kind = rand();
      if (kind < 0.12) return `Section ${Math.floor(rand() * 90)} heading`;
      if (kind < 0.2) return Array.from({ length: 2 + Math.floor(rand() * 4) }, () => `- ${sentence()}`).join('\n');
      if (kind < 0.25) return `Hours: ${sentence()}\nPhone: 555 0100`;
      if (kind < 0.28) return `${'x'.repeat(950 + Math.floor(rand() * 900))} tail.`;
      return Array.from({ length: 1 + Math.floor(rand() * 12) }, sentence).join(' ');
    });
  }

  it('gives exactly chunkText’s passages for the whole text, however it is split at paragraphs', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rand = random(seed);
      const paras = paragraphs(rand, 20 + Math.floor(rand() * 200));
      const pieces: string[] = [];
      for (let at = 0; at < paras.length;) {
        const n = 1 + Math.floor(rand() * 12);
        pieces.push(paras.slice(at, at + n).join('\n\n'));
        at += n;
      }
      const options = seed % 4 === 0 ? { targetChars: 300, maxChars: 400, overlapChars: 80 } : {};
      const stream = new ChunkStream(options);
      const got = [...pieces.flatMap((p) => stream.push(p)), ...stream.end()];
      expect(got, `seed ${seed}`).toEqual(chunkText(pieces.join('\n\n'), options));
    }
  });

  it('hands passages out before the end when the text is long', () => {
    const stream = new ChunkStream();
    const piece = paragraphs(random(7), 60).join('\n\n');
    expect(stream.push(piece).length).toBeGreaterThan(0);
  });

  it('never ends a passage on an FAQ question: the question travels with its answer', () => {
    const filler = 'We answer the phone from eight to six and reply to email the same day. '.repeat(8).trim();
    const faq = Array.from({ length: 12 }, (_, i) => `Question number ${i + 1} about the service?\n\n${filler}`).join('\n\n');
    const chunks = chunkText(faq);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.trimEnd().endsWith('?'), c.slice(-80)).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import type { BusinessContext, Passage } from '../../src/modules/answering/engine.ts';

/**
 * The fixture business (test/fixtures: Brightsmile Family Dental) as the engines see it. The
 * plain-text documents are read directly and cut into passages the way a chunker would: blank-
 * line paragraphs, merged while they fit in ~700 characters, so headings stay with their text.
 */

const FIXTURES = new URL('../../../../test/fixtures/', import.meta.url);

export const TEXT_DOCUMENTS = ['faq.txt', 'services.md', 'price-list.csv'] as const;

export const BRIGHTSMILE: BusinessContext = {
  businessName: 'Brightsmile Family Dental',
  industry: 'dental',
  agentName: 'Zoë',
  agentTitle: 'Front Desk Coordinator',
  website: 'https://www.brightsmilevt.com',
};

export function readDocument(name: string): string {
  return readFileSync(new URL(`documents/${name}`, FIXTURES), 'utf8');
}

export function passagesOf(names: readonly string[], chunkChars = 700): Passage[] {
  const out: Passage[] = [];
  for (const name of names) {
    let current = '';
    const flush = () => {
      if (current.trim()) out.push({ id: out.length + 1, content: current.trim(), sourceTitle: name, sourceUrl: null });
      current = '';
    };
    for (const para of readDocument(name).split(/\n\s*\n/)) {
      if (current && current.length + para.length > chunkChars) flush();
      current = current ? `${current}\n\n${para}` : para;
    }
    flush();
  }
  return out;
}

export interface QaCase {
  question: string;
  answerContains: string[];
  source: string | null;
}

export function qaCases(): QaCase[] {
  return JSON.parse(readFileSync(new URL('qa.json', FIXTURES), 'utf8')) as QaCase[];
}

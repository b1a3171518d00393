import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/db.ts';
import { asciiFold } from '../../lib/ascii-fold.ts';
import { toSearchGroups } from './search.ts';

// Passages are indexed through sw_fold (migration 0011) and questions folded with asciiFold: a
// letter the two fold differently is a word that can never be found.
const database = await createTestDatabase();
afterAll(async () => {
  await database.close();
});

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function swFold(texts: string[]): Promise<string[]> {
  const found = await rows<{ folded: string }>(
    sql`SELECT sw_fold(t) AS folded FROM json_array_elements_text(${JSON.stringify(texts)}::json) WITH ORDINALITY AS u(t, i) ORDER BY i`,
  );
  return found.map((r) => r.folded);
}

/** The lexemes PostgreSQL indexes for a text, as passages.tsv computes them. */
async function indexLexemes(text: string): Promise<string[]> {
  const [row] = await rows<{ lexemes: string[] }>(sql`SELECT tsvector_to_array(to_tsvector('english', sw_fold(${text}))) AS lexemes`);
  return row!.lexemes;
}

describe('sw_fold (SQL) and asciiFold (JavaScript)', () => {
  it('fold every letter of Latin-1 Supplement and Latin Extended-A alike, one by one and together', async () => {
    const letters = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i));
    const inSql = await swFold([...letters, letters.join(''), letters.join(' ')]);
    const inJs = [...letters, letters.join(''), letters.join(' ')].map(asciiFold);
    const differ = inSql.flatMap((f, i) => (f === inJs[i] ? [] : [`${letters[i] ?? 'all'}: sql ${f} js ${inJs[i]}`]));
    expect(differ).toEqual([]);
  });

  it('agree on text around the letters: signs, punctuation, ligatures, other scripts', async () => {
    const texts = [
      '−5 °C',
      '-5 °C, 20 ℃ and 3 m²',
      'Renée, José Muñoz, Zoë, Łódź, Ångström, Søren, café, Straße, Œuvre, Þór, Đorđe, ħal, ıstanbul, ẞ',
      'we’re ‘quoted’ – dashes — “double” • bullets · © ® ° €5 £3 and nothing to fold',
      'a\u00a0no-break space… and an ellipsis, nothing else',
      'plain ASCII: A/C repair, Plan B, Room 3, 5 stars, X-ray',
      'ﬁne ﬂoors … ½ price, ｆｕｌｌｗｉｄｔｈ, \u00a0no-break space',
      'Việt Nam, ΣΟΦΊΑ, Ёлка, हिन्दी, 日本語',
      'decomposed e\u0301 and a\u0308 and n\u0303',
    ];
    expect(await swFold(texts)).toEqual(texts.map(asciiFold));
  });

  it('is what passages are indexed with', async () => {
    const [row] = await rows<{ lexemes: string[] }>(
      sql`SELECT tsvector_to_array(to_tsvector('english', sw_fold('José Muñoz in Łódź'))) AS lexemes`,
    );
    expect(row!.lexemes.sort()).toEqual(['jose', 'lodz', 'munoz']);
  });
});

describe('question words', () => {
  const words = (q: string) => toSearchGroups(q).words;

  it('keeps the short words that name something, and drops lone letters that do not', () => {
    expect(words('Is the A/C broken?')).toEqual(['is', 'the', 'a/c', 'broken']);
    expect(words('What is Plan B?')).toEqual(['what', 'is', 'plan', 'b']);
    expect(words('is there a plan b')).toEqual(['is', 'there', 'plan']);
    expect(words('I need vitamin C')).toEqual(['need', 'vitamin', 'c']);
    expect(words('Where is Room 3?')).toEqual(['where', 'is', 'room', '3']);
    expect(words('rated 5 stars')).toEqual(['rated', '5', 'stars']);
    expect(words('an X-ray and a T-shirt')).toEqual(['an', 'x', 'ray', 'and', 't', 'shirt']);
    expect(words('COVID-19 rules, open 9-5')).toEqual(['covid', '-19', 'rules', 'open', '9', '-5']);
    expect(words('24/7 and cleaning/whitening')).toEqual(['24/7', '24', 'and', 'cleaning/whitening', 'cleaning', 'whitening']);
    expect(words('José Muñoz in Łódź, Straße')).toEqual(['jose', 'munoz', 'in', 'lodz', 'strasse']);
  });

  it('adds the other of British and American spelling as a synonym', () => {
    const synonyms = (q: string) => toSearchGroups(q).synonymsOf.flat();
    expect(synonyms('color appointment')).toContain('colour');
    expect(synonyms('colours')).toContain('colors');
    expect(synonyms('garden centre')).toContain('center');
    expect(synonyms('floor seating')).not.toContain('flour');
  });

  it('are lexemes the index holds for the same text', async () => {
    const texts = [
      'Is the A/C broken?',
      'What is Plan B?',
      'Where is Room 3 and is it rated 5 stars',
      'an X-ray, a T-shirt, Wi-Fi and e-mail',
      'COVID-19 rules, open 9-5, ages 5-12, K-12, B-12',
      '24/7 and/or cleaning/whitening, a/c-unit',
      '-5 °C and −5 °C',
      'José Muñoz, Zoë, Łódź, Ångström, Renée, café, Søren, Straße',
    ];
    for (const text of texts) {
      const indexed = new Set(await indexLexemes(text));
      // The parts of a slash compound are asked for in passages that write them apart ("price/cost"
      // finds "price"); where the compound is written, only the compound is indexed.
      const slashParts = new Set(
        [...asciiFold(text).matchAll(/[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu)]
          .filter((m) => m[0].includes('/'))
          .flatMap((m) => m[0].toLowerCase().split(/[-/]/)),
      );
      for (const word of words(text)) {
        if (slashParts.has(word)) continue;
        const asked = await indexLexemes(word);
        expect(
          asked.filter((l) => !indexed.has(l)),
          `${word} of "${text}"`,
        ).toEqual([]);
      }
    }
  });
});

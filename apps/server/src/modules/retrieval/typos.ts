import { sql, type SQL } from 'drizzle-orm';
import { editDistance } from '../../lib/edit-distance.ts';
import { isEnglishWord } from '../../lib/english-words.ts';

/**
 * "appoitment", "brekfast": a question word whose lexeme none of the business's passages holds,
 * one edit from a lexeme they do hold, with the same first letter, is searched as that lexeme: the
 * most common such one. The built-in engine reads the passages it is given the same way
 * (answering/builtin/answer.ts correctTypos), but only the passages retrieval found, and a typo in
 * the word that names the topic kept the passage out. A word of English is never a typo: the
 * customer's "injections" or "converter" is not the business's "infect" or "convent". Lexemes are
 * stems, shorter than the words, so both must be six letters or more, and one edit apart: at five
 * ("polic", "remot") or two edits ("someth" → "south") too many words were read as something else.
 */
const TYPO_MIN_LETTERS = 6;
/** A long message of unknown words must not cost a lookup each. */
const MAX_TYPOS = 4;

/** What the search knows of a business, as of one version of its statistics (search.ts BusinessStats). */
interface KnownWords {
  df: Map<string, number>;
  /** Each word read once: the lexeme it is searched as, or null when it is no typo of theirs. */
  typos: Map<string, string | null>;
}
/** Bound on the words remembered per business, so a stream of made-up words cannot grow it without limit. */
const MAX_REMEMBERED = 2_000;

/**
 * The lexemes to search each term by: its own, or for a word that reads as a typo of the
 * business's, that word's lexeme. Looks the candidates up in one statement, only for words not
 * read before at this version of the statistics.
 */
export async function readTypos(
  query: (statement: SQL) => Promise<{ ord: number; lexeme: string; df: number }[]>,
  businessId: number,
  known: KnownWords,
  terms: string[],
  lexemesOf: string[][],
  isSynonym: boolean[],
): Promise<string[][]> {
  const df = (lexeme: string) => known.df.get(lexeme) ?? 0;
  const ask = terms
    .map((term, i) => ({ term, lexemes: lexemesOf[i]!, synonym: isSynonym[i]! }))
    .filter((t) => !t.synonym && !known.typos.has(t.term) && mayBeTypo(t.term, t.lexemes, df))
    .slice(0, MAX_TYPOS)
    .map((t) => ({ term: t.term, lexeme: t.lexemes[0]! }));
  if (ask.length) {
    const picks = pickCorrections(ask, await query(typoCandidatesStatement(businessId, ask)));
    if (known.typos.size + ask.length > MAX_REMEMBERED) known.typos.clear();
    ask.forEach((a, k) => {
      const pick = picks[k];
      known.typos.set(a.term, pick?.lexeme ?? null);
      if (pick) known.df.set(pick.lexeme, pick.df);
    });
  }
  return terms.map((term, i) => {
    const fixed = isSynonym[i] ? null : known.typos.get(term);
    return fixed ? [fixed] : lexemesOf[i]!;
  });
}

function mayBeTypo(term: string, lexemes: string[], df: (lexeme: string) => number): boolean {
  return (
    /^[a-z]+$/.test(term) && lexemes.length === 1 && lexemes[0]!.length >= TYPO_MIN_LETTERS && df(lexemes[0]!) === 0 && !isEnglishWord(term)
  );
}

/**
 * One statement: for each typed lexeme, the business's lexemes with its first letter and a length
 * within reach. The range on lexeme (the primary key's second column) keeps it to one letter's
 * share of the index; left() is the exact test whatever the collation.
 */
function typoCandidatesStatement(businessId: number, typed: { lexeme: string }[]): SQL {
  const parts = typed.map(({ lexeme }, i) => {
    const letter = lexeme[0]!;
    const upper = letter === 'z' ? sql`` : sql` AND lexeme < ${String.fromCharCode(letter.charCodeAt(0) + 1)}`;
    return sql`(SELECT ${i}::int AS ord, lexeme, df FROM term_stats WHERE business_id = ${businessId} AND lexeme >= ${letter}${upper}
      AND left(lexeme, 1) = ${letter} AND length(lexeme) BETWEEN ${Math.max(TYPO_MIN_LETTERS, lexeme.length - 1)} AND ${lexeme.length + 1} AND df > 0)`;
  });
  return sql.join(parts, sql` UNION ALL `);
}

/** The lexeme (with its document frequency) each typed one is read as, or null. */
function pickCorrections(
  typed: { lexeme: string }[],
  candidates: { ord: number; lexeme: string; df: number }[],
): ({ lexeme: string; df: number } | null)[] {
  return typed.map(({ lexeme }, i) => {
    let best: { lexeme: string; df: number } | null = null;
    for (const c of candidates) {
      const df = Number(c.df);
      if (Number(c.ord) !== i || df <= (best?.df ?? 0) || !/^[a-z]+$/.test(c.lexeme)) continue;
      if (editDistance(lexeme, c.lexeme, 1) <= 1) best = { lexeme: c.lexeme, df };
    }
    return best;
  });
}

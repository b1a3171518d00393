/**
 * What people type into a chat box, spelled out: "wat time r u open 2nite", "how many ppl". Both
 * retrieval and the built-in engine read the question through this, so texting shorthand is
 * neither a word the passages never use (which the engine counts against every sentence) nor
 * a search for nothing.
 */
const SHORTHAND: Record<string, string> = {
  wat: 'what',
  wut: 'what',
  wht: 'what',
  whn: 'when',
  wen: 'when',
  whr: 'where',
  hw: 'how',
  ppl: 'people',
  abt: 'about',
  b4: 'before',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  nite: 'night',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  wks: 'weeks',
  mo: 'month',
  mos: 'months',
  bday: 'birthday',
  pic: 'picture',
  pics: 'pictures',
  thru: 'through',
  cuz: 'because',
  bc: 'because',
  w: 'with',
  wo: 'without',
  n: 'and',
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  fri: 'friday',
  appt: 'appointment',
  tech: 'technician',
  mani: 'manicure',
  manis: 'manicures',
  pedi: 'pedicure',
  pedis: 'pedicures',
  techs: 'technicians',
  appts: 'appointments',
  info: 'information',
  conf: 'conference',
  hows: 'how',
  hols: 'holidays',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  ur: 'your',
  urs: 'yours',
  ya: 'you',
  yall: 'you',
  wot: 'what',
  wots: 'whats',
  hav: 'have',
  nxt: 'next',
  wknd: 'weekend',
  wkend: 'weekend',
  wkends: 'weekends',
  yday: 'yesterday',
  any1: 'anyone',
  some1: 'someone',
  every1: 'everyone',
  thnx: 'thanks',
  thanx: 'thanks',
  wud: 'would',
  wuld: 'would',
  cud: 'could',
  shud: 'should',
  coz: 'because',
  tho: 'though',
  lemme: 'let me',
  tmw: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  txt: 'text',
  u: 'you',
  r: 'are',
  y: 'why',
  k: 'ok',
  im: "i'm",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
};

/**
 * Spoken phrases a page never writes: "when does the committee get together" is when it meets;
 * "how long have u lot been around" (British) asks the business, not about a parking lot.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(?:get|gets|getting) together\b/gi, 'meet'],
  [/\b(you|u) lot\b/gi, '$1'],
  // "We'd like a tour" folds to "wed", which is Wednesday's.
  [/\b(we|i|you|they|he|she)['’]d\b/gi, '$1 would'],
  // "Can I cancel whenever?": at any time.
  [/\bwhenever\b/gi, 'any time'],
  // "Are you hiring rn": right now, at the end of a message; "is the rn in today" asks for the nurse.
  [/(?<![\p{L}\p{N}'’])rn(?=\s*[?!.]*\s*$)/gu, 'right now'],
];

/** The text with each shorthand word written out; everything else as typed. */
export function expandShorthand(text: string): string {
  const phrased = PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);
  // Whole words only: "K-1", "A/C", "R&B" and "don't" keep their letters.
  return phrased.replace(/(?<![-/&'’.\p{L}\p{N}])[\p{L}\p{N}]+(?![-/&'’\p{L}\p{N}]|\.\p{L})/gu, (word) => {
    const full = SHORTHAND[word.toLowerCase()];
    // Capitals name something: "Plan B", "BC", "MO", "HR", "IM". Only lower case or a capitalised
    // first word ("Wat time…") is shorthand.
    if (!full || (word !== word.toLowerCase() && (word.length === 1 || word === word.toUpperCase()))) return word;
    return word[0] !== word[0]!.toLowerCase() ? full[0]!.toUpperCase() + full.slice(1) : full;
  });
}

const PLURAL_RULES: [RegExp, string][] = [
  // Not "pies", "ties", "lies": their singular ends in "ie" and is kept whole (3 letters).
  [/(\w\w)ies$/, '$1y'],
  [/(sh|ch|x|z|ss)es$/, '$1'],
  [/(ss|us|is)$/, '$1'],
  [/([^s])s$/, '$1'],
];

/** Suffix and the shortest stem it may leave ("canal" and "total" keep their "al"). */
const SUFFIXES: [string, number][] = [
  ['ations', 3],
  ['ation', 3],
  ['ments', 3],
  ['ment', 3],
  ['ances', 3],
  ['ance', 3],
  ['ences', 3],
  ['ence', 3],
  ['ingly', 3],
  ['ing', 3],
  ['edly', 3],
  ['ed', 3],
  ['ly', 3],
  ['enc', 3],
  ['anc', 3],
  ['al', 4],
];

/**
 * Irregular forms customers use for words businesses write regularly ("my face is swollen" /
 * "facial swelling"). Mapped before stemming, so both sides meet on the regular stem.
 */
const IRREGULAR: Record<string, string> = {
  swollen: 'swell',
  swelled: 'swell',
  facial: 'face',
  bled: 'bleed',
  bitten: 'bite',
  fell: 'fall',
  fallen: 'fall',
  lost: 'lose',
  chose: 'choose',
  chosen: 'choose',
  ate: 'eat',
  eaten: 'eat',
  wore: 'wear',
  worn: 'wear',
  broke: 'break',
  spoke: 'speak',
  spoken: 'speak',
  // "How long do you keep lost stuff" ↔ "items are kept for 14 days".
  kept: 'keep',
  held: 'hold',
  sold: 'sell',
  bought: 'buy',
  brought: 'bring',
  sent: 'send',
  spent: 'spend',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  told: 'tell',
  slept: 'sleep',
  fed: 'feed',
  feet: 'foot',
  men: 'man',
  women: 'woman',
  // Plurals in -ves whose singular ends in -f or -fe ("leaves" is left alone: it is a verb as often).
  loaves: 'loaf',
  shelves: 'shelf',
  halves: 'half',
  knives: 'knife',
  wives: 'wife',
  calves: 'calf',
  scarves: 'scarf',
  wolves: 'wolf',
  hooves: 'hoof',
};

/**
 * A light suffix stripper (not Porter): plural and verb endings plus a few noun suffixes, and a
 * final "e" so "make"/"making" and "insure"/"insured"/"insurance" meet. Short words are left alone.
 */
export function stem(word: string): string {
  let w = IRREGULAR[word] ?? word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  for (const [re, rep] of PLURAL_RULES) {
    if (re.test(w)) {
      w = w.replace(re, rep);
      break;
    }
  }
  // Two rounds so "experienced" → "experienc" → "experi" meets "experience" → "experi".
  for (let round = 0; round < 2; round++) {
    const found = SUFFIXES.find(([s, min]) => w.endsWith(s) && w.length - s.length >= min);
    if (!found) break;
    w = w.slice(0, -found[0].length);
  }
  // "cookie"/"cookies", "hoodie"/"hoodies", "movie"/"movies": the plural rule cannot tell an "-ie"
  // singular from a "-y" one, so both singulars end the same way.
  if (w.length > 4 && w.endsWith('ie')) w = `${w.slice(0, -2)}y`;
  // British and American spelling meet: "colour"/"color", "flavours"/"flavors", "centre"/"center".
  if (w.length >= 5 && w.endsWith('our')) w = `${w.slice(0, -3)}or`;
  else if (w.length >= 5 && /[tb]re$/.test(w)) w = `${w.slice(0, -2)}er`;
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // "sterilise", "sterilised", "sterilization", "sterile" → "steril"; "diagnosis"/"diagnose" meet.
  if (w.length >= 7 && /(?:is|iz)$/.test(w)) w = w.slice(0, -2);
  // "cancelled" → "cancell" → "cancel"; applied to every word so "install"/"installed" still meet.
  if (w.length > 3 && /([b-df-hj-np-rt-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

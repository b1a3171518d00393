import type { BusinessContext } from './engine.ts';
import { isReservedSubdomain, isValidSubdomainLabel, SUBDOMAIN_MAX_LENGTH, toLabel } from './subdomain.ts';

/**
 * Candidate labels for a business's public agent page, best first. Deterministic and offline for
 * every engine: a language model adds cost and latency here and can return invalid labels, while
 * the owner mostly wants their own name. Order: the distinctive word of the name, name plus
 * industry, the whole name joined and hyphenated, the website's own label, then variants with
 * industry words, and numbered forms as a last resort so at least `count` come back.
 * Reserved and invalid labels are left out; the caller still filters out taken ones.
 */

/** Words that add nothing to a label: legal forms and joining words. */
const DROP = new Set([
  'the',
  'and',
  'of',
  'a',
  'an',
  'inc',
  'llc',
  'llp',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'pllc',
  'pc',
  'plc',
  'gmbh',
  'sa',
  'sarl',
  'bv',
  'pty',
]);

/** Words common in business names: a name's first word is used alone only if it is not one. */
const GENERIC = new Set([
  'family',
  'dental',
  'dentistry',
  'dentist',
  'clinic',
  'medical',
  'health',
  'healthcare',
  'care',
  'law',
  'legal',
  'group',
  'office',
  'offices',
  'firm',
  'partners',
  'associates',
  'services',
  'service',
  'solutions',
  'center',
  'centre',
  'hvac',
  'heating',
  'cooling',
  'air',
  'home',
  'homes',
  'realty',
  'real',
  'estate',
  'insurance',
  'agency',
  'tech',
  'technology',
  'technologies',
  'systems',
  'dr',
  'doctor',
  'best',
  'first',
  'city',
  'local',
  'new',
  'my',
  'your',
  'our',
  'st',
  'saint',
]);

/** The industry's own word for "name-industry", and extra words for variants. */
const INDUSTRY_WORDS: Record<string, { word: string; extras: string[] }> = {
  dental: { word: 'dental', extras: ['dentist', 'dental-care', 'smiles'] },
  healthcare: { word: 'health', extras: ['clinic', 'care', 'healthcare'] },
  medical: { word: 'medical', extras: ['clinic', 'health', 'care'] },
  legal: { word: 'law', extras: ['legal', 'attorneys', 'lawyers'] },
  hvac: { word: 'hvac', extras: ['heating', 'comfort', 'air'] },
  'real estate': { word: 'realty', extras: ['homes', 'properties', 'real-estate'] },
  insurance: { word: 'insurance', extras: ['insure', 'coverage', 'agency'] },
  technology: { word: 'tech', extras: ['it', 'digital', 'systems'] },
  other: { word: '', extras: ['team', 'hq', 'online'] },
};

export function suggestSubdomainLabels(business: BusinessContext, count: number): string[] {
  const industry = INDUSTRY_WORDS[business.industry.trim().toLowerCase()] ?? INDUSTRY_WORDS.other ?? { word: '', extras: [] };
  const host = websiteLabel(business.website);
  // A name in another script folds to nothing: the website's name, else the agent's, stands in.
  const wordsOf = (text: string) =>
    toLabel(text)
      .split('-')
      .filter((w) => w && !DROP.has(w));
  const nameWords = wordsOf(business.businessName);
  const words = nameWords.length > 0 ? nameWords : host ? wordsOf(host) : wordsOf(business.agentName);
  const distinctive = words.find((w) => w.length >= 3 && !GENERIC.has(w)) ?? words[0] ?? '';
  const last = words.at(-1) ?? '';
  const industryWord = industry.word;

  const raw: string[] = [];
  const add = (...parts: string[]) => raw.push(parts.filter(Boolean).join('-'));
  const join = (...parts: string[]) => raw.push(parts.filter(Boolean).join(''));

  add(distinctive);
  if (industryWord && industryWord !== distinctive) add(distinctive, industryWord);
  else if (last !== distinctive) add(distinctive, last);
  join(...words);
  add(...words);
  if (last !== distinctive) join(distinctive, last);
  if (industryWord && industryWord !== distinctive) join(distinctive, industryWord);
  if (host) {
    // "brightsmilevt" for Brightsmile: offer "brightsmile-vt" too, which reads better.
    if (distinctive && host.startsWith(distinctive) && host.length - distinctive.length >= 2)
      add(distinctive, host.slice(distinctive.length));
    raw.push(host);
  }
  if (words.length > 2) add(...words.filter((w) => w !== industryWord && w !== last));
  for (const extra of industry.extras) add(distinctive, extra);
  if (words.length >= 3) add(words.map((w) => w[0]).join(''), industryWord || last);
  add('ask', distinctive);
  add(toLabel(business.agentName), distinctive);

  const out: string[] = [];
  const seen = new Set<string>();
  const accept = (label: string) => {
    const l = fit(label);
    if (!l || seen.has(l) || !isValidSubdomainLabel(l) || isReservedSubdomain(l)) return;
    seen.add(l);
    out.push(l);
  };
  raw.forEach(accept);

  // Last resort: numbered forms of the best base until there are enough.
  const base = out[0] ?? fit([distinctive, industryWord].filter(Boolean).join('-')) ?? '';
  const numberedBase = isValidSubdomainLabel(`${base}-2`) ? base : 'agent';
  for (let n = 2; out.length < count && n < 10_000; n++) accept(`${numberedBase}-${n}`);
  return out;
}

/** Shortens a label to 63 characters at a hyphen where possible; null when nothing is left. */
function fit(label: string): string | null {
  let l = toLabel(label);
  if (l.length > SUBDOMAIN_MAX_LENGTH) {
    l = l.slice(0, SUBDOMAIN_MAX_LENGTH);
    const cut = l.lastIndexOf('-');
    if (cut >= 3) l = l.slice(0, cut);
    l = l.replace(/-+$/, '');
  }
  return l || null;
}

/** "https://www.brightsmilevt.com/x" → "brightsmilevt"; "foo.co.uk" → "foo". */
function websiteLabel(website: string | null): string {
  if (!website) return '';
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).hostname;
  } catch {
    return '';
  }
  const labels = host
    .toLowerCase()
    .replace(/^www\d*\./, '')
    .split('.')
    .filter(Boolean);
  if (labels.length < 2) return '';
  // A two-letter country code under a short second level ("co.uk", "com.au") is one suffix.
  const tld = labels.at(-1) ?? '';
  const second = labels.at(-2) ?? '';
  const suffixLen = tld.length === 2 && second.length <= 3 && labels.length >= 3 ? 2 : 1;
  const label = labels[labels.length - suffixLen - 1] ?? '';
  return /^xn--/.test(label) ? '' : toLabel(label);
}

import type { ProfileField } from '@staffwright/contract';
import type { BusinessContext, Passage } from '../engine.ts';
import { industryFor, type IndustryKnowledge } from './knowledge/industries.ts';
import { roleFor, type RoleKnowledge } from './knowledge/roles.ts';
import { detectTopics, type TopicRule } from './knowledge/topics.ts';
import { termKeys } from './tokens.ts';
import { splitUnits } from './units.ts';
import { capitalize, listPhrase, withArticle } from './wording.ts';

/**
 * Profile fields written without a language model: the business's own data (name, title,
 * industry), the industry and role tables, and what its training passages show it deals with.
 * Wording varies between businesses through a hash of the names, never through randomness, so
 * the same input always gives the same profile.
 */

export interface ProfileInput {
  field: ProfileField;
  business: BusinessContext;
  context: string;
  passages: Passage[];
}

const MAX_ITEMS = 8;
const TARGET_ITEMS = 6;

export function builtinProfileField(input: ProfileInput): string | string[] {
  const facts = analyze(input);
  switch (input.field) {
    case 'agentBio':
      return bio(facts);
    case 'agentExperience':
      return experience(facts);
    case 'agentSkills':
      return skills(facts);
    case 'agentResponsibilities':
      return responsibilities(facts);
    case 'agentTools':
      return tools(facts);
  }
}

interface Facts {
  business: BusinessContext;
  agent: string;
  title: string;
  industry: IndustryKnowledge;
  role: RoleKnowledge;
  services: string[];
  topics: TopicRule[];
  /** "provides preventive, restorative and cosmetic care for every age", from the passages. */
  predicate: string | null;
  sources: { files: string[]; website: boolean };
  variant: number;
}

function analyze(input: ProfileInput): Facts {
  const { business } = input;
  const texts = [...input.passages.map((p) => p.content), input.context].filter((t) => t.trim() !== '');
  const all = texts.join('\n\n');
  const industry = industryFor(business.industry);
  const title = business.agentTitle.trim() || 'Customer Service Representative';
  return {
    business,
    agent: business.agentName.trim() || 'Our assistant',
    title,
    industry,
    role: roleFor(title),
    services: findServices(texts, industry, business.businessName),
    topics: detectTopics(all),
    predicate: findPredicate(texts, business.businessName),
    sources: describeSources(input.passages),
    variant: hash(`${business.businessName}|${business.agentName}`),
  };
}

// ---------------------------------------------------------------- prose fields

function bio(f: Facts): string {
  const { agent, title, industry, role } = f;
  const name = f.business.businessName;
  // "Smith Law, a law firm. Smith Law is a family law firm…" says it twice: the predicate wins.
  const saysKind = industry.key === 'other' || nameSaysKind(name, industry) || /^is an? /.test(f.predicate ?? '');
  const kindClause = saysKind ? '' : `, ${withArticle(industry.kind)}`;
  const intro =
    f.variant % 2 === 0 ? `${agent} is the ${title} at ${name}${kindClause}.` : `Meet ${agent}, the ${title} at ${name}${kindClause}.`;

  const about: string[] = [];
  const services = f.services.filter((s) => !(f.predicate ?? '').toLowerCase().includes(s.toLowerCase())).slice(0, 3);
  if (f.predicate) {
    // "provides X, including A, B and C" reads well; "has been open since 1998, including…" does not.
    const canList = /^(?:provides|offers|specializes in|specialises in|delivers)\b/.test(f.predicate) && services.length >= 2;
    about.push(`${name} ${f.predicate}${canList ? `, including ${listPhrase(services)}` : ''}.`);
    if (!canList && services.length >= 2) about.push(`Services include ${listPhrase(services)}.`);
  } else if (services.length > 0) {
    about.push(`${capitalize(industry.place)} offers ${listPhrase(f.services.slice(0, 4))}.`);
  } else if (industry.key !== 'other') {
    about.push(`${capitalize(industry.place)} ${industry.does}.`);
  }

  const activity = fill(role.activity, f);
  const duty = role.firstContact
    ? `As the first point of contact for ${industry.customers}, ${agent} ${activity}.`
    : `${agent} ${activity}.`;

  const phrases = f.topics.flatMap((t) => (t.phrase ? [fill(t.phrase, f)] : [])).slice(0, 3);
  const topics =
    phrases.length > 0
      ? `${agent} can also answer questions about ${listPhrase(phrases)}, so every ${industry.customer} gets a clear answer right away.`
      : null;

  const [a, b] = industry.occasions;
  const closing =
    f.variant % 3 === 1
      ? `From ${a} to ${b}, ${agent} makes getting help from ${name} easy.`
      : `Whether it's ${a} or ${b}, ${agent} is here to help.`;

  // Three to five sentences: the topics line goes first when there is too much to say.
  const sentences = [intro, ...about, duty, ...(topics ? [topics] : []), closing];
  if (sentences.length > 5 && topics) sentences.splice(sentences.indexOf(topics), 1);
  return sentences.slice(0, 5).join(' ');
}

function experience(f: Facts): string {
  const { agent, role, industry } = f;
  const name = f.business.businessName;
  const sentences = [`${agent} brings the know-how of an experienced ${role.noun} in ${industry.setting}: ${fill(role.experience, f)}.`];
  const trained = trainedOn(f);
  if (trained) {
    const about = f.topics.flatMap((t) => (t.phrase ? [fill(t.phrase, f)] : [])).slice(0, 3);
    const subjects = about.length > 0 ? about : f.services.slice(0, 3);
    sentences.push(
      `${agent} has been trained on ${trained}, so answers about ${subjects.length > 0 ? listPhrase(subjects) : 'its services'} match how ${industry.place} actually works.`,
    );
  } else {
    sentences.push(
      `${agent} will learn ${possessive(name)} own services and policies from its website and documents as soon as they are added.`,
    );
  }
  if (industry.boundary) sentences.push(industry.boundary);
  return sentences.join(' ');
}

/** "Brightsmile Family Dental's own documents, including the FAQ, services and price list" */
function trainedOn(f: Facts): string | null {
  const name = possessive(f.business.businessName);
  const { files, website } = f.sources;
  if (files.length === 0 && !website) return null;
  if (files.length === 0) return `${name} own website`;
  const docs = files.length <= 3 && files.every(Boolean) ? `documents, including the ${listPhrase(files)}` : 'documents';
  return website ? `${name} own website and ${docs}` : `${name} own ${docs}`;
}

// ---------------------------------------------------------------- list fields

function skills(f: Facts): string[] {
  return compose(f, [
    f.role.skills.slice(0, 1),
    f.industry.skills.slice(0, 1),
    topicItems(f, 'skill'),
    f.role.skills.slice(1),
    f.industry.skills.slice(1),
  ]);
}

function responsibilities(f: Facts): string[] {
  return compose(f, [
    f.role.responsibilities.slice(0, 2),
    topicItems(f, 'responsibility'),
    f.industry.responsibilities.slice(0, 2),
    f.role.responsibilities.slice(2),
    f.industry.responsibilities.slice(2),
  ]);
}

function tools(f: Facts): string[] {
  return compose(f, [
    f.role.tools.slice(0, 1),
    f.industry.tools.slice(0, 1),
    topicItems(f, 'tool'),
    f.role.tools.slice(1),
    f.industry.tools.slice(1),
  ]);
}

function topicItems(f: Facts, kind: 'skill' | 'responsibility' | 'tool'): string[] {
  return f.topics.flatMap((t) => (t[kind] ? [t[kind]] : [])).slice(0, 3);
}

/** Fills placeholders, drops near-duplicates and keeps 3–8 items (aiming for six). */
function compose(f: Facts, groups: string[][]): string[] {
  const out: string[] = [];
  const keys: Set<string>[] = [];
  for (const item of groups.flat()) {
    const text = fill(item, f).replace(/,/g, '');
    const k = termKeys(text);
    if (keys.some((other) => similar(k, other))) continue;
    out.push(text);
    keys.push(k);
  }
  // Six items, seven when the passages gave several topics of their own; never more than eight.
  const target = Math.min(MAX_ITEMS, TARGET_ITEMS + (f.topics.length >= 2 ? 1 : 0));
  return out.slice(0, target);
}

/** Words too common in list items to show that two items say the same thing. */
const COMMON_ITEM_KEYS = new Set(['answer', 'question', 'explain', 'handl', 'help', 'shar', 'giv', 'booking', 'appointment']);

/** Near-duplicates: most of the shorter item's distinctive words are in the other. */
function similar(a: Set<string>, b: Set<string>): boolean {
  const x = [...a].filter((k) => !COMMON_ITEM_KEYS.has(k));
  const y = new Set([...b].filter((k) => !COMMON_ITEM_KEYS.has(k)));
  if (x.length === 0 || y.size === 0) return x.length === 0 && y.size === 0 && [...a].every((k) => b.has(k));
  const shared = x.filter((k) => y.has(k)).length;
  return shared / Math.min(x.length, y.size) >= 0.67;
}

// ---------------------------------------------------------------- facts from passages

/**
 * Services the passages mention, ranked by how often, from the industry's list; when the
 * industry has no list (or it finds little), the passages' own short headings stand in.
 */
function findServices(texts: string[], industry: IndustryKnowledge, businessName: string): string[] {
  // Ranked by how many passages mention a service (so one long price list does not outweigh a
  // service described across several pages), and a heading naming it counts double.
  const headingText = texts
    .flatMap((t) =>
      splitUnits(t)
        .filter((u) => u.kind === 'heading')
        .map((u) => u.text),
    )
    .join('\n');
  const found = industry.services
    .map((s, order) => ({ label: s.label, order, count: texts.filter((t) => s.re.test(t)).length + (s.re.test(headingText) ? 2 : 0) }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map((s) => s.label);
  if (found.length >= 2) return found.slice(0, 4);
  const headings = new Set<string>();
  const nameKey = businessName.toLowerCase();
  for (const t of texts) {
    for (const u of splitUnits(t)) {
      if (u.kind !== 'heading') continue;
      const label = u.text.replace(/[®™©]/g, '').replace(/[:.]$/, '').trim();
      const wordCount = label.split(/\s+/).length;
      if (wordCount > 5 || label.length < 3 || label.includes(',')) continue;
      if (GENERIC_HEADING.test(label) || label.toLowerCase().includes(nameKey)) continue;
      headings.add(label === label.toUpperCase() || /^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label);
    }
  }
  return [...found, ...[...headings].filter((h) => !found.includes(h))].slice(0, 4);
}

const GENERIC_HEADING =
  /^(?:our |the )?(?:services?|faqs?|frequently asked questions|contact(?: us)?|about(?: us)?|home|welcome|pricing|prices?|price list|hours|opening hours|location|locations|directions|menu|team|our team|news|blog|careers|jobs|privacy(?: policy)?|terms.*|cookies?.*|quick links|follow us|testimonials|reviews|get in touch|book now|overview|introduction|summary|notes?|table of contents)$/i;

const PREDICATE_VERBS = 'provides|offers|is|has been|specializes in|specialises in|serves|helps|delivers|brings';
const WE_VERBS: Record<string, string> = {
  provide: 'provides',
  offer: 'offers',
  'specialize in': 'specializes in',
  'specialise in': 'specialises in',
  serve: 'serves',
  help: 'helps',
  are: 'is',
  deliver: 'delivers',
};

/**
 * What the business says it does, in its own words: the rest of a sentence that opens with its
 * name ("Brightsmile Family Dental provides …") or with "We provide …". Cut at a dash, colon or
 * bracket, and refused when it still speaks in the first or second person.
 */
function findPredicate(texts: string[], businessName: string): string | null {
  const escaped = businessName.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!escaped) return null;
  const byName = new RegExp(`^(?:the\\s+)?${escaped}(?:,[^,]{0,60},)?\\s+(${PREDICATE_VERBS})\\s+(.+)$`, 'i');
  const byWe = new RegExp(`^we\\s+(${Object.keys(WE_VERBS).join('|')})\\s+(.+)$`, 'i');
  const sentences = texts.flatMap((t) =>
    splitUnits(t)
      .filter((u) => u.kind === 'sentence')
      .map((u) => u.text),
  );
  for (const re of [byName, byWe]) {
    for (const s of sentences) {
      const m = re.exec(s);
      if (!m) continue;
      const verb = re === byWe ? (WE_VERBS[(m[1] ?? '').toLowerCase()] ?? '') : (m[1] ?? '').toLowerCase();
      const rest = cutClause(m[2] ?? '');
      if (!verb || !rest || /\b(?:we|our|ours|us|you|your|i|my|me)\b/i.test(rest)) continue;
      const wordCount = rest.split(/\s+/).length;
      if (wordCount < 2 || wordCount > 24) continue;
      return `${verb} ${rest}`;
    }
  }
  return null;
}

function cutClause(text: string): string {
  const cut = text.split(/\s[—–-]\s|;|:|\s\(/)[0] ?? '';
  return cut.replace(/[\s.,!]+$/, '').trim();
}

/** File names become readable titles ("price-list.csv" → "price list"); web pages count once. */
function describeSources(passages: Passage[]): { files: string[]; website: boolean } {
  const files: string[] = [];
  let website = false;
  for (const p of passages) {
    if (p.sourceUrl) {
      website = true;
      continue;
    }
    const title = humanizeTitle(p.sourceTitle);
    if (!files.includes(title)) files.push(title);
  }
  // "including the about" says nothing: list file titles only when every one is meaningful.
  return { files: files.some((t) => t === '' || GENERIC_TITLES.has(t)) ? files.map(() => '') : files, website };
}

const GENERIC_TITLES = new Set([
  'about',
  'home',
  'index',
  'readme',
  'untitled',
  'document',
  'doc',
  'file',
  'notes',
  'page',
  'text',
  'upload',
]);

const ACRONYMS = new Set(['faq', 'faqs', 'hvac', 'hr', 'it', 'pdf', 'ppo', 'hmo', 'hsa', 'fsa', 'usa', 'us', 'uk']);

function humanizeTitle(title: string): string {
  const base = title
    .replace(/\.(?:txt|md|markdown|pdf|docx?|odt|rtf|csv)$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!base) return '';
  return base
    .split(' ')
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w === w.toUpperCase() && w.length > 4 ? w.toLowerCase() : w))
    .join(' ')
    .replace(/^[A-Z][a-z]/, (s) => s.toLowerCase());
}

// ---------------------------------------------------------------- wording helpers

function fill(template: string, f: Facts): string {
  return template
    .replace(/\{customers\}/g, f.industry.customers)
    .replace(/\{customer\}/g, f.industry.customer)
    .replace(/\{Customer\}/g, capitalize(f.industry.customer))
    .replace(/\{place\}/g, f.industry.place);
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Whether "Smith Law Firm" already says "law firm", so the bio does not repeat it. */
function nameSaysKind(name: string, industry: IndustryKnowledge): boolean {
  const last = industry.kind.split(' ').at(-1) ?? '';
  return new RegExp(`\\b${last}\\b`, 'i').test(name);
}

/** FNV-1a: a stable number from text, to pick between phrasings without randomness. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

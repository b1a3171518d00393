import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_INDUSTRIES,
  templateCategoriesFor,
  templateCategoryLabel,
  templateIndustryLabel,
  templateJobTitlesFor,
  type TemplateCategory,
  type TemplateIndustry,
} from '@staffwright/contract';
import { COMBO_CONTENT } from './combos.ts';
import { CATEGORY_CONTENT, INDUSTRY_CONTENT, type Faq } from './industries.ts';
import { TITLE_CONTENT } from './titles.ts';

/** One row of the templates table, as the seed writes it. */
export interface SeedTemplate {
  slug: string;
  industry: TemplateIndustry;
  category: TemplateCategory;
  jobTitle: string;
  name: string;
  description: string;
  agentName: string;
  agentTitle: string;
  agentBio: string;
  agentSkills: string[];
  agentResponsibilities: string[];
  agentExperience: string;
  agentTools: string[];
  knowledge: string;
  priceCents: number;
}

/** First names the agents take in turn; a role may name its own (titles.ts). */
const AGENT_NAMES = [
  'Maya',
  'Theo',
  'Priya',
  'Daniel',
  'Sofia',
  'Marcus',
  'Elena',
  'Jordan',
  'Aisha',
  'Lucas',
  'Hannah',
  'Omar',
  'Grace',
  'Noah',
  'Leila',
  'Ethan',
  'Chloe',
  'Rafael',
  'Zara',
  'Isaac',
  'Nina',
  'Samuel',
  'Ava',
  'Kenji',
  'Mei',
  'Caleb',
  'Ruby',
  'Andre',
  'Jasmine',
  'Felix',
  'Olivia',
  'Tariq',
  'Rosa',
  'Henry',
  'Amara',
  'Diego',
  'Ivy',
  'Julian',
  'Nora',
  'Sam',
] as const;

const YEARS = ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** FNV-1a: a small, stable hash, so each template's choices never depend on the order of others. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `count` items of `list`, starting at `start` and wrapping around. */
function rotate<T>(list: readonly T[], start: number, count: number): T[] {
  return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length]!);
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "an HVAC …", "an IT …", "an Orthodontic …", "a Dental …". */
function article(title: string): string {
  return /^(?:[AEIOU]|HVAC\b|IT\b)/.test(title) ? 'an' : 'a';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (text: string, name: string) => text.replaceAll('{name}', name);
const faqText = (faq: readonly Faq[]) => faq.map(([q, a]) => `${q}\n${a}`).join('\n\n');

/** Every template of the catalogue: one per industry × allowed category × job title, in contract order. */
export function buildTemplates(): SeedTemplate[] {
  const out: SeedTemplate[] = [];
  for (const { value: industry } of TEMPLATE_INDUSTRIES) {
    const ind = INDUSTRY_CONTENT[industry];
    for (const { value: category } of templateCategoriesFor(industry)) {
      const cat = CATEGORY_CONTENT[category];
      const combo = COMBO_CONTENT[industry][category];
      if (!combo) throw new Error(`No content for ${industry} × ${category}`);
      templateJobTitlesFor(industry, category).forEach((jobTitle, position) => {
        const t = TITLE_CONTENT[jobTitle];
        if (!t) throw new Error(`No content for the job title "${jobTitle}"`);
        // "dental-office-receptionist", not "dental-dental-office-receptionist".
        const titleSlug = slugify(jobTitle);
        const slug = titleSlug.startsWith(`${industry}-`) ? titleSlug : `${industry}-${titleSlug}`;
        const h = hash(slug);
        const agentName = t.agentName ?? AGENT_NAMES[(out.length * 7) % AGENT_NAMES.length]!;
        const years = YEARS[h % YEARS.length]!;
        out.push({
          slug,
          industry,
          category,
          jobTitle,
          name: jobTitle,
          description: `${capitalise(t.focus)}. ${combo.blurb}`,
          agentName,
          agentTitle: jobTitle,
          agentBio: `${agentName} is ${article(jobTitle)} ${jobTitle} who ${t.focus}. ${fill(ind.bioLine, agentName)} ${fill(cat.bioLine, agentName)}`,
          agentSkills: unique([...t.skills, ...rotate(cat.skills, position, 2), ...rotate(ind.skills, h % ind.skills.length, 2)]),
          agentResponsibilities: unique([t.duty, ...cat.duties, ind.duty]),
          agentExperience:
            `Modelled on ${years} years of ${cat.experience} ${ind.setting}, ${ind.experienceLine}. ` +
            `Works from your own policies, prices and hours as soon as you add them as training data.`,
          agentTools: unique([...rotate(ind.tools, h % ind.tools.length, 4), ...cat.tools]),
          knowledge: faqText([t.faq, ...combo.faq, ...ind.faq]),
          priceCents: Math.round((t.price ?? 0) * 100),
        });
      });
    }
  }
  check(out);
  return out;
}

/** The seed must match the contract exactly: every allowed title once, nothing else. */
function check(templates: SeedTemplate[]): void {
  const titles = new Set(templates.map((t) => t.jobTitle));
  for (const extra of Object.keys(TITLE_CONTENT))
    if (!titles.has(extra)) throw new Error(`titles.ts has content for "${extra}", which no category lists`);
  const slugs = new Set(templates.map((t) => t.slug));
  if (slugs.size !== templates.length) throw new Error('Two templates share a slug');
  const names = new Set(templates.map((t) => t.name.toLowerCase()));
  if (names.size !== templates.length) throw new Error('Two templates share a name');
  for (const t of templates) {
    for (const [field, value] of Object.entries(t)) {
      if (typeof value === 'string' && value.trim() === '') throw new Error(`${t.slug}: ${field} is empty`);
      if (Array.isArray(value) && value.length === 0) throw new Error(`${t.slug}: ${field} is empty`);
    }
    if (t.name.length > 120 || t.agentName.length > 80 || t.agentTitle.length > 80)
      throw new Error(`${t.slug}: a name is too long for the business form`);
    if (t.agentBio.length > 4000 || t.agentExperience.length > 4000) throw new Error(`${t.slug}: profile text is too long`);
    for (const list of [t.agentSkills, t.agentResponsibilities, t.agentTools]) {
      if (list.length > 20 || list.some((i) => i.length > 200)) throw new Error(`${t.slug}: a profile list is too long`);
    }
  }
}

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;
const sqlJson = (v: unknown) => `${sqlText(JSON.stringify(v))}::jsonb`;

const COLUMNS = [
  'slug',
  'industry',
  'category',
  'job_title',
  'name',
  'description',
  'agent_name',
  'agent_title',
  'agent_bio',
  'agent_skills',
  'agent_responsibilities',
  'agent_experience',
  'agent_tools',
  'knowledge',
  'price_cents',
] as const;

/** The migration text: a header, then one INSERT per template so each reads (and diffs) on its own. */
export function templateSeedSql(templates: SeedTemplate[] = buildTemplates()): string {
  const priced = templates.filter((t) => t.priceCents > 0).length;
  const lines = [
    '-- Template catalogue seed (SPEC §3): one template per industry × allowed category × job title.',
    `-- ${templates.length} templates, ${priced} of them priced. Counters start at zero: likes, downloads and views are real ones only.`,
    '--',
    '-- GENERATED FILE. Do not edit by hand: change apps/server/scripts/template-seed/*.ts and run',
    '--   npx tsx apps/server/scripts/generate-template-seed.ts',
    '-- A test fails when this file and the generator disagree.',
  ];
  for (const t of templates) {
    const values = [
      sqlText(t.slug),
      sqlText(t.industry),
      sqlText(t.category),
      sqlText(t.jobTitle),
      sqlText(t.name),
      sqlText(t.description),
      sqlText(t.agentName),
      sqlText(t.agentTitle),
      sqlText(t.agentBio),
      sqlJson(t.agentSkills),
      sqlJson(t.agentResponsibilities),
      sqlText(t.agentExperience),
      sqlJson(t.agentTools),
      sqlText(t.knowledge),
      String(t.priceCents),
    ];
    lines.push(
      '',
      `-- ${templateIndustryLabel(t.industry)} · ${templateCategoryLabel(t.category)} · ${t.jobTitle}`,
      `INSERT INTO "templates" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES (`,
      values.map((v) => `  ${v}`).join(',\n'),
      ');',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** How many templates each allowed industry × category has, for a quick look after generating. */
export function coverage(templates: SeedTemplate[]): string[] {
  return TEMPLATE_INDUSTRIES.flatMap(({ value: industry }) =>
    TEMPLATE_CATEGORIES.filter((c) => (c.industries as readonly string[]).includes(industry)).map(
      (c) => `${industry} × ${c.value}: ${templates.filter((t) => t.industry === industry && t.category === c.value).length}`,
    ),
  );
}

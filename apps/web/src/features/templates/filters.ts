import {
  DEFAULT_TEMPLATE_SORT,
  TEMPLATE_INDUSTRY_VALUES,
  TEMPLATE_SORT_VALUES,
  isTemplateCategoryAllowed,
  templateJobTitlesFor,
  type TemplateCategory,
  type TemplateIndustry,
  type TemplateSort,
} from '@staffwright/contract';

/** The page's selection; it lives in the address (/templates?industry=…) so it survives reloads and sign-up. */
export interface TemplateFilters {
  industry: TemplateIndustry | null;
  category: TemplateCategory | null;
  jobTitle: string | null;
  sort: TemplateSort;
}

/** Reads the selection from a query string, dropping anything the catalogue rules do not allow. */
export function parseFilters(search: string): TemplateFilters {
  const p = new URLSearchParams(search);
  const industry = (TEMPLATE_INDUSTRY_VALUES as readonly string[]).includes(p.get('industry') ?? '')
    ? (p.get('industry') as TemplateIndustry)
    : null;
  const rawCategory = p.get('category') as TemplateCategory | null;
  const category = industry && rawCategory && isTemplateCategoryAllowed(industry, rawCategory) ? rawCategory : null;
  const rawTitle = p.get('jobTitle');
  const jobTitle = industry && category && rawTitle ? (templateJobTitlesFor(industry, category).find((t) => t === rawTitle) ?? null) : null;
  const rawSort = p.get('sort') ?? '';
  const sort = (TEMPLATE_SORT_VALUES as readonly string[]).includes(rawSort) ? (rawSort as TemplateSort) : DEFAULT_TEMPLATE_SORT;
  return { industry, category, jobTitle, sort };
}

/** The query string of a selection; the default sort is left out of the address. */
export function filtersSearch(f: TemplateFilters): string {
  const p = new URLSearchParams();
  if (f.industry) p.set('industry', f.industry);
  if (f.category) p.set('category', f.category);
  if (f.jobTitle) p.set('jobTitle', f.jobTitle);
  if (f.sort !== DEFAULT_TEMPLATE_SORT) p.set('sort', f.sort);
  return p.toString();
}

/** SPEC §7 GET /api/templates for a selection (the sort is always sent). */
export function templatesUrl(f: TemplateFilters): string {
  const p = new URLSearchParams();
  if (f.industry) p.set('industry', f.industry);
  if (f.category) p.set('category', f.category);
  if (f.jobTitle) p.set('jobTitle', f.jobTitle);
  p.set('sort', f.sort);
  return `/api/templates?${p}`;
}

/** SPEC §4: changing industry clears category and job title; changing category clears job title. */
export const withIndustry = (f: TemplateFilters, industry: TemplateIndustry): TemplateFilters =>
  industry === f.industry ? f : { ...f, industry, category: null, jobTitle: null };
export const withCategory = (f: TemplateFilters, category: TemplateCategory | null): TemplateFilters =>
  category === f.category ? f : { ...f, category, jobTitle: null };
export const withJobTitle = (f: TemplateFilters, jobTitle: string | null): TemplateFilters => ({ ...f, jobTitle });
export const withSort = (f: TemplateFilters, sort: TemplateSort): TemplateFilters => ({ ...f, sort });

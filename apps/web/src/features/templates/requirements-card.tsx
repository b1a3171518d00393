import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_SORTS,
  TEMPLATE_TEXT,
  templateCategoriesFor,
  templateJobTitlesFor,
  type TemplateCategory,
  type TemplateIndustry,
  type TemplateSort,
} from '@staffwright/contract';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { withCategory, withIndustry, withJobTitle, withSort, type TemplateFilters } from './filters';

/** Radix items cannot have an empty value; this one stands for "no filter" (shown like the placeholder). */
const ALL = '__all';

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** SPEC §2 'Select Your Requirements': cascading selects with the §4 clearing rules, plus Sort By. */
export function RequirementsCard({ filters, onChange }: { filters: TemplateFilters; onChange: (f: TemplateFilters) => void }) {
  const { industry, category } = filters;
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="text-lg font-semibold leading-none tracking-tight">{TEMPLATE_TEXT.requirements}</h2>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="template-industry" label={TEMPLATE_TEXT.industry}>
            <Select value={industry ?? ''} onValueChange={(v) => onChange(withIndustry(filters, v as TemplateIndustry))}>
              <SelectTrigger id="template-industry">
                <SelectValue placeholder="Select an industry" />
              </SelectTrigger>
              <SelectContent>
                {TEMPLATE_INDUSTRIES.map((i) => (
                  <SelectItem key={i.value} value={i.value}>
                    {i.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>

          {industry ? (
            <Field id="template-category" label={TEMPLATE_TEXT.category}>
              <Select
                // A new industry starts the category select afresh (its placeholder shows again).
                key={industry}
                value={category ?? ''}
                onValueChange={(v) => onChange(withCategory(filters, v === ALL ? null : (v as TemplateCategory)))}
              >
                <SelectTrigger id="template-category">
                  <SelectValue placeholder="All categories" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All categories</SelectItem>
                  {templateCategoriesFor(industry).map((c) => (
                    <SelectItem key={c.value} value={c.value}>
                      {c.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          ) : null}

          {industry && category ? (
            <Field id="template-job-title" label={TEMPLATE_TEXT.jobTitle}>
              <Select
                key={`${industry}/${category}`}
                value={filters.jobTitle ?? ''}
                onValueChange={(v) => onChange(withJobTitle(filters, v === ALL ? null : v))}
              >
                <SelectTrigger id="template-job-title">
                  <SelectValue placeholder="All job titles" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All job titles</SelectItem>
                  {templateJobTitlesFor(industry, category).map((t) => (
                    <SelectItem key={t} value={t}>
                      {t}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          ) : null}

          <Field id="template-sort" label={TEMPLATE_TEXT.sortBy}>
            <Select value={filters.sort} onValueChange={(v) => onChange(withSort(filters, v as TemplateSort))}>
              <SelectTrigger id="template-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TEMPLATE_SORTS.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
      </CardContent>
    </Card>
  );
}

import { describe, expect, it } from 'vitest';
import { filtersSearch, parseFilters, templatesUrl, withCategory, withIndustry, withJobTitle, withSort } from './filters';

describe('template filters', () => {
  it('reads a selection from the address and drops what the catalogue does not allow', () => {
    expect(parseFilters('industry=dental&category=receptionist&jobTitle=Dental+Office+Receptionist&sort=likes')).toEqual({
      industry: 'dental',
      category: 'receptionist',
      jobTitle: 'Dental Office Receptionist',
      sort: 'likes',
    });
    // Reception Desk is not a dental category; a job title needs its category; unknown sorts fall back.
    expect(parseFilters('industry=dental&category=reception-desk&jobTitle=Dental+Office+Receptionist&sort=cheap')).toEqual({
      industry: 'dental',
      category: null,
      jobTitle: null,
      sort: 'popular',
    });
    expect(parseFilters('category=receptionist')).toEqual({ industry: null, category: null, jobTitle: null, sort: 'popular' });
    expect(parseFilters('industry=hvac&category=reception-desk&jobTitle=Dental+Office+Receptionist').jobTitle).toBeNull();
  });

  it('clears category and job title when the industry changes, and the job title when the category changes (SPEC §4)', () => {
    const f = parseFilters('industry=dental&category=receptionist&jobTitle=Dental+Office+Receptionist&sort=recent');
    expect(withIndustry(f, 'hvac')).toEqual({ industry: 'hvac', category: null, jobTitle: null, sort: 'recent' });
    expect(withIndustry(f, 'dental')).toBe(f);
    expect(withCategory(f, 'lead-generation')).toEqual({ ...f, category: 'lead-generation', jobTitle: null });
    expect(withCategory(f, 'receptionist')).toBe(f);
    expect(withJobTitle(f, null).jobTitle).toBeNull();
    expect(withSort(f, 'likes').sort).toBe('likes');
  });

  it('writes the address without the default sort, and always sends the sort to the API', () => {
    const f = parseFilters('industry=legal');
    expect(filtersSearch(f)).toBe('industry=legal');
    expect(templatesUrl(f)).toBe('/api/templates?industry=legal&sort=popular');
    expect(filtersSearch(withSort(f, 'recent'))).toBe('industry=legal&sort=recent');
  });
});

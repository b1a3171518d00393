import { describe, expect, it } from 'vitest';
import type { BusinessContext } from './engine.ts';
import { isReservedSubdomain, isValidSubdomainLabel } from './subdomain.ts';
import { suggestSubdomainLabels } from './suggest-subdomains.ts';
import { BRIGHTSMILE } from '../../../test/support/fixtures.ts';

const business = (over: Partial<BusinessContext>): BusinessContext => ({ ...BRIGHTSMILE, website: null, ...over });

describe('suggestSubdomainLabels', () => {
  it('offers the name first, then name plus industry, whole name and website forms', () => {
    const labels = suggestSubdomainLabels({ ...BRIGHTSMILE, website: 'https://www.brightsmilevt.com/' }, 5);
    expect(labels.slice(0, 5)).toEqual([
      'brightsmile',
      'brightsmile-dental',
      'brightsmilefamilydental',
      'brightsmile-family-dental',
      'brightsmiledental',
    ]);
    expect(labels).toContain('brightsmile-vt');
    expect(labels).toContain('brightsmilevt');
  });

  it('returns only valid, unreserved, distinct labels', () => {
    for (const b of [
      BRIGHTSMILE,
      business({ businessName: 'The Law Offices of Smith & Jones, LLC', industry: 'legal' }),
      business({ businessName: 'Zoë’s Café', industry: 'other' }),
      business({ businessName: 'App', industry: 'technology' }),
      business({ businessName: 'A'.repeat(40) + ' ' + 'B'.repeat(40), industry: 'hvac' }),
    ]) {
      const labels = suggestSubdomainLabels(b, 8);
      expect(labels.length).toBeGreaterThanOrEqual(8);
      expect(new Set(labels).size).toBe(labels.length);
      for (const l of labels) {
        expect(isValidSubdomainLabel(l), l).toBe(true);
        expect(isReservedSubdomain(l), l).toBe(false);
      }
    }
  });

  it('folds accents', () => {
    expect(suggestSubdomainLabels(business({ businessName: 'Zoë Núñez Dental' }), 3)[0]).toBe('zoe');
    expect(suggestSubdomainLabels(business({ businessName: 'Zoë’s Café', industry: 'other' }), 3)[0]).toBe('zoes');
  });

  it('drops legal forms and joining words', () => {
    const labels = suggestSubdomainLabels(business({ businessName: 'The Law Offices of Smith & Jones, LLC', industry: 'legal' }), 5);
    expect(labels[0]).toBe('smith');
    expect(labels).toContain('smith-law');
    expect(labels.some((l) => /llc|the-|-of-/.test(l))).toBe(false);
  });

  it('pads with numbered forms to reach the count', () => {
    const labels = suggestSubdomainLabels(business({}), 40);
    expect(labels.length).toBeGreaterThanOrEqual(40);
    expect(labels).toContain('brightsmile-2');
  });

  it('copes with names that fold to nothing', () => {
    const labels = suggestSubdomainLabels(business({ businessName: '東京歯科', website: 'https://tokyo-shika.jp' }), 3);
    expect(labels[0]).toBe('tokyo');
    expect(labels).toContain('tokyo-shika');
    expect(labels.length).toBeGreaterThanOrEqual(3);
    const none = suggestSubdomainLabels(business({ businessName: '東京歯科', agentName: '花子' }), 3);
    expect(none.length).toBeGreaterThanOrEqual(3);
    for (const l of none) expect(isValidSubdomainLabel(l)).toBe(true);
  });

  it('reads the registrable name from websites', () => {
    expect(suggestSubdomainLabels(business({ businessName: 'Acme', industry: 'other', website: 'shop.acme-widgets.co.uk' }), 3)).toContain(
      'acme-widgets',
    );
  });

  it('is deterministic', () => {
    expect(suggestSubdomainLabels(BRIGHTSMILE, 10)).toEqual(suggestSubdomainLabels(BRIGHTSMILE, 10));
  });
});

import { PROFILE_FIELDS, splitList, type ProfileField } from '@staffwright/contract';
import { describe, expect, it } from 'vitest';
import type { BusinessContext, Passage } from '../engine.ts';
import { BRIGHTSMILE, passagesOf, TEXT_DOCUMENTS } from '../../../../test/support/fixtures.ts';
import { BuiltinEngine } from './builtin-engine.ts';
import { builtinProfileField } from './profile.ts';

const brightsmilePassages: Passage[] = [
  ...passagesOf(TEXT_DOCUMENTS),
  {
    id: 99,
    // From the fixture site's insurance page.
    content:
      'Dental insurance can be confusing. Our billing coordinator will check your benefits before your visit and file your claims for you, so you can focus on your smile.',
    sourceTitle: 'Insurance & Payment',
    sourceUrl: 'https://www.brightsmilevt.com/insurance-and-payment.html',
  },
];

/** A second business: another dental practice, so industry tables alone cannot tell them apart. */
const MAPLE: BusinessContext = {
  businessName: 'Maple Street Dentistry',
  industry: 'dental',
  agentName: 'Priya',
  agentTitle: 'Receptionist',
  website: 'https://maplestreetdentistry.example',
};
const maplePassages: Passage[] = [
  {
    id: 1,
    content:
      'Maple Street Dentistry offers gentle family dentistry in Riverton.\n\n## Root canals\n\nDr. Okonkwo performs root canal treatment in a single visit for most front teeth.\n\n## Dentures\n\nWe make full and partial dentures in our own lab.',
    sourceTitle: 'services.md',
    sourceUrl: null,
  },
  {
    id: 2,
    content: 'We are open Monday to Thursday, 8am to 6pm. Evening appointments are available on Tuesdays.',
    sourceTitle: 'hours.txt',
    sourceUrl: null,
  },
];

/** Words found only in Brightsmile's documents. */
const BRIGHTSMILE_TERMS = [
  'Brightsmile',
  'Invisalign',
  'whitening',
  'implant',
  'Tanner',
  'CareCredit',
  'Fournier',
  'Marchetti',
  'Zoë',
  'nitrous',
  'sedation',
  'flossboss',
  'cancellation',
  'insurance',
];

function field(f: ProfileField, business = BRIGHTSMILE, passages = brightsmilePassages, context = '') {
  return builtinProfileField({ field: f, business, passages, context });
}

describe('built-in profile fields for the fixture business', () => {
  it('fills every field', () => {
    for (const f of PROFILE_FIELDS) {
      const v = field(f);
      if (Array.isArray(v)) expect(v.length).toBeGreaterThan(0);
      else expect(v.trim().length).toBeGreaterThan(40);
    }
  });

  it('writes a 3–5 sentence bio naming the agent, the title, the business and what it does', () => {
    const bio = field('agentBio') as string;
    expect(bio).toContain('Brightsmile Family Dental');
    expect(bio).toContain('Zoë');
    expect(bio).toContain('Front Desk Coordinator');
    // What the business does, in its own words, and services its documents describe.
    expect(bio).toContain('preventive, restorative and cosmetic care');
    expect(bio).toMatch(/whitening|implants|Invisalign/);
    const sentences = bio.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
  });

  it('writes 2–3 sentences of experience without inventing years', () => {
    const text = field('agentExperience') as string;
    const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(text).not.toMatch(/\d+\+? years/);
    expect(text).toContain('Zoë');
  });

  it.each(['agentSkills', 'agentResponsibilities', 'agentTools'] as const)('%s is a list of 3–8 distinct items without commas', (f) => {
    const items = field(f) as string[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(new Set(items.map((i) => i.toLowerCase())).size).toBe(items.length);
    // The profile screen edits lists as comma-separated text: the list must survive a round trip.
    expect(splitList(items.join(', '))).toEqual(items);
  });

  it('derives items from what the training content talks about', () => {
    expect(field('agentSkills')).toContain('Insurance and payment questions');
    expect(field('agentSkills')).toContain('Cancellation and rescheduling policies');
    expect(field('agentTools')).toContain('Appointment reminder texts');
    // Without those passages the same business gets none of them.
    const bare = field('agentSkills', BRIGHTSMILE, []) as string[];
    expect(bare).not.toContain('Insurance and payment questions');
    expect(bare.length).toBeGreaterThanOrEqual(3);
  });

  it('is relevant to the title: a front desk gets front-desk work', () => {
    expect((field('agentResponsibilities') as string[]).join(' ')).toMatch(/Greeting callers|Booking/);
    expect((field('agentSkills') as string[]).join(' ')).toMatch(/Dental terminology/);
  });

  it('gives the same output for the same input', () => {
    for (const f of PROFILE_FIELDS) expect(field(f)).toEqual(field(f));
  });

  it("never lets one business's passages leak into another's profile", () => {
    // Generate A first, as a server would, then B with B's passages only.
    for (const f of PROFILE_FIELDS) field(f);
    for (const f of PROFILE_FIELDS) {
      const v = field(f, MAPLE, maplePassages);
      const text = Array.isArray(v) ? v.join(' | ') : v;
      for (const term of BRIGHTSMILE_TERMS) expect(text.toLowerCase(), `${f}: ${text}`).not.toContain(term.toLowerCase());
    }
    const bio = field('agentBio', MAPLE, maplePassages) as string;
    expect(bio).toContain('Maple Street Dentistry');
    expect(bio).toMatch(/root canal|dentures/);
  });

  it('uses the owner context like the passages', () => {
    const skills = field('agentSkills', MAPLE, [], 'Patients often ask whether we are in-network with their insurance.') as string[];
    expect(skills).toContain('Insurance and payment questions');
  });
});

describe('built-in profile fields for other industries and titles', () => {
  const cases: [string, BusinessContext][] = [
    [
      'hvac dispatcher',
      { businessName: 'Northwind Heating & Cooling', industry: 'hvac', agentName: 'Sam', agentTitle: 'Dispatcher', website: null },
    ],
    [
      'legal intake',
      { businessName: 'Smith & Jones Law', industry: 'legal', agentName: 'Ava', agentTitle: 'Intake Specialist', website: null },
    ],
    [
      'real estate leads',
      { businessName: 'Harbor Realty', industry: 'real estate', agentName: 'Max', agentTitle: 'Lead Qualifier', website: null },
    ],
    [
      'insurance csr',
      {
        businessName: 'Keystone Insurance',
        industry: 'insurance',
        agentName: 'Mia',
        agentTitle: 'Customer Service Representative',
        website: null,
      },
    ],
    [
      'healthcare scheduler',
      { businessName: 'Lakeside Clinic', industry: 'healthcare', agentName: 'Noah', agentTitle: 'Appointment Setter', website: null },
    ],
    [
      'medical answering',
      { businessName: 'Cedar Family Medicine', industry: 'medical', agentName: 'Lee', agentTitle: 'Answering Service', website: null },
    ],
    [
      'technology manager',
      { businessName: 'Bytewise IT', industry: 'technology', agentName: 'Kai', agentTitle: 'Office Manager', website: null },
    ],
    [
      'other, unknown title',
      { businessName: 'Acme Bakery', industry: 'other', agentName: 'Jo', agentTitle: 'Happiness Hero', website: null },
    ],
    [
      'unlisted industry',
      { businessName: 'Pawsome Grooming', industry: 'pet grooming', agentName: 'Rex', agentTitle: 'Chief Greeter', website: null },
    ],
  ];

  it.each(cases)('%s: every field is filled and lists have 3–8 items', (_, business) => {
    for (const f of PROFILE_FIELDS) {
      const v = field(f, business, []);
      if (Array.isArray(v)) {
        expect(v.length).toBeGreaterThanOrEqual(3);
        expect(v.length).toBeLessThanOrEqual(8);
        for (const item of v) expect(item).not.toMatch(/[,{}]/);
      } else {
        expect(v).toContain(business.agentName);
        expect(v).not.toMatch(/\{|\}|undefined|null/);
      }
    }
    expect(field('agentBio', business, [])).toContain(business.businessName);
    expect(field('agentBio', business, [])).toContain(business.agentTitle);
  });

  it('matches industry knowledge to the industry', () => {
    expect(field('agentSkills', cases[0]![1], [])).toContain('HVAC terminology');
    expect(field('agentSkills', cases[1]![1], [])).toContain('Legal terminology');
    expect(field('agentTools', cases[3]![1], [])).toContain('Agency management system');
    expect(field('agentExperience', cases[1]![1], [])).toMatch(/legal advice is always left to the attorneys/);
  });
});

describe('BuiltinEngine.generateProfileField', () => {
  it('returns the value with approximate usage for the usage log', async () => {
    const engine = new BuiltinEngine();
    const r = await engine.generateProfileField({
      field: 'agentSkills',
      business: BRIGHTSMILE,
      context: '',
      passages: brightsmilePassages,
    });
    expect(Array.isArray(r.value)).toBe(true);
    expect(r.usage.model).toBe('builtin');
    expect(r.usage.inputTokens).toBeGreaterThan(100);
    expect(r.usage.outputTokens).toBeGreaterThan(0);
  });
});

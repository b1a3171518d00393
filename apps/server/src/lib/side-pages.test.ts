import { describe, expect, it } from 'vitest';
import { asksAboutSidePages, isSidePage } from './side-pages.ts';

describe('side pages', () => {
  it('knows careers, privacy and terms pages by their path or title', () => {
    expect(isSidePage({ url: 'https://x.test/careers.html', title: 'Join us' })).toBe(true);
    expect(isSidePage({ url: 'https://x.test/privacy-policy/', title: 'Your data' })).toBe(true);
    expect(isSidePage({ url: null, title: 'Terms of Service' })).toBe(true);
    expect(isSidePage({ url: 'https://x.test/p?id=4', title: 'Careers – Hearth & Honey' })).toBe(true);
  });

  it('does not take the business’s own pages for them', () => {
    expect(isSidePage({ url: 'https://x.test/cookies', title: 'Our Cookies' })).toBe(false);
    expect(isSidePage({ url: 'https://x.test/employment-law.html', title: 'Employment Law' })).toBe(false);
    expect(isSidePage({ url: 'https://x.test/fences', title: 'Privacy fences and gates' })).toBe(false);
    expect(isSidePage({ url: null, title: 'price-list.csv' })).toBe(false);
  });

  it('tells questions about those pages', () => {
    expect(asksAboutSidePages('are you hiring?')).toBe(true);
    expect(asksAboutSidePages('what do you do with my personal data')).toBe(true);
    expect(asksAboutSidePages('can you help me apply for asylum')).toBe(false);
    // Hiring a thing is renting it: no question for the careers page.
    expect(asksAboutSidePages('can i hire the hall for a party')).toBe(false);
    expect(asksAboutSidePages('how much is bike hire')).toBe(false);
    expect(asksAboutSidePages('do you hire students')).toBe(true);
  });
});

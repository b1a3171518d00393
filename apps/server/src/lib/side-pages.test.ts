import { describe, expect, it } from 'vitest';
import { asksAboutPosts, asksAboutSidePages, isPost, isSidePage } from './side-pages.ts';

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
  });

  it('knows blog and news posts and the listings of them by their path', () => {
    expect(isPost({ url: 'https://x.test/blog/2024/summer-of-making/' })).toBe(true);
    expect(isPost({ url: 'https://x.test/news/pool-reopens.html' })).toBe(true);
    expect(isPost({ url: 'https://x.test/blog/' })).toBe(true);
    expect(isPost({ url: 'https://x.test/tags/soldering/' })).toBe(true);
    expect(isPost({ url: 'https://x.test/membership/' })).toBe(false);
    expect(isPost({ url: 'https://x.test/journal.html' })).toBe(false);
    expect(isPost({ url: null })).toBe(false);
    expect(asksAboutPosts('any news about the pool reopening')).toBe(true);
    expect(asksAboutPosts('how much is it to join per month')).toBe(false);
  });
});

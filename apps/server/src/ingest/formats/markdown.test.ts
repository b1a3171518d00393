import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown.ts';

describe('markdownToText', () => {
  it('keeps headings as lines and joins wrapped paragraphs before removing emphasis', () => {
    const source = '# Title #\n\nMost cases take **12 to 18\nmonths** and *cost* __less__.\n\nSetext\n======\n\nBody';
    expect(markdownToText(source)).toBe('Title\n\nMost cases take 12 to 18 months and cost less.\n\nSetext\n\nBody');
  });

  it('keeps list items as "- item" and numbered items', () => {
    expect(markdownToText('* one\n+ two\n- [x] done\n  continued\n1. first\n2) second')).toBe(
      '- one\n- two\n- done continued\n1. first\n2. second',
    );
  });

  it('removes links, images, code and HTML markup but keeps their words', () => {
    const source =
      'See [our prices](https://x.test/p "t") and ![logo](l.png) or <https://x.test>, `code`, <b>bold</b>, snake_case_name, 2*3*4, \\*literal\\*.\n\n[ref]: https://x.test';
    expect(markdownToText(source)).toBe('See our prices and logo or https://x.test, code, bold, snake_case_name, 2*3*4, *literal*.');
  });

  it('writes tables as "cell | cell" rows without the delimiter line', () => {
    expect(markdownToText('| Option | Price |\n|---|:---:|\n| **Whitening** | $425 |\n\nAfter')).toBe(
      'Option | Price\nWhitening | $425\n\nAfter',
    );
    expect(markdownToText('a | b\n--|--\n1 | 2')).toBe('a | b\n1 | 2');
  });

  it('keeps fenced code text and drops rules and quotes markers', () => {
    expect(markdownToText('> quoted *text*\n\n---\n\n```js\nconst a = 1;\n```')).toBe('quoted text\n\nconst a = 1;');
  });
});

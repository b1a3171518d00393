import { describe, expect, it } from 'vitest';
import { buildersOf, documentTitle, isBuilderFile, isDocumentUrl } from './linked-documents.ts';

describe('linked documents', () => {
  it('knows a document by its path, query and encoding aside', () => {
    expect(isDocumentUrl('https://clinic.example/files/Fee%20Schedule.PDF?ver=2')).toBe(true);
    expect(isDocumentUrl('https://clinic.example/menu.docx')).toBe(true);
    expect(isDocumentUrl('https://clinic.example/logo.png')).toBe(false);
    expect(isDocumentUrl('https://clinic.example/pdf')).toBe(false);
    expect(isDocumentUrl('https://clinic.example/%E0%A4%A.pdf')).toBe(true);
  });

  it("takes a builder's file host only on a site that builder made, and never a lookalike", () => {
    const squarespace = new Set(buildersOf(['clinic.example', 'images.squarespace-cdn.com']));
    expect(isBuilderFile('https://static1.squarespace.com/static/5f/t/65/fees.pdf', squarespace)).toBe(true);
    expect(isBuilderFile('https://static1.squarespace.com/static/5f/t/65/logo.png', squarespace)).toBe(false);
    // Another customer's site on the builder, the builder's own site, lookalikes: not the owner's files.
    expect(isBuilderFile('https://other-bakery.squarespace.com/prices.pdf', squarespace)).toBe(false);
    expect(isBuilderFile('https://www.squarespace.com/terms.pdf', squarespace)).toBe(false);
    expect(isBuilderFile('https://static1.squarespace.com.evil.net/fees.pdf', squarespace)).toBe(false);
    expect(isBuilderFile('https://evilsquarespace-cdn.com/fees.pdf', squarespace)).toBe(false);

    const wordpress = new Set(buildersOf(['clinic.example', 'fonts.googleapis.com']));
    expect(isBuilderFile('https://static1.squarespace.com/static/5f/t/65/fees.pdf', wordpress)).toBe(false);

    const hubspot = new Set(buildersOf(['js.hs-scripts.com']));
    expect(isBuilderFile('https://12345.fs1.hubspotusercontent-na1.net/hubfs/12345/menu.pdf', hubspot)).toBe(true);
    expect(isBuilderFile('https://x.hubspotusercontent-attacker.net/menu.pdf', hubspot)).toBe(false);
  });

  it('names a document by the words of its link, else its own title line, else its file name, never at length', () => {
    expect(documentTitle('Fee schedule (PDF)', 'fees-2026.pdf')).toBe('Fee schedule (PDF)');
    expect(documentTitle('Download', 'fees-2026.pdf')).toBe('fees-2026.pdf');
    expect(documentTitle('click here', 'fees-2026.pdf')).toBe('fees-2026.pdf');
    expect(documentTitle(undefined, 'fees-2026.pdf')).toBe('fees-2026.pdf');
    // No link names it (a sitemap listed it): its own first line, when that reads as a title.
    expect(documentTitle(undefined, 'fees-2026.pdf', 'Fee Schedule 2026\nOverdue items: none.')).toBe('Fee Schedule 2026');
    expect(documentTitle('Download', 'meeting-room-policy.pdf', '  Meeting Room Policy\n1. Booking')).toBe('Meeting Room Policy');
    expect(documentTitle('Fees (PDF)', 'fees-2026.pdf', 'Fee Schedule 2026\n')).toBe('Fees (PDF)');
    expect(documentTitle(undefined, 'guide.docx', '# Home Delivery: Guide and Application\nWho can apply')).toBe(
      'Home Delivery: Guide and Application',
    );
    // A letterhead, a page number or a greeting says nothing of the file name: no title (review).
    expect(documentTitle(undefined, 'cancellation-policy.pdf', 'Brightsmile Family Dental\nCancellations')).toBe('cancellation-policy.pdf');
    expect(documentTitle(undefined, 'handbook.pdf', 'Page 1 of 3\nWelcome')).toBe('handbook.pdf');
    expect(documentTitle(undefined, 'letter.pdf', 'Dear Parents and Carers\nWelcome')).toBe('letter.pdf');
    // A sentence, a lone word, a date or a label is no title.
    expect(documentTitle(undefined, 'fees.pdf', 'Overdue fines were removed in 2025. Lost items are billed.')).toBe('fees.pdf');
    expect(documentTitle(undefined, 'fees.pdf', 'CONFIDENTIAL\nFees')).toBe('fees.pdf');
    expect(documentTitle(undefined, 'fees.pdf', '12/01/2026\nFees')).toBe('fees.pdf');
    expect(documentTitle(undefined, 'fees.pdf', 'Updated: March 2026\nFees')).toBe('fees.pdf');
    const card = `Our full guide for new families ${'with everything about the first week, '.repeat(6)}`.trim();
    const title = documentTitle(card, 'guide.pdf');
    expect(title.length).toBeLessThanOrEqual(150);
    expect(title).toMatch(/^Our full guide for new families .*[^ ]…$/);
  });
});

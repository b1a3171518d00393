import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageContacts, siteContactCard } from './contact-card.ts';

const doc = (html: string) => parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;

describe('the site’s contact card', () => {
  it('reads phone, email and street address from footers, tel:/mailto: links and JSON-LD', () => {
    const footer = doc(
      `<main><p>Bring 2 forms of ID to 12 appointments.</p></main>
       <footer><p>Kestrel Ridge Veterinary Clinic · 418 Millrace Road, Ashby Crossing, OR 97999 · (541) 555-0142 · hello@kestrelridgevet.example</p></footer>`,
    );
    expect(pageContacts(footer)).toEqual({
      phones: ['(541) 555-0142'],
      emails: ['hello@kestrelridgevet.example'],
      addresses: ['418 Millrace Road, Ashby Crossing, OR 97999'],
    });
    const { document } = parseHTML(
      `<!doctype html><html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","telephone":"+1-802-555-0142","email":"hello@brightsmile.example","address":{"@type":"PostalAddress","streetAddress":"214 Willowmere Lane, Suite 3","addressLocality":"Alderbrook","addressRegion":"VT","postalCode":"05099"}}</script></head>
       <body><a href="tel:+18025550142">Call (802) 555-0142</a> <a href="mailto:hello@brightsmile.example?subject=Hi">Email us</a></body></html>`,
    );
    const card = siteContactCard([pageContacts(document)]);
    expect(card).toEqual({
      phone: '+1-802-555-0142',
      email: 'hello@brightsmile.example',
      address: '214 Willowmere Lane, Suite 3, Alderbrook, VT 05099',
    });
  });

  it('takes what most pages show: the footer’s number, not the one in a single post', () => {
    const page = (phone: string) => pageContacts(doc(`<footer>Call ${phone}</footer>`));
    const post = pageContacts(doc('<footer>Call (541) 555-0142</footer><div class="contact">Fax (541) 555-0199</div>'));
    expect(siteContactCard([post, page('(541) 555-0142'), page('541-555-0142')]).phone).toMatch(/555-0142$/);
    expect(siteContactCard([])).toEqual({});
  });
});

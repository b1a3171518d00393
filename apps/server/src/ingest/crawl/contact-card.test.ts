import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageContacts, siteContactCard } from './contact-card.ts';

const doc = (html: string) => parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;
/** The phone numbers a page's footer shows. */
const phones = (footer: string) => pageContacts(doc(`<footer>${footer}</footer>`)).phones;

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

  it('reads opening hours from JSON-LD only (openingHours and openingHoursSpecification), never from prose', () => {
    const ld = (data: object, body = '') =>
      pageContacts(
        parseHTML(
          `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`,
        ).document,
      );
    const simple = ld({ '@type': 'Dentist', openingHours: ['Mo-Fr 08:00-17:00', 'Sa 09:00-12:00'] });
    expect(simple.hours).toBe('Mon–Fri 08:00–17:00\nSat 09:00–12:00');
    const spec = ld({
      '@type': 'LocalBusiness',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '08:00',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '08:00:00', closes: '17:00:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
      ],
    });
    expect(spec.hours).toBe('Monday–Friday: 08:00–17:00\nSaturday: 09:00–13:00');
    expect(siteContactCard([spec, spec, simple]).hours).toEqual(['Monday–Friday: 08:00–17:00', 'Saturday: 09:00–13:00']);
    // Hours in the page text are not read: nothing is guessed.
    const prose = pageContacts(doc('<footer>Open Monday to Friday, 9 to 5</footer>'));
    expect(prose.hours).toBeUndefined();
    expect(siteContactCard([prose]).hours).toBeUndefined();
  });
});

describe('phone numbers written outside North America', () => {
  /** A footer's text, and the numbers read from it. */
  const cases: [string, string[]][] = [
    // By label or country code.
    ['Bundoora Scout Hall · Ph: 03 9467 1234 · info@scouts.example', ['03 9467 1234']],
    ['Tel 01234 567890 | Registered charity 1098765', ['01234 567890']],
    ['Bookings — M: 0412 345 678', ['0412 345 678']],
    ['Phone number: 051 381426', ['051 381426']],
    ['Call us on +44 (0)20 7946 0958, Monday to Friday', ['+44 (0)20 7946 0958']],
    ['Find us at 12 Mill Lane. +353 51 381 426', ['+353 51 381 426']],
    // Digits that are no phone number: a charity number, an ABN, years, opening times, an extension.
    ['Registered charity no. 1098765 · ABN 12 345 678 901 · © 1998 - 2024', []],
    ['Open 9.00 - 17.00 · call ext. 4021 · Tel: 2024', []],
    ['We opened at 5 in 2019: 14 staff', []],
    // What follows a number is not read into it (review).
    ['Call us on 0800 123 4567 (24 hours)', ['0800 123 4567']],
    ['Tel: 01234 567890 (24/7)', ['01234 567890']],
    ['Phone: 01234 567890 - 9am to 5pm', ['01234 567890']],
    ['+61 3 9467 1234 - 7 days', ['+61 3 9467 1234']],
    ['Ph: 03 9467 1234 - 12 Main St', ['03 9467 1234']],
    ['Tel: 01234 567890. 2 Mill Lane', ['01234 567890']],
    ['Call us on 01234 567890 8.30am-5pm', ['01234 567890']],
    ['Tel: 01234 567890 2023 © Smith Ltd', ['01234 567890']],
    ['+44 (0)20 7946 0958 (9am-5pm)', ['+44 (0)20 7946 0958']],
    // Elements side by side are lines; inline elements and entities run on (review).
    ['<p>Tel: 01234 567890</p><p>12 High Street</p>', ['01234 567890']],
    ['Tel: 01234 567890<br>12 High Street', ['01234 567890']],
    ['<span>Ph: 03 9467 1234</span><span>2024 © Scouts</span>', ['03 9467 1234']],
    ['<span>Tel:</span> <a href="/contact">01234 567890</a>', ['01234 567890']],
    ['(541)&nbsp;555-0142', ['(541) 555-0142']],
    ['Tel:&nbsp;01234&nbsp;567890', ['01234 567890']],
    ['<span>(541)</span> <span>555-0142</span>', ['(541) 555-0142']],
    ['Tel: <span>+44</span> <span>20 7946 0958</span>', ['+44 20 7946 0958']],
  ];
  it.each(cases)('reads %j as %j', (footer, expected) => {
    expect(phones(footer)).toEqual(expected);
  });

  it('shows a tel: link as its label shows it, and counts one number written two ways once', () => {
    const link = pageContacts(doc('<a href="tel:+61394671234">03 9467 1234</a>'));
    expect(link.phones).toEqual(['03 9467 1234']);
    const other = pageContacts(doc('<footer>Phone +61 3 9467 1234</footer>'));
    const stray = pageContacts(doc('<footer>Mob: 0499 000 111</footer>'));
    // Two pages show 9467 1234 (one with its country code), one page another number.
    expect(siteContactCard([link, other, stray]).phone).toMatch(/^(?:03|\+61 3) 9467 1234$/);
  });
});

describe('a footer read as a visitor reads it (review)', () => {
  it('keeps a street address and an email address whole across inline elements, and shows a tel: link as its label does', () => {
    const footer = pageContacts(
      doc('<footer><strong>418 Millrace Road</strong>, Ashby Crossing, OR 97999 · hello<span>@</span>kestrel.example</footer>'),
    );
    expect(footer.addresses).toEqual(['418 Millrace Road, Ashby Crossing, OR 97999']);
    expect(footer.emails).toEqual(['hello@kestrel.example']);
    // A Canadian postal code and a UK postcode stay whole (third review).
    expect(pageContacts(doc('<footer>1875 Marine Drive, North Vancouver, BC V7P 1A2</footer>')).addresses).toEqual([
      '1875 Marine Drive, North Vancouver, BC V7P 1A2',
    ]);
    expect(pageContacts(doc('<footer>12 Lochside Road, Pitlochry PH16 5AB</footer>')).addresses).toEqual([
      '12 Lochside Road, Pitlochry PH16 5AB',
    ]);
    const link = pageContacts(doc('<a href="tel:+61394671234">Ph: 03 9467 1234 9am-5pm</a>'));
    expect(link.phones).toEqual(['03 9467 1234']);
  });
});

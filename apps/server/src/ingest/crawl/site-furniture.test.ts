import { describe, expect, it } from 'vitest';
import { extractHtmlPage } from './extract-html.ts';

const page = (body: string) => `<!doctype html><html><head><title>Harbour Plumbing</title></head><body>${body}</body></html>`;
const furnitureOf = (body: string) => extractHtmlPage(page(body), 'https://harbour.example/').furniture;

describe("a page's header, footer and sidebars (site-furniture.ts)", () => {
  it('keeps the facts a footer states, out of the page text: hours, an address on a map link, a number, a company number', () => {
    const html = page(
      `<main><h1>Welcome</h1><p>Plumbing and heating repairs across the county since 1998.</p></main>
       <footer>
         <p><a href="https://maps.google.com/?q=4+Quay+St">4 Quay St, Tramore</a></p>
         <p>Phone: <a href="tel:051381426">051 381426</a></p>
         <h3>Opening hours</h3>
         <table><tr><td>Mon</td><td>9:00 AM - 5:00 PM</td></tr><tr><td>Sat</td><td>Closed</td></tr></table>
         <p>Harbour Plumbing Ltd, registered in Ireland No. 640912</p>
       </footer>`,
    );
    const result = extractHtmlPage(html, 'https://harbour.example/');
    expect(result.text).toBe('Welcome\n\nPlumbing and heating repairs across the county since 1998.');
    expect(result.furniture).toBe(
      '4 Quay St, Tramore\n\nPhone: 051 381426\n\nOpening hours\n\nMon | 9:00 AM - 5:00 PM\nSat | Closed\n\nHarbour Plumbing Ltd, registered in Ireland No. 640912',
    );
  });

  it('leaves out what is a menu: links to pages, social profiles, the nav, forms and share boxes', () => {
    const furniture = furnitureOf(
      `<header><nav><a href="/">Home</a> <a href="/about">About us</a></nav><a href="/book">Book now</a></header>
       <main><p>Our page.</p></main>
       <aside><h4>Recent posts</h4><ul><li><a href="/blog/a">Frozen pipes</a></li><li><a href="/blog/b">New van</a></li></ul></aside>
       <footer>
         <ul><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy</a></li></ul>
         <div class="social-links"><a href="https://facebook.com/x">Facebook</a> · Follow our news</div>
         <form><label>Email <input></label><button>Subscribe</button></form>
         <p><a href="/careers">Careers</a> · <a href="/privacy">Privacy</a> · © 2025 Harbour Plumbing Ltd</p>
       </footer>`,
    );
    expect(furniture).toBe('© 2025 Harbour Plumbing Ltd');
  });

  it("leaves out other people's words and post excerpts: reviews, testimonials, recent posts", () => {
    const furniture = furnitureOf(
      `<main><p>Our page.</p></main>
       <aside><h3>Happy customers</h3><p>“MOT done for £35 and they even washed the car.” — Gary</p>
       <h3>Recent posts</h3><p>We are now open Sundays 10am – 2pm at Leeds for the winter rush! (Nov 2021)</p>
       <h3>Opening hours</h3><p>Mon–Fri: 8am – 6pm</p><p>Sunday: Closed</p></aside>
       <footer><p>“Dog friendly and the rooms were £85 a night. Lovely.” — Google review</p><blockquote>Best roast in the county</blockquote>
       <p>Harker Tyres Ltd, registered in England no. 07123456</p></footer>`,
    );
    expect(furniture).toBe('Opening hours\n\nMon–Fri: 8am – 6pm\n\nSunday: Closed\n\nHarker Tyres Ltd, registered in England no. 07123456');
  });

  it("takes a top bar's hours, and not an article's own header, which is the page's text", () => {
    const html = page(
      `<header><p>Open 7 days 8-4 · Call <a href="tel:051381426">051 381426</a></p></header>
       <main><article><header><h1>Frozen pipes: what to do</h1><p>By Aoife, 3 January 2026</p></header>
       <p>Turn off the stopcock first, then open the cold taps to drain the system.</p></article></main>`,
    );
    const result = extractHtmlPage(html, 'https://harbour.example/blog/frozen');
    expect(result.furniture).toBe('Open 7 days 8-4 · Call 051 381426');
    expect(result.text).toContain('Frozen pipes: what to do');
    expect(result.text).not.toContain('Open 7 days');
  });

  it('is empty on a page without header, footer or sidebar', () => {
    expect(furnitureOf('<main><p>Just the content.</p></main>')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { extractHtmlPage } from './extract-html.ts';

const page = (head: string, body: string, bodyAttributes = '') =>
  `<!doctype html><html><head>${head}</head><body ${bodyAttributes}>${body}</body></html>`;

const furniture = `
  <a class="skip-link" href="#main">Skip to main content</a>
  <header><nav><a href="/">Home</a><a href="/about">About us</a></nav></header>
  <aside>Sidebar promo</aside>
  <footer><a href="/private/">Staff portal</a> © 2024</footer>
  <div class="cookie-banner">We use cookies to remember you.</div>
  <div id="gdpr-consent">Consent please</div>
  <script type="application/ld+json">{"name":"JSON-LD Clinic"}</script>
  <script>var tracking = "inline script";</script>
  <form><label>Name <input></label><button>Send request</button></form>`;

describe('extractHtmlPage', () => {
  it('keeps text written straight into a list, outside its items, as the line above them', () => {
    const html = page(
      '<title>Court access</title>',
      `<main><p><b>Court Priority</b><br />Juniors have priority during the following times:</p>
       <ul><b>Winter Time</b> (September – June)</p><li>Weekdays from 3pm-6pm.</li><li>Saturdays from 10am-6pm.</li></ul>
       <ul><b>Summer holidays</b> (July &amp; August)</p><li>Monday-Saturday 10am-6pm.</li></ul></main>`,
    );
    expect(extractHtmlPage(html, 'https://club.example/courts').text).toBe(
      'Court Priority\nJuniors have priority during the following times:\n\nWinter Time (September – June)\n- Weekdays from 3pm-6pm.\n- Saturdays from 10am-6pm.\n\nSummer holidays (July & August)\n- Monday-Saturday 10am-6pm.',
    );
  });

  it('keeps apart the words of side-by-side elements that CSS shows apart, and not the letters of a word', () => {
    const html = page(
      '<title>Prices</title>',
      `<main><h2>Bath only</h2><ul><li><div><span>55 - 75 lbs</span><span>Large dogs</span></div><div class="price">$80</div></li>
       <li><div><span>86 lbs &amp; up</span><span>XLarge dogs</span></div><div class="price">$90</div></li></ul>
       <p><strong>Note:</strong>prices include nails. <b>W</b>ash and <span>g</span><span>o</span>.</p>
       <p>Open <span>Tues</span><span>days</span>, <em>un</em><strong>available</strong> December 24<sup>th</sup>.</p></main>`,
    );
    const text = extractHtmlPage(html, 'https://groomer.example/services').text;
    expect(text).toContain('- 86 lbs & up XLarge dogs $90');
    expect(text).toContain('- 55 - 75 lbs Large dogs $80');
    // Text after an element, and one-letter spans, are left as written.
    expect(text).toContain('Note:prices include nails. Wash and go.');
    // A word set in two styles, and a superscript, stay whole (review).
    expect(text).toContain('Open Tuesdays, unavailable December 24th.');
  });

  it('keeps the content and drops navigation, footers, banners, forms and scripts', () => {
    const html = page(
      '<title>Clinic | Home</title>',
      `${furniture}<main><h1>Welcome</h1><p>We are open <strong>Monday</strong> to Friday.</p>
       <h2>Prices</h2><ul><li>Cleaning: $112</li><li>Exam: $62</li></ul>
       <table><tr><th>Day</th><th>Hours</th></tr><tr><td>Tue</td><td>10-6:30</td></tr></table></main>`,
    );
    const result = extractHtmlPage(html, 'https://clinic.example/');
    expect(result.title).toBe('Clinic | Home');
    expect(result.text).toBe(
      'Welcome\n\nWe are open Monday to Friday.\n\nPrices\n\n- Cleaning: $112\n- Exam: $62\n\nDay | Hours\nTue | Hours: 10-6:30',
    );
    for (const noise of [
      'Skip to',
      'About us',
      'Sidebar',
      'Staff portal',
      'cookies',
      'Consent',
      'JSON-LD',
      'inline script',
      'Send request',
    ]) {
      expect(result.text).not.toContain(noise);
    }
  });

  it('reads collapsed FAQ accordions and tabs as a visitor who opens them would: the question and its answer', () => {
    const html = page(
      '<title>FAQ</title>',
      `<header><button aria-expanded="false" aria-controls="menu">Menu</button><div id="menu" hidden><a href="/">Home page link</a></div></header>
       <main><h1>Questions</h1>
       <h3><button type="button" aria-expanded="false" aria-controls="a1" id="q1">Do you take walk-ins?</button></h3>
       <div id="a1" role="region" aria-labelledby="q1" hidden><p>Yes, weekdays before 3 pm.</p></div>
       <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" data-bs-toggle="collapse"
         data-bs-target="#c2" aria-expanded="false">Is there parking?</button></h2>
         <div id="c2" class="accordion-collapse collapse"><div class="accordion-body">Free parking behind the building.</div></div></div>
       <div class="faq"><button class="accordion-item__click-target" aria-expanded="false">Can I bring my dog?</button>
         <div class="accordion-item__dropdown" aria-hidden="true" style="display: none">Leashed dogs are welcome on the patio.</div></div>
       <div role="tablist"><button role="tab" aria-controls="t1">Winter hours</button></div>
       <div class="slick-dots"><button role="tab" aria-controls="slide-1">1</button><button role="tab">2</button></div>
       <div id="t1" role="tabpanel" hidden>Closed on Sundays from November to March.</div>
       <div hidden>Leave this field empty</div>
       <div class="modal" aria-hidden="true">Sign up for our newsletter</div></main>`,
    );
    const { text } = extractHtmlPage(html, 'https://clinic.example/faq');
    expect(text).toBe(
      [
        'Questions',
        'Do you take walk-ins?',
        'Yes, weekdays before 3 pm.',
        'Is there parking?',
        'Free parking behind the building.',
        'Can I bring my dog?',
        'Leashed dogs are welcome on the patio.',
        'Winter hours',
        'Closed on Sundays from November to March.',
      ].join('\n\n'),
    );
  });

  it("adds the FAQPage answers a script would have shown, once: not those the page's text already holds", () => {
    const faq = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'LocalBusiness', name: 'Clinic' },
        {
          '@type': 'FAQPage',
          mainEntity: [
            { '@type': 'Question', name: 'Do you see children?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, from age <b>two</b>.' } },
            {
              '@type': 'Question',
              name: 'Is there parking?',
              acceptedAnswer: { '@type': 'Answer', text: 'Free parking behind the building.' },
            },
            { '@type': 'Question', name: 'Broken entry' },
            // Short answers are on any page; this one's question is not, so it is added.
            { '@type': 'Question', name: 'Do you open on Sundays?', acceptedAnswer: { text: 'No.' } },
            // The same pair written twice (two SEO plugins) is added once.
            { '@type': 'Question', name: 'Do you see children?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, from age <b>two</b>.' } },
            { '@type': 'Question', name: 'Who answers?', suggestedAnswer: { text: 'Anyone on the forum.' } },
          ],
        },
      ],
    };
    const html = page(
      `<title>FAQ</title><script type="application/ld+json">${JSON.stringify(faq)}</script><script type="application/ld+json">{broken</script>`,
      '<main><h1>FAQ</h1><p>Is there parking?</p><p>Free parking behind the building. No.</p><div id="faq-app"></div></main>',
    );
    expect(extractHtmlPage(html, 'https://clinic.example/faq').text).toBe(
      'FAQ\n\nIs there parking?\n\nFree parking behind the building. No.\n\nDo you see children?\n\nYes, from age two.\n\nDo you open on Sundays?\n\nNo.',
    );
  });

  it('collects links from the whole page (navigation included), resolved, without nofollow, with where they sit', () => {
    const html = page(
      '<base href="https://clinic.example/sub/">',
      `<header><a href="/">Home</a></header><nav><a href="/about">About</a></nav><main><p><a href="team.html">Team</a>
       <a href="mailto:x@y.z">mail</a><a href="login" rel="nofollow">Login</a><a href="#top">Top</a></p></main>
       <footer><a href="/privacy">Privacy</a></footer>`,
    );
    expect(extractHtmlPage(html, 'https://clinic.example/sub/page').links).toEqual([
      { url: 'https://clinic.example/', region: 'nav', text: 'Home' },
      { url: 'https://clinic.example/about', region: 'nav', text: 'About' },
      { url: 'https://clinic.example/sub/team.html', region: 'main', text: 'Team' },
      { url: 'https://clinic.example/sub/#top', region: 'main', text: 'Top' },
      { url: 'https://clinic.example/privacy', region: 'footer', text: 'Privacy' },
    ]);
  });

  it('reads canonical, robots meta, and falls back to the h1 for the title', () => {
    const html = page(
      '<link rel="canonical" href="/services/cleaning.html"><meta name="robots" content="NOINDEX, follow">',
      '<main><h1>Cleanings</h1><p>Text.</p></main>',
    );
    const result = extractHtmlPage(html, 'https://clinic.example/services/print.html');
    expect(result).toMatchObject({
      title: 'Cleanings',
      canonical: 'https://clinic.example/services/cleaning.html',
      noindex: true,
      nofollow: false,
    });
  });

  it('does not lose the page when a cookie class sits on <body>', () => {
    const html = page(
      '',
      '<div class="wrapper"><h1>Hours</h1><p>Open daily from nine to five.</p></div>',
      'class="cookie-consent-pending"',
    );
    expect(extractHtmlPage(html, 'https://clinic.example/').text).toBe('Hours\n\nOpen daily from nine to five.');
  });

  it('uses Readability on pages without semantic containers', () => {
    const filler = Array.from(
      { length: 8 },
      (_, i) => `<p>Paragraph ${i} of the article tells patients something useful about their visit and the care they receive here.</p>`,
    ).join('');
    const html = page(
      '<title>Blog</title>',
      `<div id="menu"><a href="/">Home</a> | <a href="/blog">Blog</a></div><div class="content"><h1>Visit tips</h1>${filler}</div>`,
    );
    const { text } = extractHtmlPage(html, 'https://clinic.example/blog/tips');
    expect(text.startsWith('Visit tips\n\nParagraph 0 of the article')).toBe(true);
    expect(text).toContain('Paragraph 7 of the article');
  });

  it('leaves out the dated post teasers of a blog index, which the posts themselves say whole', () => {
    const teaser = (slug: string, title: string, date: string) =>
      `<article class="post-item"><h2 class="post-title"><a href="/news/${slug}/">${title}</a></h2><p class="meta">${date} · News</p><p>First lines of ${title}.</p></article>`;
    const news = page(
      '<title>News</title>',
      `<main><h1>News</h1><p>Announcements from the organisers.</p>${teaser('board-game-night', 'Board Game Night', 'Oct 6, 2023')}
       ${teaser('tutorials', 'Tutorials', 'Sep 26, 2023')}${teaser('sprints', 'Introducing Sprints', 'Sep 22, 2023')}</main>`,
    );
    const result = extractHtmlPage(news, 'https://conf.example/news/');
    expect(result.text).toBe('News\n\nAnnouncements from the organisers.');
    // The posts are still followed.
    expect(result.links.map((l) => l.url)).toContain('https://conf.example/news/board-game-night/');

    // Cards without dates are the page's own content (a service's price), and so are two teasers.
    const card = (slug: string, title: string, price: string) =>
      `<div class="card"><h3><a href="/${slug}">${title}</a></h3><p>From ${price}.</p></div>`;
    const services = page(
      '<title>Services</title>',
      `<main><h1>Services</h1>${card('bath', 'Bath', '$35')}${card('groom', 'Full groom', '$45')}${card('nails', 'Nails', '$15')}</main>`,
    );
    expect(extractHtmlPage(services, 'https://paws.example/services').text).toContain('Full groom\n\nFrom $45.');
    // A page whose own content outweighs its teasers keeps it all (review): a home page's news
    // strip, and events whose pages are on a ticketing site.
    const home = page(
      '<title>Home</title>',
      `<div id="content"><h1>Welcome to the Juniper Café</h1><p>${'We bake every morning and serve breakfast until noon. '.repeat(8)}</p>
       <h2>Hours</h2><p>Open Tuesday to Sunday, 7 am to 3 pm.</p><h2>Parking</h2><p>Free parking behind the café.</p>
       <section class="news"><h2>Latest news</h2>${teaser('a', 'Open day', 'May 1, 2025')}${teaser('b', 'New hours', 'Apr 2, 2025')}${teaser('c', 'Pie week', 'Mar 2, 2025')}</section></div>`,
    );
    expect(extractHtmlPage(home, 'https://cafe.example/').text).toContain('Free parking behind the café.');
    const event = (n: number) =>
      `<li><h3><a href="https://tickets.example/e/${n}">Wine tasting ${n}</a></h3><p>March ${n + 10}, 2026 · 7 pm · $35</p></li>`;
    const events = page('<title>Events</title>', `<main><h1>Events</h1><ul>${event(1)}${event(2)}${event(3)}</ul></main>`);
    expect(extractHtmlPage(events, 'https://cafe.example/events').text).toContain('March 12, 2026 · 7 pm · $35');
    const two = page(
      '<title>Home</title>',
      `<main><h1>Home</h1>${teaser('a', 'Open day', 'May 1, 2025')}${teaser('b', 'New hours', 'Apr 2, 2025')}</main>`,
    );
    expect(extractHtmlPage(two, 'https://club.example/').text).toContain('First lines of Open day.');
  });

  it('leaves out a post’s program listings, and keeps text a site sets in a code block', () => {
    const html = page(
      '<title>Building a NAS</title>',
      `<main><h1>Building a NAS</h1><p>The drives cost £500 each.</p>
       <pre><code class="language-c">while (1) {\n  led[68] = 0x32;\n  stop();\n}</code></pre>
       <pre><code>$ sudo apt install mdadm\n$ mdadm --create /dev/md0 --level=6</code></pre>
       <pre><code>54 68 69 73 20 69 73 20 61 20 33 32 20 63 68 61 6e 6e 65 6c</code></pre>
       <pre><code>Open night: Tuesday 7pm to 10pm\nMembership: £32 a month</code></pre>
       <pre><code>Mon-Fri 09:00-17:30\nSat 10:00-14:00\nSun closed</code></pre>
       <pre><code>Men's cut ..... $25\nColour (from) .... $80</code></pre>
       <pre><code>| Mon | Spin | 6pm |\n| Tue | Yoga | 7pm |</code></pre>
       <pre class="p-2">Talk abstract: how we moved to Postgres.</pre></main>`,
    );
    const text = extractHtmlPage(html, 'https://space.example/blog/nas/').text;
    expect(text).toContain('The drives cost £500 each.');
    expect(text).not.toMatch(/while \(1\)|sudo apt|54 68 69/);
    expect(text).toContain('Open night: Tuesday 7pm to 10pm\nMembership: £32 a month');
    // Hours, prices and a timetable fenced by a Markdown site are the business's text (review).
    expect(text).toContain('Mon-Fri 09:00-17:30');
    expect(text).toContain('Colour (from) .... $80');
    expect(text).toContain('| Tue | Yoga | 7pm |');
    expect(text).toContain('Talk abstract: how we moved to Postgres.');
  });

  it('keeps the date and time in the title block of an event page, which Readability drops with its header', () => {
    const body = '<p>Web Authentication is a phishing-proof technology that is expected to replace passwords on the web.</p>'.repeat(6);
    const html = page(
      '<title>Passkeys on Django</title>',
      `<nav><a href="/">Home</a></nav><main><header class="subpage-header"><h1>Passkeys on Django</h1>
       <p class="lead"><local-time datetime="2023-10-16T15:25:00-04:00">Oct 16 3:25 PM EDT</local-time> to 3:50 pm</p></header>
       <h2>About this talk</h2>${body}</main>`,
    );
    const text = extractHtmlPage(html, 'https://conf.example/talks/passkeys/').text;
    expect(text).toMatch(/^Passkeys on Django\n\nOct 16 3:25 PM EDT to 3:50 pm\n\n/);
    expect(text.match(/Passkeys on Django/g)).toHaveLength(1);
  });

  it('keeps the heading of a price list that sits beside a button, which Readability drops as a short block', () => {
    const rows = (prices: number[]) =>
      `<ul>${prices.map((p, i) => `<li><div><span>${i * 20 + 1} - ${i * 20 + 20} lbs</span> <span>dogs</span></div> <div class="price">$${p}</div></li>`).join('')}</ul>`;
    const intro = '<p>We are a low-volume home-based boutique grooming salon and take our time with every dog we see.</p>'.repeat(3);
    const html = page(
      '<title>Services</title>',
      `<nav><a href="/">Home</a></nav><main><section><h1>Our Services</h1>${intro}
       <div class="pricing"><div class="service-header"><h2>Bath Only</h2> <button>Book Now</button></div>${rows([40, 50, 60, 80])}</div>
       <div class="pricing"><div class="service-header"><h2>Bath + Haircut</h2> <button>Book Now</button></div>${rows([55, 65, 75, 115])}</div>
       </section></main>`,
    );
    const text = extractHtmlPage(html, 'https://groomer.example/services').text;
    expect(text).toMatch(/Bath Only\n\n- 1 - 20 lbs dogs \$40/);
    expect(text).toMatch(/Bath \+ Haircut\n\n- 1 - 20 lbs dogs \$55/);
  });

  it('puts back only the dropped headings: the comments, share bar and sidebar Readability left out stay out (review)', () => {
    const rows = (prices: number[]) =>
      `<ul>${prices.map((p, i) => `<li>${i * 20 + 1} - ${i * 20 + 20} lbs dogs $${p}</li>`).join('')}</ul>`;
    const intro =
      '<p>We are a low-volume home-based boutique grooming salon, so every dog gets a calm visit, a warm hydrobath with oatmeal shampoo, a blow dry, ear cleaning and a trim, and a person beside it the whole time.</p>'.repeat(
        8,
      );
    const html = page(
      '<title>Services</title>',
      `<main><article><h1>Our Services</h1>${intro}
       <div class="pricing"><div class="service-header"><h2>Bath Only</h2> <button>Book Now</button></div>${rows([40, 50, 60, 80])}</div>
       <div class="sharedaddy"><h3 class="sd-title">Share this:</h3><ul><li><a href="https://twitter.example/share">Twitter</a></li></ul></div>
       <div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on “Services”</h2>
       <ol class="comment-list"><li class="comment"><p>Nails used to be free with a bath!</p></li></ol></div></article>
       <div class="widget-area sidebar"><h3>Recent Posts</h3><ul><li><a href="/p/1">Spring news</a></li></ul></div></main>`,
    );
    const text = extractHtmlPage(html, 'https://groomer.example/services').text;
    expect(text).toMatch(/Bath Only\n\n- 1 - 20 lbs dogs \$40/);
    for (const junk of ['Share this', 'Twitter', 'thoughts on', 'Nails used to be free', 'Recent Posts']) expect(text).not.toContain(junk);
  });

  it('still leaves out a section Readability drops whole, heading and text', () => {
    const body = '<p>Our clinic has treated the pets of this valley for thirty years, with a team of six vets.</p>'.repeat(6);
    const html = page(
      '<title>About</title>',
      `<main><h1>About us</h1>${body}<div class="share-this"><h3>Share this page</h3><a href="https://social.example/share">Share</a></div></main>`,
    );
    const text = extractHtmlPage(html, 'https://vet.example/about').text;
    expect(text).toContain('team of six vets');
    expect(text).not.toContain('Share this page');
  });
});

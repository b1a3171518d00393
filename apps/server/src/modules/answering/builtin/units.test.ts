import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../test/support/fixtures.ts';
import { humanizeHeader, parseCsvLine, parseCsvTable, splitSentences, splitUnits, stripMarkdown } from './units.ts';

describe('splitSentences', () => {
  it('splits prose without breaking after titles, initials or "a.m. Monday"', () => {
    expect(splitSentences('Dr. Zoë Marchetti restores it. J. R. Smith helps too! Is it free? Yes.')).toEqual([
      'Dr. Zoë Marchetti restores it.',
      'J. R. Smith helps too!',
      'Is it free?',
      'Yes.',
    ]);
    expect(splitSentences('We open at 8 a.m. Monday to Friday. Call us.')).toEqual(['We open at 8 a.m. Monday to Friday.', 'Call us.']);
    expect(splitSentences('It costs $45. 48 hours is the notice.')).toEqual(['It costs $45.', '48 hours is the notice.']);
  });
});

describe('splitUnits', () => {
  it('reads an FAQ: questions head their answers, wrapped lines are joined', () => {
    const units = splitUnits(readDocument('faq.txt'));
    const park = units.find((u) => u.text === 'Where should I park?');
    expect(park?.kind).toBe('question');
    const answer = units.filter((u) => u.segment === park?.segment && u.kind === 'sentence').map((u) => u.text);
    expect(answer).toContain(
      'Our 22-space patient lot is directly behind the building, and the lot entrance is on Tanner Street (not on Willowmere Lane).',
    );
    expect(units[0]).toMatchObject({ kind: 'heading', text: 'BRIGHTSMILE FAMILY DENTAL — FREQUENTLY ASKED QUESTIONS' });
  });

  it('reads markdown: headings, list items, table rows without the header row, emphasis removed', () => {
    const units = splitUnits(readDocument('services.md'));
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toContain('Teeth whitening');
    expect(units.find((u) => u.kind === 'item')?.text).toBe('Check-ups, cleanings and digital X-rays');
    const rows = units.filter((u) => u.kind === 'row').map((u) => u.text);
    expect(rows).toContain('In-office whitening: One visit of about 90 minutes — walk out several shades brighter');
    expect(rows.some((r) => r.startsWith('Option'))).toBe(false);
    expect(units.map((u) => u.text).join(' ')).not.toMatch(/\*\*/);
    expect(units.find((u) => u.text.startsWith('Most adult cases'))?.text).toContain('12 to 18 months');
  });

  it('reads a CSV with a header as self-describing rows', () => {
    const units = splitUnits(readDocument('price-list.csv'));
    expect(units).toHaveLength(16);
    expect(units.every((u) => u.kind === 'row')).toBe(true);
    expect(units[2]?.text).toBe(
      'Code: D0140; Service: Limited (emergency) exam; Fee (USD): 89.00; Typical provider: On-call dentist; Notes: Includes one X-ray, if needed',
    );
  });

  it('keeps plain prose with commas as prose', () => {
    const units = splitUnits('We love kids, adults, and pets.\nCome see us, any day.');
    expect(units.map((u) => u.kind)).toEqual(['sentence', 'sentence']);
  });

  it('puts paragraphs without a heading in separate segments', () => {
    const units = splitUnits('First paragraph here.\n\nSecond paragraph here.');
    expect(units[0]?.segment).not.toBe(units[1]?.segment);
  });

  it('reads numbered section titles of extracted documents as headings, numbered lists as items', () => {
    const units = splitUnits(
      '4. Payment plans\n\nWe offer a payment plan of up to 12 months.\n\n5. Past-due balances\n\nA fee of 1.5% applies.',
    );
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', 'Payment plans'],
      ['sentence', 'We offer a payment plan of up to 12 months.'],
      ['heading', 'Past-due balances'],
      ['sentence', 'A fee of 1.5% applies.'],
    ]);
    expect(units[1]?.segment).toBe(units[0]?.segment);
    expect(
      splitUnits('Steps:\n1. Call us\n2. Rinse the tooth')
        .filter((u) => u.kind === 'item')
        .map((u) => u.text),
    ).toEqual(['Call us', 'Rinse the tooth']);
    expect(splitUnits('1. Call us\n\n2. Rinse the tooth\n\n3. Come in').every((u) => u.kind === 'item')).toBe(true);
  });

  it('reads the "a | b" rows of extracted tables one by one, with their header as context', () => {
    const units = splitUnits(
      'Our regular hours are:\n\nDay | Hours | Notes\nMonday | 8:00 am – 5:00 pm\nTuesday | 10:00 am – 6:30 pm | Our late day\nSunday | Closed',
    );
    const rows = units.filter((u) => u.kind === 'row');
    expect(rows.map((u) => u.text)).toEqual(['Monday: 8:00 am – 5:00 pm', 'Tuesday: 10:00 am – 6:30 pm — Our late day', 'Sunday: Closed']);
    expect(rows.every((u) => u.header === 'Day | Hours | Notes')).toBe(true);
    expect(units.some((u) => u.text.includes('Notes'))).toBe(false);
  });

  it('keeps "label: value" records apart instead of joining them into one sentence', () => {
    const units = splitUnits('code: D0120; service: Periodic exam; fee usd: 62.00\ncode: D1110; service: Adult cleaning; fee usd: 112.00');
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['row', 'code: D0120; service: Periodic exam; fee usd: 62.00'],
      ['row', 'code: D1110; service: Adult cleaning; fee usd: 112.00'],
    ]);
    expect(splitUnits('Phone: (802) 555-0142\nEmail: hello@example.com').map((u) => u.kind)).toEqual(['row', 'row']);
    expect(splitUnits('Note: we are closed on Sunday. Call us.').map((u) => u.kind)).toEqual(['sentence', 'sentence']);
  });

  it("reads a question alone above its answer as the answer's heading, and lines of facts as content", () => {
    const units = splitUnits(
      'How long does a cleaning take?\n\nMost visits last about 50 minutes.\n\nChloé Bergeron, RDH\n\nLead hygienist · Speaks English and French',
    );
    expect(units.map((u) => u.kind)).toEqual(['question', 'sentence', 'heading', 'sentence']);
    expect(units[1]?.segment).toBe(units[0]?.segment);
    expect(units[3]?.segment).toBe(units[2]?.segment);
  });
});

describe('splitUnits on pricing cards', () => {
  it('reads a card laid out block by block as its title with its price, the title heading its description', () => {
    const text = [
      'Membership',
      'Member',
      '£32',
      'per month',
      'Our standard membership.',
      'Day Pass',
      '£20',
      'per day',
      'A day in the workshop.',
    ].join('\n\n');
    const units = splitUnits(text);
    expect(units.filter((u) => u.kind === 'row').map((u) => u.text)).toEqual(['Member: £32 per month', 'Day Pass: £20 per day']);
    const description = units.find((u) => u.text === 'A day in the workshop.')!;
    const dayPass = units.find((u) => u.text === 'Day Pass' && u.kind === 'heading')!;
    expect(description.segment).toBe(dayPass.segment);
    // Cards laid out column by column: each figure stays where it is, never run into one row (review).
    const columns = splitUnits(['Member', 'Day Pass', '£32', '£20', 'per month', 'per day'].join('\n\n'));
    expect(columns.filter((u) => u.kind === 'row')).toEqual([]);
    // A lower-case line under prose is prose, and a figure alone under prose is not a card's.
    expect(splitUnits('We open at nine.\n\nper the rules').some((u) => u.kind === 'row')).toBe(false);
  });
});

describe('splitUnits on FAQs written as lists', () => {
  it('reads "- Question? Answer" items as a question heading its answer', () => {
    const units = splitUnits(
      'Parking and access\n\n- Is parking free? Yes, the lot behind the building is free for customers.\n- Do you have a ramp? There is a ramp at the side door.',
    );
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', 'Parking and access'],
      ['question', 'Is parking free?'],
      ['sentence', 'Yes, the lot behind the building is free for customers.'],
      ['question', 'Do you have a ramp?'],
      ['sentence', 'There is a ramp at the side door.'],
    ]);
    // Each answer belongs to its own question, not to the one before.
    expect(units[2]!.segment).not.toBe(units[4]!.segment);
  });

  it('reads a "- Question?" item with its answer on the next line the same way', () => {
    const units = splitUnits('- Do you take Amex?\nNo, we take Visa and Mastercard only.');
    expect(units.map((u) => u.kind)).toEqual(['question', 'sentence']);
  });

  it('does not take a body row that names its columns ("Plus: $22.95") for a header', () => {
    const units = splitUnits('Monthly price | Essential: $14.95 | Plus: $22.95\nYearly price | Essential: $169 | Plus: $259');
    expect(units.map((u) => u.kind)).toEqual(['row', 'row']);
    expect(units[0]!.text).toContain('Plus: $22.95');
  });
});

describe('CSV helpers', () => {
  it('parses quoted fields', () => {
    expect(parseCsvLine('D2740,Porcelain/ceramic crown,1240.00,"Dr. Zoë, DDS","Same-day ""CEREC"" crown"')).toEqual([
      'D2740',
      'Porcelain/ceramic crown',
      '1240.00',
      'Dr. Zoë, DDS',
      'Same-day "CEREC" crown',
    ]);
  });

  it('finds tables and headers', () => {
    expect(parseCsvTable('a,b,c\n1,2,3\n4,5,6')?.header).toEqual(['a', 'b', 'c']);
    expect(parseCsvTable('just one line, with a comma')).toBeNull();
    expect(humanizeHeader('fee_usd')).toBe('Fee (USD)');
    expect(humanizeHeader('typical_provider')).toBe('Typical provider');
  });

  it('strips markdown but keeps the words', () => {
    expect(stripMarkdown('**12 to 18 months** and *in our office* [see](http://x.example) `code`')).toBe(
      '12 to 18 months and in our office see code',
    );
  });
});

describe('a menu or price list written an item a line (stop 40)', () => {
  it('makes each item a unit with its description, and a section title a heading', () => {
    const units = splitUnits(
      'Sides\n\nAvocado 🥑 2.95\nThinly sliced fresh avocado.\nMac Bites 6.95\nTraditional Omelettes\nDenver Omelette 16.95\nHam, bell peppers, onions, cheese.\n4 Veggie Omelette 17.95\n4 vegetables, cheese.',
    );
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', 'Sides'],
      ['item', 'Avocado 🥑 2.95 — Thinly sliced fresh avocado.'],
      ['item', 'Mac Bites 6.95'],
      ['heading', 'Traditional Omelettes'],
      ['item', 'Denver Omelette 16.95 — Ham, bell peppers, onions, cheese.'],
      ['item', '4 Veggie Omelette 17.95 — 4 vegetables, cheese.'],
    ]);
    expect(units[1]!.name).toBe('Avocado 🥑 2.95');
  });

  it('reads the bullets Word and PDFs use, and an item that goes on to the next line', () => {
    const units = splitUnits(
      'Coaches\n\nOur approved coaches:\n● Patrick McGrath\n0879237793\n● Willie Reynolds\n0868312091\n- Free parking behind\nthe hall\n- Toilets\nWe open at 9.',
    );
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', 'Coaches'],
      ['sentence', 'Our approved coaches:'],
      ['item', 'Patrick McGrath 0879237793'],
      ['item', 'Willie Reynolds 0868312091'],
      ['item', 'Free parking behind the hall'],
      ['item', 'Toilets'],
      ['sentence', 'We open at 9.'],
    ]);
  });

  it('reads what a review found: a description, a price below its dish, a closing sentence (review)', () => {
    const kinds = (text: string) => splitUnits(text).map((u) => [u.kind, u.text]);
    expect(kinds('Menu\n\nVeggie Burger 12.95\nGluten free\nBeef Burger 13.95\nCheddar, bacon.')).toEqual([
      ['heading', 'Menu'],
      ['item', 'Veggie Burger 12.95 — Gluten free'],
      ['item', 'Beef Burger 13.95 — Cheddar, bacon.'],
    ]);
    expect(kinds('Salads\n\nCaesar Salad\nRomaine, parmesan, croutons 11.95\nHouse Salad\nMixed greens, tomato 9.95')).toEqual([
      ['heading', 'Salads'],
      ['item', 'Caesar Salad — Romaine, parmesan, croutons 11.95'],
      ['item', 'House Salad — Mixed greens, tomato 9.95'],
    ]);
    expect(
      kinds(
        'Mains\n\nLasagne 13.95\nBeef ragu.\nSunday Roast 15.95\nSoup of the Day 5.50\nMargherita – 9.50\nAll mains £2 off on Mondays.',
      ),
    ).toEqual([
      ['heading', 'Mains'],
      ['item', 'Lasagne 13.95 — Beef ragu.'],
      ['item', 'Sunday Roast 15.95'],
      ['item', 'Soup of the Day 5.50'],
      ['item', 'Margherita – 9.50'],
      ['sentence', 'All mains £2 off on Mondays.'],
    ]);
    // A contents page, classes by number and prose wrapped after a number stay as they were.
    expect(kinds('Contents\n\nCancellation policy 15\nRefunds 16').map(([k]) => k)).toEqual(['heading', 'sentence']);
    expect(kinds('Info\n\nPlease arrive at least 15\nminutes before your class and bring 2\nforms of ID.').map(([k]) => k)).toEqual([
      'heading',
      'sentence',
    ]);
    // A page number under a bullet is not part of it.
    expect(kinds('Rules\n\n• Dogs on leads\n12')).toEqual([
      ['heading', 'Rules'],
      ['item', 'Dogs on leads'],
      ['sentence', '12'],
    ]);
  });

  it('leaves prose, hours, rooms and years alone', () => {
    const prose = splitUnits('Opening hours\n\nMon - Fri 9 - 5\nSat 10 - 4\nWe have served Otley since 1990\nand moved to Room 12');
    expect(prose.filter((u) => u.kind === 'item')).toEqual([]);
    // One priced line alone in prose is a sentence, not a list.
    expect(splitUnits('About\n\nOur famous breakfast is served with toast for 9.95\nand comes with tea.').map((u) => u.kind)).toEqual([
      'heading',
      'sentence',
    ]);
  });
});

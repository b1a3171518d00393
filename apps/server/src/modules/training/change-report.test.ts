import { describe, expect, it } from 'vitest';
import { diffPages, factChanges, findFigures, pageHash, sentences } from './change-report.ts';

const figures = (text: string) => findFigures(text).map((f) => [f.kind, f.text, f.value]);

describe('findFigures', () => {
  it('reads prices with their currency and amount, whatever the spelling', () => {
    expect(figures('A diagnostic visit costs $129. Plans start at $14.95 a month; installs from $1,200.')).toEqual([
      ['price', '$129', 'USD 129.00'],
      ['price', '$14.95', 'USD 14.95'],
      ['price', '$1,200', 'USD 1200.00'],
    ]);
    expect(figures('€ 20 or £15, or 30 dollars, or 25 EUR, US$99')).toEqual([
      ['price', '€ 20', 'EUR 20.00'],
      ['price', '£15', 'GBP 15.00'],
      ['price', '30 dollars', 'USD 30.00'],
      ['price', '25 EUR', 'EUR 25.00'],
      ['price', 'US$99', 'USD 99.00'],
    ]);
    // $129 and $129.00 are the same price.
    expect(findFigures('$129.00')[0]!.value).toBe(findFigures('$129')[0]!.value);
  });

  it('reads phone numbers as their digits, the North American country code left out', () => {
    expect(figures('Call us at (802) 555-0142 or 802.555.0199, or +1 802 555 0100.')).toEqual([
      ['phone', '(802) 555-0142', '8025550142'],
      ['phone', '802.555.0199', '8025550199'],
      ['phone', '+1 802 555 0100', '8025550100'],
    ]);
    expect(figures('London: +44 20 7946 0958 or 020 7946 0958')).toEqual([
      ['phone', '+44 20 7946 0958', '442079460958'],
      ['phone', '020 7946 0958', '02079460958'],
    ]);
  });

  it('reads clock times as minutes of the day: am/pm, 24-hour, noon and midnight', () => {
    expect(figures('Open Monday to Friday 7:30 am to 5:00 pm, Saturday 8 a.m. to noon.')).toEqual([
      ['time', '7:30 am', '07:30'],
      ['time', '5:00 pm', '17:00'],
      ['time', '8 a.m.', '08:00'],
      ['time', 'noon', '12:00'],
    ]);
    expect(figures('Geöffnet 09:00–17:30, 12 AM is midnight, 12pm')).toEqual([
      ['time', '09:00', '09:00'],
      ['time', '17:30', '17:30'],
      ['time', '12 AM', '00:00'],
      ['time', 'midnight', '00:00'],
      ['time', '12pm', '12:00'],
    ]);
    // A sentence's full stop is not part of "1 pm" (it is of "5 p.m.").
    expect(figures('Saturday to 1 pm. Sunday to 5 p.m.')).toEqual([
      ['time', '1 pm', '13:00'],
      ['time', '5 p.m.', '17:00'],
    ]);
  });

  it('leaves alone numbers that are none of these', () => {
    expect(
      figures(
        'Family owned since 1987, with 12 technicians. Bulletin 0042: unit 290 under work order 0042-3 on 2026-11-26. ' +
          'Change a 1-inch filter every 90 days. I am 5 amazing. Ratio 16:9. Version 3.2.1. Scores 3:1.',
      ),
    ).toEqual([]);
  });
});

describe('sentences', () => {
  it('cuts lines, then sentences before a capital, a digit or a quote, and keeps a.m. inside', () => {
    expect(sentences('Open 7:30 a.m. to 5 p.m. Closed Sunday.\nCall (802) 555-0142! "Ask" for Ann.  Prices: $129.')).toEqual([
      'Open 7:30 a.m. to 5 p.m.',
      'Closed Sunday.',
      'Call (802) 555-0142!',
      '"Ask" for Ann.',
      'Prices: $129.',
    ]);
  });
});

describe('factChanges', () => {
  it('names the price that changed, with its sentence', () => {
    const before = 'A diagnostic visit costs $129. A furnace tune-up costs $189. Annual plans start at $14.95 a month.';
    const after = 'A diagnostic visit costs $139. A furnace tune-up costs $189. Annual plans start at $14.95 a month.';
    expect(factChanges(before, after)).toEqual([
      { kind: 'price', before: '$129', after: '$139', context: 'A diagnostic visit costs $139.' },
    ]);
  });

  it('names each changed figure of a sentence, and not those that stayed', () => {
    const before = 'Open Monday to Friday 7:30 am to 5:00 pm, Saturday 8:00 am to noon. Closed Sunday.';
    const after = 'Open Monday to Friday 8:00 am to 5:00 pm, Saturday 8:00 am to 1 pm. Closed Sunday.';
    expect(factChanges(before, after)).toEqual([
      { kind: 'time', before: '7:30 am', after: '8:00 am', context: 'Open Monday to Friday 8:00 am to 5:00 pm, Saturday 8:00 am to 1 pm.' },
      { kind: 'time', before: 'noon', after: '1 pm', context: 'Open Monday to Friday 8:00 am to 5:00 pm, Saturday 8:00 am to 1 pm.' },
    ]);
  });

  it('names a new phone number, and sees no change in the same number written another way', () => {
    expect(factChanges('Call us at (802) 555-0142 today.', 'Call us at (802) 555-0199 today.')).toEqual([
      { kind: 'phone', before: '(802) 555-0142', after: '(802) 555-0199', context: 'Call us at (802) 555-0199 today.' },
    ]);
    expect(factChanges('Call us at (802) 555-0142 today.', 'Call us at 802-555-0142 today.')).toEqual([]);
    expect(factChanges('Costs $129.', 'Costs $129.00.')).toEqual([]);
  });

  it('reports nothing it cannot pair: a sentence reworded too, a figure added, sentences that mask alike unevenly', () => {
    expect(factChanges('A diagnostic visit costs $129.', 'A diagnostic call-out is now $139.')).toEqual([]);
    expect(factChanges('Plans cost $10.', 'Plans cost $10 or $12.')).toEqual([]);
    expect(factChanges('Price: $10.\nPrice: $20.', 'Price: $15.')).toEqual([]);
    // Moved, not changed: the same sentences in another order.
    expect(factChanges('Tune-up $189. Visit $129.', 'Visit $129. Tune-up $189.')).toEqual([]);
  });

  it('pairs sentences that mask alike in order when both sides have as many, and ignores unchanged text around them', () => {
    const before = 'Welcome.\nPrice: $10.\nSome words.\nPrice: $20.\nBye.';
    const after = 'Welcome, friends.\nPrice: $10.\nPrice: $25.\nBye.';
    expect(factChanges(before, after)).toEqual([{ kind: 'price', before: '$20', after: '$25', context: 'Price: $25.' }]);
  });

  it('cuts a long sentence to whole words around the figure', () => {
    const long = (price: string) =>
      `Our technicians, who have served the towns of Lamoille County and the valleys around them for nearly forty years with care, ` +
      `will come to your home for a diagnostic visit that costs ${price} and includes a written estimate for any repair, ` +
      `which you are free to accept or decline at no further cost, and which stays valid for thirty days from the visit.`;
    const [change] = factChanges(long('$129'), long('$139'));
    expect(change!.after).toBe('$139');
    expect(change!.context.length).toBeLessThanOrEqual(162);
    expect(change!.context).toMatch(/^….*costs \$139 and includes.*…$/);
    // Whole words: what is shown starts after a space of the sentence and ends before one.
    const shown = change!.context.slice(1, -1);
    expect(long('$139')).toContain(` ${shown} `);
  });
});

describe('diffPages and pageHash', () => {
  const page = (url: string, text: string, title = url) => ({ url, title, hash: pageHash(text) });

  it('sorts pages into added, changed, removed and unchanged by URL, text hash and title', () => {
    const before = [page('/a', 'A'), page('/b', 'B'), page('/c', 'C'), page('/d', 'D')];
    const after = [page('/a', 'A'), page('/b', 'B2'), page('/d', 'D', 'New title'), page('/e', 'E')];
    const diff = diffPages(before, after);
    expect(diff.unchanged.map((p) => p.url)).toEqual(['/a']);
    expect(diff.changed.map((p) => p.url)).toEqual(['/b', '/d']);
    expect(diff.added.map((p) => p.url)).toEqual(['/e']);
    expect(diff.removed).toEqual([{ url: '/c', title: '/c' }]);
    expect(pageHash('A')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks `same` about pages stored without a hash', () => {
    const before = [
      { url: '/a', title: 'A' },
      { url: '/b', title: 'B' },
    ];
    const diff = diffPages(before, [page('/a', 'A', 'A'), page('/b', 'B', 'B')], (old) => old.url === '/a');
    expect(diff.unchanged.map((p) => p.url)).toEqual(['/a']);
    expect(diff.changed.map((p) => p.url)).toEqual(['/b']);
  });
});

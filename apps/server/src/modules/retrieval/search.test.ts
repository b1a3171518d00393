import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { businesses } from '../../db/schema.ts';
import { searchPassages } from './search.ts';
import { deleteSource, insertTextSource } from '../training/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function businessWith(name: string, text: string): Promise<number> {
  const { businessId } = await registerOwnerWithBusiness(t.client(), 'retrieval', { name, website: 'https://retrieval.example' });
  await t.db.transaction((tx) => insertTextSource(tx, { businessId, kind: 'file', name: `${name}.txt`, text }));
  return businessId;
}

async function businessWithFiles(name: string, files: { name: string; text: string }[]): Promise<number> {
  const { businessId } = await registerOwnerWithBusiness(t.client(), 'retrieval', { name, website: 'https://retrieval.example' });
  for (const f of files) await t.db.transaction((tx) => insertTextSource(tx, { businessId, kind: 'file', name: f.name, text: f.text }));
  return businessId;
}

/** The text of the passage a business's search ranks first for a question, or '' when none. */
async function topPassage(businessId: number, query: string): Promise<string> {
  return (await searchPassages(t.db, { businessId, query, limit: 1 }))[0]?.content ?? '';
}

/** About one passage per paragraph: ~650 characters of words the questions below never use. */
function paragraph(i: number, words: string[]): string {
  const filler = `Note ${i} from the front desk about the practice and its team, kept in the binder. `.repeat(7);
  return `${words.join(' and ')} ${filler}`.trim();
}

// Large businesses take the other candidate path: every word of the question is in more than 400
// passages, so candidates come from GIN conjunctions (all words first) rather than from the rarest
// word's passages. Each word alone is in ~450 passages here, both together in only 6.
describe('retrieval in a business where every word of the question is common', () => {
  const both = new Set([101, 202, 303, 404, 505, 606]);
  const text = Array.from({ length: 900 }, (_, i) =>
    paragraph(i, both.has(i) ? ['whitening', `evenings ${i}`] : i % 2 ? ['whitening'] : ['evenings']),
  ).join('\n\n');

  it('ranks the passages holding all the words first, and only from the asking business', async () => {
    const mine = await businessWith('Common Words Dental', text);
    const other = await businessWith('Other Common Words Dental', text);
    const hits = await searchPassages(t.db, { businessId: mine, query: 'whitening in the evenings?', limit: 8 });
    expect(hits).toHaveLength(8);
    const top = hits.slice(0, both.size);
    for (const h of top) expect(h.content).toMatch(/whitening and evenings \d+/);
    expect(new Set(top.map((h) => /evenings (\d+)/.exec(h.content)![1]))).toEqual(new Set([...both].map(String)));
    // The rest hold one of the words; none comes from the other business's identical passages.
    for (const h of hits.slice(both.size)) expect(h.content).toMatch(/whitening|evenings/);
    const otherIds = new Set(
      (await searchPassages(t.db, { businessId: other, query: 'whitening in the evenings?', limit: 50 })).map((h) => h.id),
    );
    for (const h of hits) expect(otherIds.has(h.id)).toBe(false);
  });

  it('still finds passages when no passage holds all the words', async () => {
    const id = await businessWith(
      'Single Words Dental',
      Array.from({ length: 900 }, (_, i) => paragraph(i, i % 2 ? ['whitening'] : ['evenings'])).join('\n\n'),
    );
    const hits = await searchPassages(t.db, { businessId: id, query: 'whitening in the evenings?', limit: 8 });
    expect(hits).toHaveLength(8);
    for (const h of hits) expect(h.content).toMatch(/whitening|evenings/);
  });
});

/**
 * A second handle on the same database, as another process of the app would have: its own cache
 * of statistics, the same rows.
 */
function anotherHandle(db: Db): Db {
  const client = (db as unknown as { $client: unknown }).$client;
  return (client instanceof pg.Pool ? drizzlePg(client, { schema }) : drizzlePglite(client as PGlite, { schema })) as unknown as Db;
}

// Term weights come from term_stats, which every upload and deletion changes; the search keeps the
// statistics it has seen (per business) and must never rank with ones that are out of date, in
// this process or any other. Here "zebra" is rare and "yak" common, then the other way round.
describe('retrieval after the training data changes', () => {
  const neutral = (from: number) => Array.from({ length: 20 }, (_, i) => paragraph(from + i, ['filler']));
  const first = [paragraph(0, ['zebra']), ...Array.from({ length: 10 }, (_, i) => paragraph(1 + i, ['yak'])), ...neutral(20)];
  const zebras = Array.from({ length: 30 }, (_, i) => paragraph(100 + i, ['zebra']));
  const query = { query: 'zebra or yak?', limit: 8 };

  it('ranks with the statistics as they are now, after an upload and after a deletion, in every process', async () => {
    const id = await businessWith('Changing Dental', first.join('\n\n'));
    const other = anotherHandle(t.db);
    // Both handles have seen (and kept) the statistics of the first upload: "zebra" ranks first.
    for (const db of [t.db, other]) expect((await searchPassages(db, { businessId: id, ...query }))[0]!.content).toMatch(/^zebra /);

    // 30 more zebra passages: now "yak" is the rarer word and its passages come first.
    const added = await t.db.transaction((tx) =>
      insertTextSource(tx, { businessId: id, kind: 'file', name: 'zebras.txt', text: zebras.join('\n\n') }),
    );
    for (const db of [t.db, other]) {
      const hits = await searchPassages(db, { businessId: id, ...query });
      expect(hits[0]!.content).toMatch(/^yak /);
      expect(hits).toEqual(await searchPassages(anotherHandle(t.db), { businessId: id, ...query }));
    }

    // Deleted again: "zebra" is rare once more, and none of the deleted passages comes back.
    const [owner] = await t.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, id));
    await deleteSource(t.db, owner!.ownerId, added.id);
    for (const db of [t.db, other]) {
      const hits = await searchPassages(db, { businessId: id, ...query });
      expect(hits[0]!.content).toMatch(/^zebra /);
      expect(hits.filter((h) => h.sourceId === added.id)).toEqual([]);
      expect(hits).toEqual(await searchPassages(anotherHandle(t.db), { businessId: id, ...query }));
    }
  });

  it('finds the passages of a business that had none when it was first searched', async () => {
    const id = await businessWith('Empty Then Trained Dental', neutral(0).join('\n\n'));
    expect(await searchPassages(t.db, { businessId: id, ...query })).toEqual([]);
    await t.db.transaction((tx) => insertTextSource(tx, { businessId: id, kind: 'file', name: 'z.txt', text: zebras.join('\n\n') }));
    const hits = await searchPassages(t.db, { businessId: id, ...query });
    expect(hits).toHaveLength(8);
    for (const h of hits) expect(h.content).toMatch(/^zebra /);
  });

  it('ranks each business with its own statistics and returns only its passages', async () => {
    // Same words, opposite rarity: a statistics cache mixing the two would rank one of them wrongly.
    // (The business names stay clear of the words: a source's name is every passage's title.)
    const a = await businessWith('First Words Dental', neutral(0).join('\n\n'));
    const b = await businessWith('Second Words Dental', neutral(0).join('\n\n'));
    // Trained in one transaction, so both businesses' statistics carry the same version.
    await t.db.transaction(async (tx) => {
      await insertTextSource(tx, { businessId: a, kind: 'file', name: 'a.txt', text: first.join('\n\n') });
      const yakRare = [paragraph(0, ['yak']), ...zebras.slice(0, 10)];
      await insertTextSource(tx, { businessId: b, kind: 'file', name: 'b.txt', text: yakRare.join('\n\n') });
    });
    for (let round = 0; round < 2; round++) {
      const hitsA = await searchPassages(t.db, { businessId: a, ...query });
      const hitsB = await searchPassages(t.db, { businessId: b, ...query });
      expect(hitsA[0]!.content).toMatch(/^zebra /);
      expect(hitsB[0]!.content).toMatch(/^yak /);
      const idsB = new Set(hitsB.map((h) => h.id));
      for (const h of hitsA) expect(idsB.has(h.id)).toBe(false);
    }
  });
});

// A document's title is its file name, which PostgreSQL's parser reads as one host token
// ("room-rates-2025.csv"); the name often says what its rows never do (migration 0023).
describe('retrieval by the words of a document’s file name', () => {
  it('finds a file’s passages by the words of its name, with or without the extension and separators', async () => {
    const businessId = await businessWithFiles('File Name Inn', [
      { name: 'room-rates-2025.csv', text: 'The Hayloft Suite: $279 in winter, $339 in summer.' },
      { name: 'pet_policy.final.pdf', text: 'Dogs up to 60 lb are welcome in two of our rooms.' },
      { name: 'Hayloft history.txt', text: 'The Hayloft Suite was the barn’s upper floor until 1998.' },
    ]);
    const rates = await searchPassages(t.db, { businessId, query: 'hayloft suite rates', limit: 3 });
    expect(rates[0]?.content).toContain('$339');
    const pets = await searchPassages(t.db, { businessId, query: 'policy on dogs', limit: 3 });
    expect(pets[0]?.content).toContain('60 lb');
    // A word of the name alone finds the file; the extension is not a word of it.
    expect((await searchPassages(t.db, { businessId, query: 'rates', limit: 3 })).map((h) => h.title)).toEqual(['room-rates-2025.csv']);
    expect(await searchPassages(t.db, { businessId, query: 'csv', limit: 3 })).toEqual([]);
    // The title shown to visitors stays as written.
    expect(pets[0]?.title).toBe('pet_policy.final.pdf');
  });

  it('reads a page’s title as it is', async () => {
    const words = async (title: string) => {
      const result = (await t.db.execute(sql`SELECT sw_title_words(${title}) AS words`)) as unknown as { rows: { words: string }[] };
      return result.rows[0]?.words;
    };
    expect(await words('Wi-Fi & Parking | Example.com')).toBe('Wi-Fi & Parking | Example.com');
    expect(await words('Fee_Schedule-2026.PDF')).toBe('Fee Schedule 2026');
  });
});

describe('retrieval of a question with a typo', () => {
  it('reads a misspelt word as the business’s word one letter away, and a real word as itself', async () => {
    const businessId = await businessWith(
      'Typo Vet',
      [
        paragraph(1, ['Missed appointments are charged a $50 fee unless you call a day ahead']),
        paragraph(2, ['Our breakfast menu is served until 11 am on weekdays']),
        paragraph(3, ['We infect nothing: every instrument is sterilised between patients']),
        paragraph(4, ['Parking is free behind the building']),
      ].join('\n\n'),
    );
    const top = (query: string) => topPassage(businessId, query);
    expect(await top('what if i forget my appoitment')).toContain('Missed appointments');
    expect(await top('can i still get brekfast')).toContain('breakfast menu');
    // "injections" is English: not a typo of "infect", so nothing of the business matches it.
    expect(await top('injections')).toBe('');
  });
});

describe('retrieval of a customer’s own measure', () => {
  it('finds the page’s limit in "lb" for a customer’s "lbs", and in "miles" for "mi"', async () => {
    const businessId = await businessWith(
      'Units Inn',
      [
        paragraph(1, ['Well-behaved companions up to 60 lb are welcome in two garden rooms']),
        paragraph(2, ['Breakfast is served from 8 to 10 in the dining room']),
        paragraph(3, ['The ski area is 11 miles up the valley road']),
      ].join('\n\n'),
    );
    const top = (query: string) => topPassage(businessId, query);
    expect(await top('my lab is about 75 lbs, is that ok?')).toContain('up to 60 lb');
    expect(await top('is it more than 5 mi')).toContain('11 miles');
  });
});

describe('retrieval of a day inside a range of days', () => {
  /** Each text its own file, so each is a passage of its own, as a site's pages are. */
  const businessWithPages = (name: string, pages: string[]) =>
    businessWithFiles(
      name,
      pages.map((text, i) => ({ name: `page-${i}.txt`, text })),
    );

  it('ranks "Thursday-Sunday" hours for "what time do you close on saturday" above passages that say "Saturdays"', async () => {
    const businessId = await businessWithPages('Range Cafe', [
      'Contact Us\n\nCall us for reservations or questions: (510) 555-0161\n\nHours\n\nMonday-Wednesday: 8am - 2pm\nThursday-Sunday: 8am - 8pm',
      'Carne Asada Chilaquiles\n\n$22.95\n\nCarne asada, tortilla chips, potatoes, red salsa, avocado, with choice of eggs. Available Saturdays!',
      'Veggie Chilaquiles\n\n$19.95\n\nVeggie chilaquiles come with refried beans, tortilla chips, feta cheese, with red salsa (Saturdays) or green salsa (Sundays).',
      'Our Story\n\nWe stayed in close contact with our neighbours when we opened, and the timing felt right to add dinner.',
    ]);
    const ranked = async (query: string) => (await searchPassages(t.db, { businessId, query, limit: 8 })).map((h) => h.content);
    const close = await ranked('what time do yall close on saturday');
    const hours = close.findIndex((c) => c.includes('Thursday-Sunday: 8am - 8pm'));
    expect(hours).toBeGreaterThanOrEqual(0);
    expect(hours).toBeLessThan(close.findIndex((c) => c.includes('Available Saturdays')));
    expect(hours).toBeLessThan(close.findIndex((c) => c.includes('red salsa (Saturdays)')));
    expect((await ranked('r u open friday'))[0]).toContain('Thursday-Sunday: 8am - 8pm');
    // A question that is not about opening times is ranked by its words, as before.
    expect((await ranked('are the chilaquiles available on saturday'))[0]).toContain('Chilaquiles');
  });

  it('leaves questions about something else on that day alone: a house closing, open swim, a staff roster', async () => {
    const law = await businessWithPages('Range Law', [
      'Office hours: Monday-Saturday 9am - 5pm',
      'A Saturday closing adds a $100 fee to the closing costs.',
    ]);
    const fee = await searchPassages(t.db, { businessId: law, query: 'is it more expensive to close on a saturday', limit: 2 });
    expect(fee[0]?.content).toContain('A Saturday closing adds a $100 fee');
    const centre = await businessWithPages('Range Centre', [
      'Facility Hours\n\nWe are open Monday-Friday 5:30am - 10pm and weekends 7am - 6pm.',
      'Open Swim\n\nOpen swim for families is on Monday, Wednesday and Friday, 12pm - 1pm, in the leisure pool.',
    ]);
    const swim = await searchPassages(t.db, { businessId: centre, query: 'is there open swim on wednesday', limit: 2 });
    expect(swim[0]?.content).toContain('Open swim for families');
    const salon = await businessWithPages('Range Salon', [
      'Our Stylists\n\nJenna works Tuesday through Friday. Marco works Wednesday to Saturday.',
      'Hours\n\nTuesday - Saturday: 9am - 7pm. Closed Sunday and Monday.',
    ]);
    const open = await searchPassages(t.db, { businessId: salon, query: 'are you open thursday', limit: 2 });
    expect(open[0]?.content).toContain('Tuesday - Saturday: 9am - 7pm');
  });
});

describe('retrieval of a month inside a range of months', () => {
  it('ranks a seasonal rate row for "the hayloft suite in july" above pages that name the suite only', async () => {
    const businessId = await businessWithFiles('Month Inn', [
      ...[
        'Couples massages are done side by side in the Hayloft Suite.',
        'Only the Hayloft Suite has a TV, and a sofa bed.',
        'The Hayloft Suite is our largest room, with a king bed and a sofa bed; its price includes breakfast for four.',
      ].map((text, i) => ({ name: `suite-${i}.txt`, text })),
      { name: 'events.txt', text: 'Events\n\nThe Hayloft Suite is where the July quilting circle meets.' },
      {
        name: 'rates.txt',
        text: 'Room 5 The Hayloft Suite: Quiet Season (Nov 1 - Apr 30): $279; Summer (May 1 - Sep 14): $339; Foliage (Sep 15 - Oct 31): $419',
      },
    ]);
    const top = async (query: string) => (await searchPassages(t.db, { businessId, query, limit: 2 })).map((h) => h.content);
    expect((await top('price per nite for the hayloft suite in june?'))[0]).toContain('$339');
    expect((await top('hayloft suite rate in december'))[0]).toContain('$279');
    // A month the range does not hold, and a question naming no month: ranked by their words.
    expect((await top('whats on at the hayloft suite in july')).join(' ')).toContain('quilting circle');
    expect(await top('does the hayloft suite have a tv')).toEqual(expect.arrayContaining([expect.stringContaining('has a TV')]));
  });
});

describe('retrieval of what customers call things the pages name otherwise', () => {
  it('finds "your first consultation" for "my first meeting", and the service call for "come out and look"', async () => {
    const businessId = await businessWithFiles('Phrase Law', [
      {
        name: 'guide.txt',
        text: 'New client guide\n\nThis guide explains how your first consultation works. Bring a photo ID and any court papers you have.',
      },
      {
        name: 'estate.txt',
        text: 'The design meeting\n\nWhat to bring to the design meeting: a list of what you own and the names of your children.',
      },
      { name: 'prices.txt', text: 'Service call and diagnostic: $89, credited toward the repair.' },
      { name: 'area.txt', text: 'Where we work\n\nWe come out to homes within 35 miles and look after every town in the valley.' },
    ]);
    const top = (query: string) => topPassage(businessId, query);
    expect(await top('what should i bring to my first meeting')).toContain('first consultation');
    expect(await top('what do u charge to come out and look at it')).toContain('Service call');
  });

  it('finds vomiting for "threw up", screen time for "tv or ipad", photos for "pictures", the loan period for "how long can i keep"', async () => {
    const businessId = await businessWithFiles('Phrase Library', [
      { name: 'illness.txt', text: 'When to stay home\n\nVomiting or diarrhea: stay home until 24 hours after the last episode.' },
      { name: 'day.txt', text: 'Our day\n\nScreen time is limited to 30 minutes a week. Children play outside twice a day.' },
      { name: 'services.txt', text: 'Services\n\nPassport photos: $15 for two. Notary by appointment.' },
      { name: 'loans.txt', text: 'Loan periods\n\nDVDs: loan period 1 week, 2 renewals.' },
      { name: 'kids.txt', text: 'Kids corner\n\nKids can pick a picture book, play a board game, or watch a DVD with a parent.' },
    ]);
    const top = (query: string) => topPassage(businessId, query);
    expect(await top('my kid threw up last night can he come today')).toContain('Vomiting');
    expect(await top('how much tv or ipad time do kids get')).toContain('Screen time');
    expect(await top('how much are passport pictures')).toContain('Passport photos');
    expect(await top('how long can i keep a dvd')).toContain('loan period');
  });

  it('finds the guarantee for "it died, am I covered", and orthotics for "foot inserts"', async () => {
    const businessId = await businessWithFiles('Phrase Gardens', [
      { name: 'guarantee.txt', text: 'Plant guarantee\n\nTrees and shrubs we plant are guaranteed for one year.' },
      { name: 'trees.txt', text: 'Trees\n\nWe plant arborvitae, maples and birches in spring and fall.' },
      { name: 'foot.txt', text: 'Foot care\n\nCustom orthotics are made from a 3D scan of your feet.' },
      { name: 'boots.txt', text: 'Work boots\n\nBring the work boots you wear most to your foot assessment.' },
    ]);
    const top = (query: string) => topPassage(businessId, query);
    expect(await top('the arborvitae u planted turned brown and died. am i covered')).toContain('guaranteed');
    expect(await top('how much r foot inserts')).toContain('orthotics');
    const found = await businessWithFiles('Phrase Pools', [
      { name: 'lost.txt', text: 'Lost and found\n\nItems are kept at the front desk for 14 days.' },
      { name: 'lessons.txt', text: 'Swim lessons\n\nLessons run Monday to Thursday at the pool.' },
    ]);
    expect(await topPassage(found, 'i left my goggles at the pool, can i get them back')).toContain('Lost and found');
    // Not lost and found, nor a guarantee (review): a car left for repair, a policy's cover.
    const garage = await businessWithFiles('Phrase Garage', [
      { name: 'lost.txt', text: 'Lost and found\n\nItems left in vehicles are kept at the front desk for 30 days.' },
      { name: 'status.txt', text: 'Repair status\n\nWe text you when your car is ready, usually the same day.' },
      { name: 'rates.txt', text: 'Guaranteed rates\n\nYour quote is guaranteed for 30 days.' },
      { name: 'theft.txt', text: 'Theft\n\nComprehensive coverage pays for theft and break-ins, less your deductible.' },
    ]);
    expect(await topPassage(garage, 'i left my car at the shop this morning, when will it be ready')).toContain('Repair status');
    expect(await topPassage(garage, 'my car was broken into, is theft covered')).toContain('Comprehensive coverage');
  });
});

describe('retrieval of a place to sit outdoors', () => {
  it('finds the patio for "can we sit outside", above a page that only says "outside"', async () => {
    const businessId = await businessWith(
      'Patio Cafe',
      [
        paragraph(1, ['Delivery is free in town; orders from outside Fremont pay a small fee']),
        paragraph(2, ['Yes we have a sunny back patio and it is perfect for your next visit']),
        paragraph(3, ['Our pancakes are made fresh every morning']),
      ].join('\n\n'),
    );
    const hits = await searchPassages(t.db, { businessId, query: 'can we sit outside? any outdoor seating', limit: 3 });
    expect(hits[0]?.content).toContain('sunny back patio');
  });

  it('finds the address for a postcode or a sat nav, delivery for "brought to my house", a closing date for a deadline', async () => {
    const businessId = await businessWithFiles('Phrase Club', [
      { name: 'visit.txt', text: 'Find us\n\nAddress: Doneraile Drive, Love Lane, Tramore X91 TK27. Free parking beside the courts.' },
      { name: 'saturday.txt', text: 'Saturday sessions\n\nJuniors play on Saturday mornings; the club shop sells balls and grips.' },
      { name: 'order.txt', text: 'Order online\n\nCollect from the counter, or get delivery through DoorDash.' },
      { name: 'food.txt', text: 'Our food\n\nEverything in the house is made from scratch, and the bread is baked at home each morning.' },
      { name: 'open-week.txt', text: 'Junior Open Week\n\nEntries by post or e-mail no later than 6pm on Friday 29th June.' },
      { name: 'week.txt', text: 'Summer week\n\nThe junior camp week runs Monday to Friday, and entries are welcome from all clubs.' },
    ]);
    const top = async (query: string) => (await searchPassages(t.db, { businessId, query, limit: 1 }))[0]?.content ?? '';
    expect(await top('whats the postcode for the sat nav')).toContain('X91 TK27');
    expect(await top('can i get ur food brought to my house')).toContain('DoorDash');
    expect(await top('deadline for entries to the junior open week?')).toContain('no later than');
  });

  it('finds a transfer for a ticket handed over, the unemployed rate for "laid off", attendees for "how many came", the zone for "timezone"', async () => {
    const businessId = await businessWithFiles('Phrase Conf', [
      { name: 'transfers.txt', text: 'Transfers\n\nTickets may be transferred to someone else at no charge until October 15.' },
      { name: 'handouts.txt', text: 'Handouts\n\nSpeakers hand out printed slides to everyone at the door.' },
      { name: 'rates.txt', text: 'Discounted ticket\n\nThe discounted rate is for anyone unemployed or on a lower income.' },
      { name: 'layout.txt', text: 'Room layout\n\nChairs are laid out in rows; the back row is kept for late arrivals.' },
      { name: 'numbers.txt', text: 'By the numbers\n\nIn-person attendees: 276. Talks: 51.' },
      { name: 'people.txt', text: 'Our people\n\nThe people who came up with the conference were volunteers who showed great energy.' },
      { name: 'schedule.txt', text: 'Schedule\n\nAll sessions are listed in Eastern Daylight Time (UTC-04:00).' },
      { name: 'sessions.txt', text: 'Sessions\n\nSessions listed here are open to every registered person.' },
    ]);
    const top = async (query: string) => (await searchPassages(t.db, { businessId, query, limit: 1 }))[0]?.content ?? '';
    expect(await top('can i hand my ticket over to a friend')).toContain('transferred');
    expect(await top('i got laid off last month, any cheaper option')).toContain('unemployed');
    expect(await top('how many people came last year')).toContain('276');
    expect(await top('what timezone are the sessions listed in')).toContain('Eastern Daylight Time');
  });

  it('finds the hall hire, not the jobs page, for "can i hire the hall"', async () => {
    const businessId = await businessWithFiles('Hire Club', [
      { name: 'hall.txt', text: 'Room rental\n\nThe main hall can be rented for parties at £15 an hour.' },
      { name: 'careers.txt', text: 'Careers\n\nWe are hiring! See our job openings for a bar manager and a cleaner.' },
    ]);
    const hits = await searchPassages(t.db, { businessId, query: 'can i hire the hall for a party', limit: 1 });
    expect(hits[0]?.content).toContain('main hall');
  });
});

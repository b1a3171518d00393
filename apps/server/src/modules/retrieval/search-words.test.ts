import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import { searchPassages } from './search.ts';
import { insertTextSource } from '../training/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * One passage per paragraph (~650 characters). The filler has no digit, no lone letter and none of
 * the words asked for below.
 */
function paragraph(text: string): string {
  return `${text} ${'Everyone at the practice is glad to help with anything that comes up during the week. '.repeat(7)}`.trim();
}

async function businessWith(name: string, paragraphs: string[]): Promise<number> {
  const { businessId } = await registerOwnerWithBusiness(t.client(), 'words', { name, website: 'https://words.example' });
  // The source's name is every passage's title: kept clear of the words asked for.
  await t.db.transaction((tx) => insertTextSource(tx, { businessId, kind: 'file', name: 'handbook.txt', text: paragraphs.join('\n\n') }));
  return businessId;
}

const search = (businessId: number, query: string) => searchPassages(t.db, { businessId, query, limit: 8 });

// The index folds accents and the letters Unicode does not decompose, as the question does: a
// name is found however the visitor types it, and shown as the business wrote it.
describe('accented names and words', () => {
  const named: [accented: string, plain: string, sentence: string][] = [
    ['José Muñoz', 'Jose Munoz', 'Dr José Muñoz sees patients who are nervous about treatment.'],
    ['Zoë', 'Zoe', 'Zoë answers the phone and books the appointments.'],
    ['Łódź', 'Lodz', 'Our sister clinic is in Łódź, near the old factory district.'],
    ['Ångström', 'Angstrom', 'The curing lamp is tuned to a wavelength measured in Ångström units.'],
    ['Renée', 'Renee', 'Renée is the hygienist who runs the cleaning appointments.'],
    ['café', 'cafe', 'The café across the street serves coffee while you wait.'],
    ['Søren', 'Soren', 'Søren manages billing questions and payment plans.'],
    ['Straße', 'Strasse', 'The entrance is on Lindenstraße, the Straße behind the bakery.'],
  ];
  let id: number;
  beforeAll(async () => {
    id = await businessWith('Folding Dental', [
      ...named.map(([, , sentence]) => paragraph(sentence)),
      paragraph('Parking is free behind the building.'),
      paragraph('We accept most insurance plans.'),
    ]);
  });

  it.each(named)('finds the passage about %s with or without its accents, and shows it as written', async (accented, plain, sentence) => {
    const withAccents = await search(id, accented);
    const withoutAccents = await search(id, plain);
    expect(withAccents[0]?.content.startsWith(sentence), accented).toBe(true);
    expect(withoutAccents[0]?.id, plain).toBe(withAccents[0]!.id);
    // Only the passage that holds the name: the other passages share no word with it.
    expect(withAccents.map((h) => h.id)).toEqual([withAccents[0]!.id]);
  });

  it('finds a compound written with the accented word inside it', async () => {
    expect((await search(id, 'Lindenstrasse?'))[0]?.content).toMatch(/^The entrance is on Lindenstraße,/);
  });
});

// Short words the old query dropped (length 1): each question must rank the passage holding it
// above the one that lacks it, though the other holds the longer words more often.
describe('short words that name something', () => {
  const passages = {
    ac: paragraph('The A/C in the waiting area is serviced every spring.'),
    heating: paragraph('The heating in the waiting area is serviced every autumn; the heating is quiet.'),
    planB: paragraph('Plan B: if the insurer refuses a claim, we bill you directly.'),
    planA: paragraph('Plan A is our standard plan; the plan covers two cleanings.'),
    room3: paragraph('Room 3 is the quiet room for children.'),
    room12: paragraph('Room 12 is the larger room; the room has a view of the garden.'),
    stars5: paragraph('Rated 5 stars by our patients last year.'),
    stars4: paragraph('Rated 4 stars by local reviewers; the stars were earned for comfort.'),
  };
  let id: number;
  beforeAll(async () => {
    // The passages lacking the short word come first, so ties would go their way (lower id).
    const order = ['heating', 'ac', 'planA', 'planB', 'room12', 'room3', 'stars4', 'stars5'] as const;
    id = await businessWith(
      'Short Words Dental',
      order.map((k) => passages[k]),
    );
  });

  it('finds the A/C and nothing that lacks it', async () => {
    const hits = await search(id, 'Is the A/C serviced?');
    expect(hits[0]?.content).toBe(passages.ac);
    expect((await search(id, 'A/C')).map((h) => h.content)).toEqual([passages.ac]);
  });

  it.each([
    ['What is Plan B?', 'planB', 'planA'],
    ['Which is Room 3?', 'room3', 'room12'],
    ['Were you rated 5 stars?', 'stars5', 'stars4'],
  ] as const)('%s ranks the passage that says it first', async (query, has, lacks) => {
    const hits = await search(id, query);
    expect(hits[0]?.content).toBe(passages[has]);
    expect(hits.findIndex((h) => h.content === passages[lacks])).toBeGreaterThan(0);
  });
});

// lib/customer-phrases.ts: what customers say, found in the words businesses write.
describe('customers’ phrasings', () => {
  let id: number;
  const passages = {
    languages: paragraph('We bring in a phone interpreter at no charge for any language.'),
    siblings: paragraph('Sibling discount: 10% off private lesson tuition for the second child.'),
    video: paragraph('Any session can be held live over Zoom, with the same therapist.'),
    referral: paragraph('Referral credit: $50 off for every new client you refer to us.'),
    chorus: paragraph('Community Chorus for adults meets on Monday evenings; no audition.'),
    weather: paragraph('Weather: when a snowstorm closes the schools we email every family by 2:00 pm.'),
    extended: paragraph('Extended day runs to 5:30 pm for $45 a week.'),
    arrival: paragraph('Our crews arrive between 8:00 and 8:30 am on moving day.'),
    evenings: paragraph('Evening hours until 8:00 pm on Wed and Thu.'),
    cancelling: paragraph('To cancel, cancel your Direct Debit or tell a director.'),
    parking: paragraph('Parking is free behind the building.'),
    phone: paragraph('Office: 12 Love Lane. Phone 051 381426 during office hours.'),
    tournament: paragraph('During the summer all courts are pre booked on Thursday evenings for the club tournament.'),
  };
  beforeAll(async () => {
    id = await businessWith('Phrasing Music School', Object.values(passages));
  });

  it.each([
    ['my dad only speaks vietnamese, can he still meet with u', 'languages'],
    ['my 2 daughters both want to start violin, any break on price', 'siblings'],
    ['can my appointment be done from home on my laptop', 'video'],
    ['my cousin signed up with u bc of me, do i get anything', 'referral'],
    ['is there a choir for grownups', 'chorus'],
    ['what happens if theres a blizzard', 'weather'],
    ['camp ends at 3 but i work til 5, is there aftercare', 'extended'],
    ['what time will the movers show up', 'arrival'],
    ['how late r u there on wednesdays', 'evenings'],
    ['how do i stop my membership if i need to', 'cancelling'],
    ['is there anywhere to leave the car', 'parking'],
    ['whats the number to ring', 'phone'],
    ['are the courts free on thursday nights', 'tournament'],
  ] as const)('%s finds the passage in the business’s words', async (query, expected) => {
    const hits = await search(id, query);
    expect(hits[0]?.content).toBe(passages[expected]);
  });
});

describe('the kind of figure a question asks for', () => {
  let id: number;
  const passages = {
    about: paragraph('The Hayloft Suite is up in the old barn: the Hayloft has a king bed and a sofa bed.'),
    rate: paragraph('Hayloft Suite: $279 a night in the quiet season.'),
  };
  beforeAll(async () => {
    id = await businessWith('Figure Inn', Object.values(passages));
  });

  it('ranks the passage that states a price first for "how much", of two that match its words', async () => {
    const hits = await search(id, 'how much is the hayloft suite');
    expect(hits.map((h) => h.content)).toEqual([passages.rate, passages.about]);
  });

  it('keeps the words’ order when the question asks for no figure', async () => {
    const hits = await search(id, 'is the hayloft suite in the barn');
    expect(hits[0]?.content).toBe(passages.about);
  });
});

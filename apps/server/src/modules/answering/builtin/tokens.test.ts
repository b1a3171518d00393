import { describe, expect, it } from 'vitest';
import { cueMatches, parseQuestion, smallTalk } from './question.ts';
import { stem, termKeys, words } from './tokens.ts';

describe('tokens', () => {
  it('stems inflections to one form', () => {
    const same = (...ws: string[]) => expect(new Set(ws.map(stem)).size, ws.join(' ')).toBe(1);
    same('cancel', 'cancelled', 'cancels', 'cancelling', 'cancellation', 'cancellations');
    same('insure', 'insured', 'insurance');
    same('park', 'parking', 'parked');
    same('clean', 'cleaning', 'cleanings');
    same('refer', 'referral');
    same('experience', 'experienced');
    expect(stem('canal')).toBe('canal');
    same('sterile', 'sterilised', 'sterilized', 'sterilization');
    same('swollen', 'swelling');
    same('face', 'facial');
    same('loaf', 'loaves');
    same('knife', 'knives');
    same('shelf', 'shelves');
    expect(stem('tennis')).toBe('tennis');
    // A singular in -ie and its plural in -ies meet; "pie" and "pies", "tie" and "ties" too.
    same('hoodie', 'hoodies');
    same('cookie', 'cookies');
    same('movie', 'movies');
    same('pie', 'pies');
    same('tie', 'ties');
    same('party', 'parties');
    // British and American spelling meet.
    same('colour', 'color', 'colours', 'coloured', 'colored');
    same('flavours', 'flavors');
    same('centre', 'center', 'centres');
    expect(stem('hour')).toBe('hour');
  });

  it('reaches a concept through a stem only where the word means it: Jane is no January, installing no instalment', () => {
    expect(termKeys('does Jane do balayage')).not.toContain('january');
    expect(termKeys('closed Jan 1')).toContain('january');
    expect(termKeys('do you install ductless mini splits')).not.toContain('paymentplan');
    expect(termKeys('pay in 12 monthly installments')).toContain('paymentplan');
  });

  it('gives a holiday or an animal its member key, not a day told from the holiday', () => {
    expect(termKeys('Thanksgiving Day: closed')).toContain('member:holiday:thanksgiving');
    expect(termKeys('we board kittens')).toContain('member:pet:cat');
    expect(termKeys('open the day after Thanksgiving')).not.toContain('member:holiday:thanksgiving');
    expect(termKeys('closed the Friday after Thanksgiving')).not.toContain('member:holiday:thanksgiving');
    // Both still name holidays.
    expect(termKeys('open the day after Thanksgiving')).toContain('holiday');
  });

  it('reads words either side of a slash as alternatives, and short ones as one word', () => {
    expect(words('who sponsors/supports you')).toEqual(['who', 'sponsorssupports', 'sponsors', 'supports', 'you']);
    // The joined form weighs lightly: a help where a page has it ("blow/dry" for "blowdry").
    expect(parseQuestion('who sponsors/supports you').terms.find((t) => t.key === 'sponsorssupport')?.weak).toBe(true);
    expect(words('do u fix A/C')).toContain('ac');
    expect(words('open 24/7')).toContain('247');
  });

  it('splits compounds and folds accents', () => {
    expect(words('Wi-Fi at the café')).toEqual(expect.arrayContaining(['wifi', 'wi', 'fi', 'cafe']));
    expect(words('$112.00')).toEqual(['112.00', '112']);
    expect(words("What's in-office?")).toEqual(expect.arrayContaining(['what', 'inoffice', 'office']));
  });

  it('reads a possessive as its word, so that the word lists know it', () => {
    expect(words("can we move tomorrow's lesson")).toContain('tomorrow');
    // A time word, weighed lightly like "tomorrow" itself.
    expect(parseQuestion("can we move tomorrow's lesson").terms.find((t) => t.key === 'tomorrow')?.weak).toBe(true);
    expect(words("my son's teacher")).toEqual(['my', 'son', 'teacher']);
  });

  it('keeps a fraction one figure, and a digit that counts the word after it apart from the word before', () => {
    // "1/2 size" is neither the 12 of a 12-inch viola nor any 1 and 2 of the page.
    expect(words('her 1/2 size violin')).toEqual(['her', '1/2', 'size', 'violin']);
    expect(words('Violin: 1/16 to 4/4')).toEqual(expect.arrayContaining(['1/16', '4/4']));
    expect(words('12/25 and 9-5')).toEqual(expect.arrayContaining(['1225', '12', '25', '95', '9', '5']));
    // "enrolling 3 kids": 3 counts the kids; "Route 7", "Room 3" name a thing.
    expect(words('im enrolling 3 kids')).not.toContain('enrolling3');
    expect(words('my 2 daughters')).not.toContain('my2');
    expect(words('Coming on Route 7, turn east')).toContain('route7');
    expect(words('Room 3 has a view')).toContain('room3');
    // A verb after the digit is not what it counts (review): "Room 3 sleeps 4", "Plan 2 costs $40".
    expect(words('Room 3 sleeps 4')).toContain('room3');
    expect(words('Plan 2 costs $40')).toContain('plan2');
    // Nor does a filler word or a month name anything: "at like 2:30", "open on jan 2".
    expect(words('at like 2:30')).not.toContain('like2');
    expect(words('r u open on jan 2')).not.toContain('jan2');
  });

  it('keeps "won" a word: "who won the league" asks about winning', () => {
    expect(termKeys('who won the coed softball league')).toContain('won');
  });

  it('joins a lone letter to the word before it only when it names something', () => {
    expect(words('Is Plan B cheaper?')).toContain('planb');
    expect(words('Room A has a view')).toContain('rooma');
    // The article and the pronoun name nothing: "ordera" would be a word no passage uses.
    expect(words('how far ahead do i order a birthday cake')).not.toContain('ordera');
    expect(words('when can I book a table')).not.toContain('booka');
  });

  it('maps customer-service wording to shared concepts', () => {
    for (const [a, b] of [
      ['How much does it cost', 'Fee (USD): 112.00'],
      ['is there wifi', 'the Wi-Fi network'],
      ['internet', 'Wi-Fi'],
      ['Can I cancel?', 'cancellations made late'],
      ['in-network', 'insured'],
      ['book a visit', 'your appointment'],
      ['where do I park', 'parking lot'],
      ['Which insurance companies are you in network with?', 'Insurance plans we are in-network with'],
      ['Can I spread the cost over several months?', 'an interest-free payment plan of up to 12 months'],
      ['new patient paperwork online', 'consent forms in the patient portal'],
      ['is my bill overdue', 'Past-due balances'],
    ] as const) {
      const shared = [...termKeys(a)].filter((k) => termKeys(b).has(k));
      expect(shared.length, `${a} ~ ${b}`).toBeGreaterThan(0);
    }
    // "48 hours' notice" is a duration, not opening hours.
    expect(termKeys("48 hours' notice").has('hours')).toBe(false);
    expect(termKeys('What are your opening hours?').has('hours')).toBe(true);
  });

  it('keeps words apart that only look alike: a park and parking, a visa and a Visa card, in charge and a charge', () => {
    expect(termKeys('can we park the van there').has('parking')).toBe(true);
    expect(termKeys('Please park in the four spaces marked "Visitors".').has('parking')).toBe(true);
    expect(termKeys('Park on the street after 6 pm.').has('parking')).toBe(true);
    expect(termKeys('Eno River park has hiking trails').has('parking')).toBe(false);
    expect(termKeys('Guests park free behind the building.').has('parking')).toBe(true);
    expect(termKeys('Staff park in the lot on Elm Street.').has('parking')).toBe(true);
    expect(termKeys('Riverside Park on the river has a playground.').has('parking')).toBe(false);
    expect(termKeys('is there anywhere to leave the car').has('parking')).toBe(true);
    expect(termKeys('is the park open on sundays').has('parking')).toBe(false);
    expect(termKeys('do you take visa').has('payment')).toBe(true);
    expect(termKeys('We accept Visa, Mastercard and Amex.').has('payment')).toBe(true);
    expect(termKeys('request your visa invitation letter').has('payment')).toBe(false);
    expect(termKeys('Wait to book a hotel until after your visa has been accepted.').has('payment')).toBe(false);
    expect(termKeys('Is Visa ok?').has('payment')).toBe(true);
    expect(termKeys("who's in charge of the repair cafe").has('price')).toBe(false);
    expect(termKeys('do you charge to fix a toaster').has('price')).toBe(true);
  });

  it('parses a question into topic terms and an answer cue', () => {
    const q = parseQuestion('how much is a regular adult cleaning if i pay myself');
    expect(q.cue).toBe('price');
    expect(q.terms.map((t) => t.key)).toEqual(expect.arrayContaining(['adult', 'cleaning', 'payment', 'price']));
    expect(q.terms.map((t) => t.key)).not.toContain('regular');
    expect(parseQuestion('How long does invisalign take?')).toMatchObject({ cue: 'duration', terms: [{ key: 'invisalign' }] });
    expect(parseQuestion('Who does the surgery?').cue).toBe('who');
    expect(parseQuestion('Does anyone there speak Spanish?').cue).toBe('who');
    expect(parseQuestion('how far ahead do i have to fill in the forms?')).toMatchObject({
      cue: 'duration',
      terms: [{ key: 'fil' }, { key: 'forms' }],
    });
    // A duration written with a hyphen, or as a table's column unit, is still a duration.
    expect(cueMatches('duration', 'All repairs carry a 1-year labor warranty.')).toBe(true);
    expect(cueMatches('duration', 'Typical duration (minutes): 90')).toBe(true);
    // "What days" wants days; "how often" a period; a room number is a place.
    expect(parseQuestion('what days is tomas working').cue).toBe('time');
    expect(parseQuestion('how often should i replace the filter').cue).toBe('duration');
    expect(parseQuestion('how much notice do you need').cue).toBe('duration');
    expect(cueMatches('duration', 'Review your will every five years.')).toBe(true);
    expect(cueMatches('where', 'Closings take place in Room 3, our closing room.')).toBe(true);
    // A negative number is not the 10 of "8-10 am".
    expect(words('will it work when its -10 out')).toContain('minus10');
    expect(words('8-10 am')).not.toContain('minus10');
    // A house closing is an event, not the end of the business day.
    expect(termKeys('how long does a house closing take').has('hours')).toBe(false);
    // Words about the asker's situation weigh lightly.
    expect(parseQuestion('my son knocked out a tooth').terms.find((t) => t.key === 'son')?.weak).toBe(true);
    expect(parseQuestion('What forms of payment do you take?').terms.map((t) => t.key)).toEqual(['payment']);
  });

  it('reads days as hours tables write them, and the days a range leaves unsaid', () => {
    const keys = (text: string) => [...termKeys(text)];
    expect(keys('Tue, Wed, Thu')).toEqual(expect.arrayContaining(['tuesday', 'wednesday', 'thursday']));
    expect(termKeys('are you open wednesdays').has(stem('wednesday'))).toBe(true);
    // "Wed" is Wednesday, not the stem of "wedding".
    expect(termKeys('Tue, Wed, Thu').has(stem('wedding'))).toBe(false);
    // "Sat" and "Sun" are days beside a day or a time, or after "open", "on", "this".
    expect(termKeys('Sat 9–3').has('saturday')).toBe(true);
    expect(termKeys('r u open sat').has('saturday')).toBe(true);
    expect(termKeys('we sat down in the sun').has('saturday')).toBe(false);
    expect(termKeys('we sat down in the sun').has('sunday')).toBe(false);
    // Short forms that are also words stay words (review).
    expect(termKeys('how much to get wed here').has('wednesday')).toBe(false);
    expect(termKeys('when is the next SAT').has('saturday')).toBe(false);
    expect(termKeys('our open sun deck').has('sunday')).toBe(false);
    expect(termKeys('relax on sun loungers').has('sunday')).toBe(false);
    expect(termKeys('Sun 10am–4pm').has('sunday')).toBe(true);
    expect(termKeys('SAT 9–3').has('saturday')).toBe(true);
    // A day before a number is when, not a name ("Fri 8" is no "Room 8").
    expect(words('Mon–Fri 8 am')).not.toContain('fri8');
    // "Monday to Friday" is open on Thursday too.
    expect(termKeys('Monday to Friday, 8 am – 5 pm').has('thursday')).toBe(true);
    expect(termKeys('Mon–Wed 9–5').has('tuesday')).toBe(true);
    expect(termKeys('Mon–Wed 9–5').has('thursday')).toBe(false);
    expect(termKeys('Fri–Sun').has('saturday')).toBe(true);
    // A change of day is not a range (review).
    expect(termKeys('Yoga has moved from Monday to Thursday at 6 pm').has('wednesday')).toBe(false);
    expect(termKeys('Open from Monday to Friday').has('wednesday')).toBe(true);
  });

  it('reads the months a range of a price or a time leaves unsaid, and nothing else as a range of months', () => {
    const has = (text: string, month: string) => [...termKeys(month)].every((k) => termKeys(text).has(k));
    // A room's summer rate is its July rate; the year wraps for a winter season.
    expect(has('Summer (May 1 - Sep 14): $339', 'july')).toBe(true);
    expect(has('Quiet Season (Nov 1 - Apr 30): $229', 'february')).toBe(true);
    expect(has('Quiet Season (Nov 1 - Apr 30): $229', 'july')).toBe(false);
    expect(has('The pool is open June through August, 10am to 6pm', 'july')).toBe(true);
    expect(has('sept. 1 to dec. 15: $40 a week', 'november')).toBe(true);
    // The day before the month, and years (review).
    expect(has('Summer (1 May - 14 Sep): £95 a night', 'july')).toBe(true);
    expect(has('Winter hours, Dec 2024 - Mar 2025: 10am - 4pm', 'january')).toBe(true);
    // Words that start like a month are no month; a change of date is no range; one month is no range.
    expect(has('Marketing to Decorations: $5', 'july')).toBe(false);
    expect(has('The craft fair has moved from May to September this year, 9am - 3pm', 'july')).toBe(false);
    expect(has('March 3 – March 20, $20', 'april')).toBe(false);
    // A range that prices or times nothing: an exhibition's dates say nothing of October (review).
    expect(has('Autumn art exhibition in the cafe, Sep 3 – Nov 14, open to all.', 'october')).toBe(false);
    expect(has('Exhibition runs Sep 3 - Nov 14. Tickets $12.', 'october')).toBe(false);
    // Opening months: open or closed before the range (review).
    expect(has('Open daily April to October, 9-5.', 'july')).toBe(true);
    expect(has('We are open 7 days, April to October. Closed November to March.', 'january')).toBe(true);
    // A question's range asks about its ends, not the months between (review).
    expect(parseQuestion('is the cottage available from may to august, $300 a week?').terms.map((t) => t.key)).not.toContain(
      [...termKeys('july')][0],
    );
  });

  it('recognises small talk', () => {
    expect(smallTalk('Hi!', 'Zoë')).toBe('greeting');
    expect(smallTalk('good morning zoe', 'Zoë')).toBe('greeting');
    expect(smallTalk('Thank you so much', 'Zoë')).toBe('thanks');
    expect(smallTalk('ok great', 'Zoë')).toBe('thanks');
    expect(smallTalk('bye!', 'Zoë')).toBe('goodbye');
    expect(smallTalk('hi, where do I park?', 'Zoë')).toBeNull();
    expect(smallTalk('   ', 'Zoë')).toBe('empty');
  });
});

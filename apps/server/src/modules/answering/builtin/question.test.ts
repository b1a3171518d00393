import { describe, expect, it } from 'vitest';
import { namesSomeone, parseQuestion, splitAsks } from './question.ts';

const parts = (q: string) => splitAsks(q)?.map((p) => ({ cue: p.cue, keys: p.terms.map((t) => t.key) }));

describe('two asks in one message', () => {
  it('splits a message that asks two things of different kinds, each part keeping the topic', () => {
    expect(parts('how much is a root touch up and how long does it take')).toEqual([
      { cue: 'price', keys: ['root', 'touch', 'price'] },
      { cue: 'duration', keys: ['root', 'touch'] },
    ]);
    // The first part names no figure of its own; the second borrows its topic.
    expect(parts('do u do undercoating? how much for my truck')?.[1]).toEqual({ cue: 'price', keys: ['truck', 'price', 'undercoat'] });
  });

  it('leaves one ask whole: more words about it after a "?", or two asks of the same kind', () => {
    expect(splitAsks('price for a camper cabin at three forks? county resident')).toBeNull();
    expect(splitAsks('how much is a haircut and how much is a beard trim')).toBeNull();
    expect(splitAsks('what time do you open on saturday')).toBeNull();
  });
});

describe('what a question asks for', () => {
  const keys = (q: string) => parseQuestion(q).terms.map((t) => t.key);

  it('reads ringing as calling only where it is a call, and asks a phone number only when one is asked for', () => {
    const cue = (q: string) => parseQuestion(q).cue;
    for (const q of ['whats the number to ring', 'whats ur phone number', 'how do i ring you', 'what number do i call to book'])
      expect(cue(q), q).toBe('phone');
    expect(keys('can i ring the club')).toEqual(['club', 'phone']);
    expect(keys('give us a bell')).toEqual(['phone']);
    for (const q of ['can the ring you sold me be resized', 'can i return a ring the shop resized']) expect(keys(q), q).toContain('ring');
    // Questions about phoning that ask no number (review).
    for (const q of [
      'when can i phone you',
      'who should i call',
      'can i call to change the number of guests',
      'do you need my phone number to book',
      'how do i change my phone number on my account',
    ])
      expect(cue(q), q).not.toBe('phone');
  });

  it('asks a phone number for "the phone number" and "the number for" someone, not for another number or about the number', () => {
    const cue = (q: string) => parseQuestion(q).cue;
    for (const q of [
      'whats the phone number for the club office',
      'phone number?',
      'number for sandra merity pls',
      "what's the club's phone number",
      'is there a phone number for the pharmacy',
      'can i get the number for the office',
    ])
      expect(cue(q), q).toBe('phone');
    expect(parseQuestion('number for sandra merity pls').wantsNumber).toBe(true);
    // Review: other numbers, and questions about the number rather than for it.
    for (const q of [
      'whats the number of kids per class',
      'whats the minimum number for a private party',
      'whats the room number for the yoga class',
      'whats the tracking number for my order',
      'is the phone number required to book online',
      'can i change the phone number on my account',
      'do you take phone orders',
    ])
      expect(cue(q), q).not.toBe('phone');
  });

  it('reads "who\'s" and "whos" as "who is": a person asked for, and a name for the owner', () => {
    const cue = (q: string) => parseQuestion(q).cue;
    for (const q of ["who's the club secretary", 'whos the head coach', 'who’s in charge of bookings']) expect(cue(q), q).toBe('who');
    expect(parseQuestion('whos the owner').wantsName).toBe(true);
    expect(parseQuestion("who's ur boss").wantsName).toBe(true);
    expect(cue('whose dog is barking')).not.toBe('who');
    // A relative clause tells about someone; it asks for nobody (review).
    expect(cue('my son whos 6 cant swim yet, do you have lessons for him')).not.toBe('who');
    expect(cue("i have a dog who's really anxious, can i stay with him")).not.toBe('who');
  });

  it('reads "who do I talk to about…" as a person asked for about the topic: the talking counts only where said', () => {
    const terms = (q: string) => parseQuestion(q).terms;
    const talk = terms('who do i talk to about payment plans').find((t) => t.key === 'talk');
    expect(talk).toMatchObject({ optional: true, weak: true });
    // When it is all the question names, it stays what the question is about.
    expect(terms('who can i speak to').find((t) => t.key === 'speak')?.optional).toBeFalsy();
    // Calling stays: the number to call may be the answer.
    expect(keys('who do i call if something goes wrong at night')).toContain('phone');
  });

  it('weighs a family plan, pass or room as the product asked for, and "my family" as the asker\'s own', () => {
    const weakKeys = (q: string) =>
      parseQuestion(q)
        .terms.filter((t) => t.weak)
        .map((t) => t.key);
    expect(weakKeys('do u do a family plan? me, my wife and our 2 kids')).not.toContain('fami');
    // It counts where a page names it, never against a "Household" membership (review).
    expect(parseQuestion('is there a family membership').terms.find((t) => t.key === 'fami')?.optional).toBe(true);
    expect(weakKeys('is there a family pass for the pool')).not.toContain('fami');
    expect(weakKeys('can my family come to watch the recital')).toContain('fami');
  });

  it('reads the ways customers ask for an age limit', () => {
    const cue = (q: string) => parseQuestion(q).cue;
    expect(cue('how old does my kid have to be to start violin lessons')).toBe('age');
    expect(cue('is there an age limit for the climbing wall')).toBe('age');
    // How old a thing is asks for a year or a span, not an age limit.
    expect(cue('how old is the house')).not.toBe('age');
    expect(cue('how young can my daughter start swim lessons')).toBe('age');
    expect(cue('what age can kids join the choir')).toBe('age');
  });

  it('weighs lightly the customer’s own details: a reason after the question, a thing left behind', () => {
    const weak = (q: string) =>
      parseQuestion(q)
        .terms.filter((t) => t.weak)
        .map((t) => t.key);
    const reason = parseQuestion('how late is kittering open on thursdays? want to study after work');
    expect(weak('how late is kittering open on thursdays? want to study after work')).toEqual(expect.arrayContaining(['study', 'work']));
    expect(reason.terms.find((t) => t.key === 'kitter')?.weak).toBe(false);
    expect(weak('how long will my dog be there? need to plan my day')).toContain('plan');
    // A thing left behind, and where, count only where a page names them.
    const optional = parseQuestion('i left my water bottle at the library, how long do you keep lost stuff')
      .terms.filter((t) => t.optional)
      .map((t) => t.key);
    expect(optional).toEqual(expect.arrayContaining(['water', 'bottl', 'library']));
    // A question that is all reason-free keeps its words.
    expect(weak('do you have study rooms for after work')).not.toContain('study');
  });

  it('reads "how much experience" and "how much should she practise" as asking for a span of time, not a price', () => {
    expect(parseQuestion('how much experience does your groomer have').cue).toBe('duration');
    expect(parseQuestion('how much is a groom for a lab').cue).toBe('price');
    // How much of an activity is time too; its price is still a price.
    expect(parseQuestion('How much should my 7 yr old be practicing').cue).toBe('duration');
    expect(parseQuestion('how much does a puppy sleep').cue).toBe('duration');
    expect(parseQuestion('how much does reading club cost').cue).toBe('price');
    expect(parseQuestion('how much is the practice room').cue).toBe('price');
    expect(parseQuestion('How much would a sleep study be without insurance?').cue).toBe('price');
    expect(parseQuestion('how much should he practise each day').cue).toBe('duration');
  });

  it('reads "where is it held" as asking a place: the holding is the frame', () => {
    expect(keys('where is it held')).toEqual(['location']);
    expect(keys('where is the beginners class held')).toEqual(['beginner', 'class']);
    expect(keys('where do the sessions take place')).toEqual(['session']);
    // Running and meeting can be the topic: "the saturday run", "where do you meet".
    expect(keys('where does the saturday run start')).toContain('run');
    expect(keys('where do you meet on saturdays')).toContain('meet');
  });

  it('names someone only with names: not words in capitals, and accented names too', () => {
    expect(namesSomeone('Pack an "OPEN FIRST" box for each person.')).toBe(false);
    expect(namesSomeone('Call ABC Plumbing.')).toBe(false);
    expect(namesSomeone('The shop was started by Ólafur Einarsson in 1996.')).toBe(true);
    expect(namesSomeone('Payment plans: ask Łucja Wójcik.')).toBe(true);
    expect(namesSomeone("Talk to Siobhan O'Neill.")).toBe(true);
  });

  it('reads customers’ ways of asking in the business’s words', () => {
    // lib/customer-phrases.ts, shared with retrieval.
    expect(keys('does anybody there speak portuguese')).toEqual(expect.arrayContaining(['language', 'portugues']));
    expect(keys('does anybody there speak portuguese')).not.toContain('speak');
    expect(keys('can i speak to a manager')).not.toContain('language');
    expect(keys('how do i stop my membership if i need to')).toContain('cancel');
    expect(keys('where is the nearest bus stop')).not.toContain('cancel');
    expect(keys('do u give any break on price for that')).toContain('discount');
    // Not a sibling discount: "both my kids want to rent a violin" asks the rental's price.
    expect(keys('both my kids want to rent a violin')).not.toContain('sibling');
    expect(keys('is there a discount for siblings')).toContain('sibling');
    // Not "can i bring my mom", not "appointments online", not "storm doors".
    expect(keys('can i bring my mom to my appointment')).not.toContain('referral');
    expect(keys('can i pay for appointments online')).not.toContain('remote');
    expect(keys('do you install storm doors')).not.toContain('weather');
    expect(keys('can lessons be done from home on the computer')).toEqual(expect.arrayContaining(['remote', 'lesson']));
    expect(keys('can lessons be done from home on the computer')).not.toContain('computer');
    expect(keys('my cousin signed up with u bc of me, do i get anything')).toContain('referral');
    expect(keys('is there a recital just for grown ups')).toContain('adult');
    expect(keys('what happens with lessons when theres a big snowstorm')).toContain('weather');
    expect(keys('is there a choir for grownups')).toEqual(expect.arrayContaining(['choir', 'adult']));
    expect(keys('how long has your groomer been grooming')).toEqual(['groom']);
    expect(keys('camp ends at 3, is there aftercare')).toContain('aftercare');
    expect(keys('what time will the movers show up')).toEqual(expect.arrayContaining(['arrive', 'mover']));
    expect(keys('Camp extended day to 5:30 pm: $45 per week')).toContain('aftercare');
  });

  it('tells a choice among named things', () => {
    expect(parseQuestion('which news stations covered it').wantsNamed).toBe(true);
    // A day, a time, "which one": the cue's or nobody's.
    expect(parseQuestion('which days are you open').wantsNamed).toBe(false);
    expect(parseQuestion('which one is cheaper').wantsNamed).toBe(false);
    expect(parseQuestion('which of your breads are vegan').wantsNamed).toBe(false);
    // Only where a clause starts: "a crown which fell out" is no question (review).
    expect(parseQuestion('i have a crown which fell out last night, can you fix it').wantsNamed).toBe(false);
    expect(parseQuestion('ok so which classes suit beginners').wantsNamed).toBe(true);
    expect(parseQuestion('ok, which classes suit beginners').wantsNamed).toBe(true);
  });

  it('reads paying without insurance as self-pay, and busy as popular', () => {
    expect(keys('paying out of pocket, how much is a visit')).toContain('selfpay');
    expect(keys('i dont have insurance, whats a cleaning cost')).toContain('selfpay');
    expect(keys('do you take my insurance')).not.toContain('selfpay');
    expect(keys('when is it busiest')).toContain('popular');
  });

  it('reads getting hold of someone as contacting', () => {
    expect(keys('email address to get hold of someone?')).toEqual(['email', 'contact']);
    expect(keys('how do i get in touch with you')).toEqual(['contact']);
    expect(keys('is there an email i can write to with a question')).toEqual(['email']);
    // Holding and writing about something else keep their words.
    expect(keys('can you hold my order until friday')).toContain('hold');
    expect(keys('do you write wills')).toContain('writ');
  });
});

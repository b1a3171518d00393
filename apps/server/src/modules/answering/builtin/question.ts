import { expandShorthand } from '../../../lib/chat-shorthand.ts';
import { normalize, stem, termKeys, terms, words, STOP_WORDS } from './tokens.ts';
import { LEFT_BEHIND_RE } from '../../../lib/customer-phrases.ts';
import { customerMeasures, type Measure } from './measures.ts';

/**
 * What kind of answer a question wants. "How much…" wants a price, "how long…" a duration,
 * "who…" a person: a sentence that carries that kind of fact is a better answer than one that
 * only repeats the question's words.
 */
export type Cue = 'price' | 'duration' | 'time' | 'who' | 'where' | 'distance' | 'temperature' | 'age' | 'count' | 'phone';

/** A month and a day, either way round: "Oct 17", "March 3rd", "17 of October". */
const MONTH_DAY = String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b`;

/** "Bring the record on or before the first day": a when told by the customer's own first visit. */
const FIRST_DAY = String.raw`\b(?:on|before|by|at|after) (?:the|your|their|his|her|a|each) (?:first|last|next) (?:day|visit|class|lesson|session|appointment|night)\b`;

/**
 * A day, or every day, and its hours without am or pm: "Mon–Fri 9–5", "Sat 10-2", "Open 7 days
 * 8-4". Not a date ("Sat 12-14 March"), an age group ("Saturday 8-12 year olds"), a stay ("Fri–Sat
 * 2-3 nights") or a score ("Saturday 6-4 6-2 against…", review).
 */
const DAY_HOURS = String.raw`(?<!\b(?:drew|drawn|draw|won|win|beat|lost|lose|scored?)\b[^.]{0,20})\b(?:(?:mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?|daily|every day|(?:7|seven) days(?: a week)?)\.?:?\s+\d{1,2}(?:[:.]\d{2})?\s?(?:-|–|—|to|till|until)\s?\d{1,2}(?:[:.]\d{2})?(?!\d|\.\d|\s?(?:%|st\b|nd\b|rd\b|th\b|[/.-]\d)|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\s*(?:years?|yrs?|year-olds?|y\.?o|mins?|minutes|months?|weeks?|days?|nights?|hours?|hrs|spaces?|places?|ft|feet|metres?|meters?|cm|km|kg|lbs?|inch(?:es)?|miles?|people|guests|for|win|won|lost|draw|drew|goals?|points?|pts)\b|\s*\d{1,2}\s?-\s?\d|[^.]*\b(?:against|beat|beating|defeat(?:ed)?|v|vs)\b)`;
const DAY_HOURS_RE = new RegExp(DAY_HOURS, 'i');

const CUE_PATTERNS: Record<Cue | 'clock' | 'headcount' | 'date', RegExp> = {
  price: /[$€£]\s?\d|\b\d+[.,]\d{2}\b|\b\d+\s?(?:dollars|usd|euros?|eur|gbp|pounds)\b|\b\d+(?:\.\d+)?\s?%|\bfree\b|\bno charge\b/i,
  duration:
    /\b\d+(?:\s*(?:to|-|–|or)\s*\d+)?(?:\s*|-)(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\((?:minutes|mins|hours|days|weeks|months|years)\):\s*\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several|an?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\bsame[- ]day\b|\b(?:once|twice|three times) (?:a|per|every) (?:day|week|month|year)\b|\bevery (?:other |few |couple of |\d+ |(?:two|three|four|five|six|ten|twelve) )?(?:day|week|month|year|season)s?\b|\b(?:annually|yearly)\b/i,
  time: new RegExp(
    String.raw`\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?\s*(?:,|–|-|—|to|&|and|\/)\s*(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays?\b|\bnoon\b|\bmidnight\b|\b(?:dawn|dusk|sunrise|sunset)\b|${MONTH_DAY}|${FIRST_DAY}`,
    'i',
  ),
  distance:
    /\b\d+(?:\.\d+)?(?:\s*(?:to|-|–)\s*\d+(?:\.\d+)?)?(?:\s*|-)(?:miles?|mi|km|kilomet(?:er|re)s?|blocks?)\b|\b\d+(?:\s*(?:to|-|–)\s*\d+)?\s*(?:minutes?|mins?)(?:'|’)?\s+(?:drive|walk|away|by car|on foot|from)\b|\bnext door\b|\bacross the (?:street|road)\b/i,
  temperature: /-?\d+(?:\.\d+)?\s?°\s?[fc]?\b|\b-?\d+\s?(?:degrees?|deg)\b|\bfreezing\b/i,
  // Ages as figures, and as pages also write them: "from 6 months", "8 to 16 weeks old", "age six",
  // "by their first birthday", "grades 1 to 5".
  age: /\b(?:ages?|aged)\s*\d+|\b\d+\s*(?:years?|yrs?)(?:[- ]old|\s+(?:and|or)\s+(?:up|older|over|under|younger))|\b\d+\s*\+|\b(?:under|over|older than|younger than|at least) \d+\b|\b\d+ (?:and|or) (?:up|older|over|under|younger)\b|\b(?:ages?|aged)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:months?|weeks?|years?)[- ]old\b|\b(?:from|at|by|after|over|under|before)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\s+(?:months?|weeks?|years?)\b|\bfirst birthday\b|\bturns?\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|sixteen|eighteen)\b|\bgrades?\s+(?:\d+|k)\b/i,
  // A number of things: digits, or the words for one; not "no", "a couple" or "a pair", which
  // ordinary sentences are full of.
  count:
    /\b\d+\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|dozens?|both|none|zero)\b/i,
  /** How many a place or event takes: "Capacity: 200", "seats 60", "40–60 guests". */
  headcount:
    /\b\d+(?:\s?(?:–|-|to)\s?\d+)?\s?(?:people|ppl|guests|persons|seats|adults|kids|children|attendees|participants)\b|\bcapacity\b[^.\d]{0,20}\d+|\b(?:seats|holds|fits|accommodates|sleeps)\s+(?:up to\s+)?\d+\b/i,
  /** A date in the past or future: a month and day, a month and year, or a year ("in 1988", "since 2005"). */
  date: new RegExp(String.raw`${MONTH_DAY}|\b(?:1[89]|20)\d\d\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d+ (?:years?|months?|weeks?) ago\b`, 'i'),
  /** The part of "time" that is a time of day, not a day; "Mon–Fri 9–5", "Sat 10-2" are hours without am or pm. */
  clock: new RegExp(
    String.raw`\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|${DAY_HOURS}|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\bnoon\b|\bmidnight\b|\b(?:dawn|dusk|sunrise|sunset)\b|\b24 hours\b|\b24\/7\b`,
    'i',
  ),
  // A title, a credential, or a name with its role ("Łucja Wójcik, our financing coordinator").
  who: /\b(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+\p{Lu}|,\s*(?:RDH|DDS|DMD|MD|RN|NP|PA|Esq|CPA)\b|\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+,?\s+(?:is\s+)?(?:our|the)\s+(?:[\p{Ll}-]+\s+){0,3}(?:coordinator|manager|director|owner|specialist|technician|assistant|lead|head|chef|baker|attorney|lawyer|paralegal|veterinarian|vet|nurse|groomer|stylist|receptionist|advis[eo]r|consultant|founder|partner|supervisor|dispatcher|hygienist|dentist|doctor|officer|administrator|accountant|bookkeeper|agent|planner|innkeeper|mechanic)s?\b/u,
  /** Where a phone number may be ("051 381426", "(555) 014-7000", "+44 20 7946 0958"); holdsPhoneNumber decides. */
  phone: /\+?\(?\d[\d\s().-]{5,}\d/,
  where:
    /\b(?:street|st\.|avenue|ave\.?|road|rd\.|lane|drive|boulevard|blvd|suite|floor|building|behind|next to|across from|entrance|located|corner|parking lot|lot|highway|route|upstairs|downstairs|take place in)\b|\b(?:room|office|hall|studio) \d+\b/i,
};

/**
 * A name: two capitalised words in a row, not where a sentence starts ("Delphine Harrow", "Summit
 * Ridge Credit Union", "Siobhan O'Neill"). Not words in capitals: "pack an OPEN FIRST box" names nobody.
 */
const NAME_WORD = String.raw`\p{Lu}(?:\p{Ll}|['’]\p{Lu})[\p{L}'’-]*`;
// \b is ASCII-only even with the u flag, so it would never start "Ólafur" or "Łucja".
const NAME_RE = new RegExp(String.raw`(?<!^|[.!?:]\s)(?<![\p{L}\p{N}])${NAME_WORD}\s+${NAME_WORD}`, 'u');

export function namesSomeone(text: string): boolean {
  return CUE_PATTERNS.who.test(text) || NAME_RE.test(text);
}

export function cueMatches(cue: Cue | 'clock' | 'headcount' | 'date', text: string): boolean {
  if (cue === 'phone') return holdsPhoneNumber(text);
  // "Open 7 days 8-4" is a time, as "9am" is.
  if (cue === 'time') return CUE_PATTERNS.time.test(text) || DAY_HOURS_RE.test(text);
  return CUE_PATTERNS[cue].test(text);
}

const GLOBAL_CUE_PATTERNS = new Map<string, RegExp>();
const PHONE_CANDIDATE_RE = /(?<![\d,$€£/]|\d\.)\+?\(?\d[\d\s().-]{5,}\d(?!\d|[.,]\d|\s?%)/g;
/** Digits that only look like a phone number: dates, years or hours from and to, a ZIP+4 code. */
const NOT_A_PHONE_RE =
  /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}-\d{2}-\d{2}$|^\d{4}\s?[-–]\s?\d{2,4}$|^\d{1,2}[.:]\d\d\s?[-–]\s?\d{1,2}[.:]\d\d$|^\d{5}-\d{4}$/;

/** Whether a text states a phone number: seven digits or more, written as people write phone numbers. */
function holdsPhoneNumber(text: string): boolean {
  return phoneNumbersIn(text).length > 0;
}

/** Every phone number a text states, with where it starts (contact-lines.ts reads what stands before it). */
export function phoneNumbersIn(text: string): { index: number; number: string }[] {
  const out: { index: number; number: string }[] = [];
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    const found = m[0].trim();
    if ((found.match(/\d/g) ?? []).length >= 7 && !NOT_A_PHONE_RE.test(found)) out.push({ index: m.index, number: found });
  }
  return out;
}

/** An email address within a text. */
export const EMAIL_IN_TEXT_RE = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/**
 * The figures of a cue's kind a text states, each whole and folded ("$0.84", "9:00am", "30-minute"):
 * the cue's pattern finds where one starts, and the digits that follow are part of it ("$45" is not "$4").
 */
export function cueFigures(cue: Cue, text: string): Set<string> {
  let re = GLOBAL_CUE_PATTERNS.get(cue);
  if (!re) {
    const own = CUE_PATTERNS[cue];
    re = new RegExp(own.source, `${own.flags}g`);
    GLOBAL_CUE_PATTERNS.set(cue, re);
  }
  const out = new Set<string>();
  for (const m of text.matchAll(re)) {
    const rest = /^(?:[\d]|[.,:]\d)*/.exec(text.slice(m.index + m[0].length))![0];
    out.add(`${m[0]}${rest}`.toLowerCase().replace(/\s+/g, ''));
  }
  return out;
}

export interface QueryTerm {
  key: string;
  weak: boolean;
  /** Added because of the question's form ("how much" → price), not a word of its own. */
  fromCue?: boolean;
  /** A detail of the customer's ("my water bottle" left behind): counts where a page names it, never against one that does not. */
  optional?: boolean;
}

export interface ParsedQuestion {
  terms: QueryTerm[];
  cue: Cue | null;
  /** "What flavours do you have?", "what kinds of systems do you work on": the answer is a list. */
  list?: boolean;
  /** "Who owns…", "who runs…": only a quote that names someone answers. */
  wantsName?: boolean;
  /** "Which news stations…": a quote answers only if it names something the question does not, or gives a number. */
  wantsNamed?: boolean;
  /** "What time…", "skate times", "what hours…": a time of day answers, a day name alone does not. */
  wantsClock?: boolean;
  /** "When was your first…", "when did you open": a date or a year answers, a weekday or a time of day does not. */
  wantsDate?: boolean;
  /** "What's your phone number?", "the number to ring": a number to dial answers, a sentence about phoning does not. */
  wantsNumber?: boolean;
  /** "Black Friday", "Easter Monday": a day named as one date of the year, not a weekday. */
  holidayDay?: boolean;
  /** "Whats ur number": the business's own, as its contact card gives it; not the gas board's emergency line. */
  wantsOwnNumber?: boolean;
  /** "Who do I talk to about parking?": a person, a team or a way to reach one answers; "Parking is free" does not. */
  wantsReach?: boolean;
  /** "What time of year…": a season, a month or a holiday answers, other than one the question names. */
  wantsSeason?: boolean;
  /** "When does the last shuttle leave on monday?": the day asked (mon, tues…); the answer must say more than that day. */
  dayNamed?: string;
  /** The customer's own weight, age or distance ("my 70 lb lab"), for telling which stated limit is theirs. */
  measures: Measure[];
  /**
   * A figure the customer gives of their case that a yes-or-no answer turns on: how long before
   * something ("if I cancel 3 weeks before…"), or how many a place must take ("big enough for
   * about 180 people?").
   */
  ownFigures: OwnFigure[];
}

export type OwnFigure = 'duration' | 'headcount';

/** "Cancel 3 weeks before", "10 days ahead": a notice the customer would give. */
const OWN_NOTICE_RE = /\b\d+\s?-?\s?(?:hours?|hrs?|days?|weeks?|wks?|months?)\s+(?:before|ahead|in advance|early|prior|beforehand)\b/;
/** "About 180 people, is the pavilion big enough": a headcount asked against a place's room. */
const OWN_HEADCOUNT_RE = /\b\d+\s?(?:people|ppl|guests|persons|kids|children|adults|attendees)\b/;
const ASKS_ROOM_RE = /\b(?:big|large|enough room|room for|fit|fits|hold|holds|capacity|accommodate|seat|seats|space for)\b/;

function ownFigures(norm: string): OwnFigure[] {
  const kinds: OwnFigure[] = [];
  if (OWN_NOTICE_RE.test(norm)) kinds.push('duration');
  if (OWN_HEADCOUNT_RE.test(norm) && ASKS_ROOM_RE.test(norm)) kinds.push('headcount');
  return kinds;
}

const CHILD_AGE_RE =
  /\b(?:my|our|a|an) \d+[- ]?(?:years?|yrs?|yo)[- ]?olds?\b|\b(?:son|daughter|kid|child|boy|girl|grandson|granddaughter|teen|teenager|he|she)(?:s| is) (?:only |just |almost |nearly |about )?\d+\b|\bhow (?:old|young) (?:do|does|must|should|can|could|will|would|is|are) (?:\w+ ){1,3}(?:be|have to be|has to be|need to be|needs to be|start|begin|join|enroll|sign up)\b|\bwhat age\b|\b(?:age limit|minimum age|age requirement|age range)s?\b/;

/**
 * "How much should my 7 yr old be practicing", "how much do puppies sleep": how much of an activity
 * asks a span of time, not a price ("how much does training cost" and "how much would a sleep
 * study be" still ask a price: the activity ends the question or goes on with when, review).
 */
const HOW_MUCH_DOING_RE =
  /\bhow much (?:should|do|does|must|would|will) (?:\w+ ){1,4}(?:be )?(?:practi[cs](?:e|ing)|study(?:ing)?|sleep(?:ing)?|exercis(?:e|ing)|rest(?:ing)?|read(?:ing)?)(?=\s*(?:$|[?.!,;]|(?:a|each|every|per|before|after|at|on|daily|weekly)\b))(?!.*\b(?:cost|costs|charge|pay|fee|fees|price)\b)/;

/**
 * "How much TV or iPad time do the kids get", "how much outdoor time": an amount of an activity's
 * time, not a price. Only such activities: "how much full-time daycare", "how much ice time",
 * "how much weekend tee time" and "how much to mow one time" ask prices (review).
 */
const TIME_OF = String.raw`(?:tv|television|ipad|tablet|screen|computer|phone|video game|outdoor|outside|play|nap|quiet|reading|study|practice|rest|down|tummy|sleep)s?`;
const HOW_MUCH_OF_A_TIME_RE = new RegExp(
  String.raw`\bhow much ${TIME_OF}(?: (?:or|and) ${TIME_OF})? time\b(?!.*\b(?:cost|costs|charge|pay|fee|fees|price)\b)`,
);

/**
 * "How long will my dog be there? need to plan my day", "how late is kittering open on thursdays?
 * want to study after work": a reason given after the question says why it is asked, not what
 * about; its words are the customer's details.
 */
const REASON_RE =
  /(?:[?!;]|,|\s-\s)\s*((?:i |we |i'm |im |we're )?(?:need|needs|want|wanna|trying|hoping|planning|just want|so i can|so we can|because|bc|cause|cuz|since) [^?]*)$/;

/** "What time is the market", "public skate times", "what hours is the splash pad on": a time of day. */
const ASKS_FOR_A_CLOCK_RE = /\bwhat time\b|\b(?:what|which) hours\b|\btimes\b|\bhow (?:early|late)\b/;

/**
 * "When does the last shuttle leave on monday?": the customer names the day, so the answer is a
 * time of it; "please leave plenty of time on Monday" says only the day back.
 */
const NAMES_ITS_DAY_RE = /\bwhen\b.*\b(?:on|this|next|for) (mon|tues|wednes|thurs|fri|satur|sun)days?\b/;

/** "What time of year is best to plant trees": a season or a month, not a time of day or a date. */
const ASKS_FOR_A_SEASON_RE = /\bwhat time of (?:the )?year\b/;

/** "Public skate times", "class times": the times something is on ("how many times", "3 times a week" are counts). */
const ASKS_FOR_TIMES_RE = /\btimes\b(?<!\b(?:many|several|few|\d+|one|two|three|four|five|six|ten) times)(?! (?:a|an|per|each|every)\b)/;

/** "Where is it held", "where does the class take place": words that only frame a where-question. */
const WHERE_FRAME_RE = /\b(?:held|hosted|happening|take place|takes place|taking place|based)\b/;
const WHERE_FRAME_WORDS = ['held', 'hosted', 'happening', 'take', 'takes', 'taking', 'place', 'based'];

const FAMILY_PRODUCT_RE =
  /\bfamily (?:plan|membership|member|pass|passes|ticket|tickets|rate|rates|discount|package|deal|room|rooms|suite|price|pricing|tier|option|day|swim|skate|night|session|account|subscription)s?\b/;

const BRING_FRAME_RE = /\b(?:can|could|may|should|shall|do|is it ok (?:if|to)|am i allowed to) (?:i|we|u|you|they)? ?(?:bring|brings)\b/;
/** "Who do I talk to about…", "who should we speak with regarding…": a person to reach about a topic. */
const WHO_TO_ASK_RE = /\bwho (?:do|should|can|could|would|will|shall) (?:i|we) (talk|speak|ask|see|contact|reach out|chat|go)\b/;

/** "Who owns…", "who runs…": only a person's name answers. */
const ASKS_FOR_A_NAME_RE =
  /\bwho (?:owns|runs|founded|started|manages|is (?:the |your )?(?:owner|manager|boss|founder|in charge))\b|\bwhos (?:the |your |ur )?(?:owner|manager|boss|founder|in charge)\b/;

const WHEN_ASKS_RE =
  /(?:^|[.?!,;:]\s*|\b(?:and|but|so|or|then)\s+)when\b|\bwhen (?:do|does|did|is|are|was|were|can|could|will|would|should|shall|am|has|have)\b|\b(?:what time|(?:what|which) (?:days?|hours))\b/;

/**
 * What kind of answer a question asks for, first rule that matches wins: "how early can I drop off"
 * (a time of day) before "how early" (notice), "how far" (a distance), "how many" (a count, also of
 * things with a price: "how many classes does the $90 pass get me") and "how much" (a price) before a
 * child's age, "who", "where", and last "when" as a question word ("…when he's boarding" asks none).
 */
const CUE_RULES: { cue: Cue; asks: (norm: string, seen: Map<string, QueryTerm>) => boolean }[] = [
  {
    cue: 'time',
    asks: (n) =>
      /\bhow (?:early|late) (?:can|do|does|is|are|will|could)\b/.test(n) && !/\b(?:book|order|reserve|schedule|notice)\w*\b/.test(n),
  },
  {
    cue: 'duration',
    asks: (n) =>
      /\bhow (?:long|often|many (?:minutes|hours|days|weeks|months|years)|much (?:time|notice|experience)|soon|early|far (?:ahead|in advance|before))\b|\bin advance\b/.test(
        n,
      ) ||
      HOW_MUCH_DOING_RE.test(n) ||
      HOW_MUCH_OF_A_TIME_RE.test(n),
  },
  { cue: 'distance', asks: (n) => /\bhow (?:far|close|near)\b/.test(n) },
  {
    cue: 'temperature',
    asks: (n) => /\bhow (?:cold|hot|warm|low|high) (?:does it|is it|do you|can it|should)\b|\bwhat temperature\b/.test(n),
  },
  { cue: 'count', asks: (n) => /\bhow many\b/.test(n) },
  { cue: 'price', asks: (n, seen) => /\bhow much\b/.test(n) || seen.has('price') },
  { cue: 'age', asks: (n) => CHILD_AGE_RE.test(n) },
  // "Who's" folds to "whos", which is also a relative clause's ("my son whos 6"): only where a clause starts.
  {
    cue: 'who',
    asks: (n) =>
      /\bwho\b|(?:^|[.?!,;:]\s*|\b(?:and|but|so|or|then)\s+)whos\b|\b(?:does|do|is there|are there) (?:anyone|anybody|someone|somebody)\b/.test(
        n,
      ),
  },
  { cue: 'where', asks: (n, seen) => /\bwhere\b/.test(n) || seen.has('location') },
  // "What's your phone number?", "how do I ring you": a sentence that states a phone number is a
  // better answer than one that mentions phoning ("a cell phone rings while the ball is in play");
  // one that asks for the number needs it (wantsNumber).
  { cue: 'phone', asks: (n, seen) => seen.has('phone') && asksPhoneNumber(n) },
  { cue: 'time', asks: (n, seen) => WHEN_ASKS_RE.test(n) || seen.has('hours') || ASKS_FOR_TIMES_RE.test(n) },
];

const PHONE_ASKS_RE =
  /\b(?:your|ur|yr) (?:phone|telephone|tel|cell|mobile|landline|contact) (?:no|number|#)\b|\bwhats? (?:is |are )?(?:your|ur|yr) (?:phone|telephone|number)\b(?! (?:of|for)\b)|\bnumbers? (?:to|i can|i should|should i|do i|can i) (?:call|ring|phone)\b|(?:\bhow (?:do|can)|^\W*(?:can|could|may)) (?:i|we) (?:call|ring|phone) (?:you|u|ya)\b/;
/**
 * "Whats the phone number for the club office", "phone number?", "number for sandra merity pls":
 * the number asked for. Not "the minimum number for a party" or "the room number for yoga", and not
 * when the question is about the number ("is the phone number required", "can i change the phone
 * number on my account"), unless it asks to be given one ("can i get the number for…").
 */
const THE_PHONE_NUMBER_RE =
  /\b(?:the|a|an|any|their|its|his|her|\w+(?:'s|s)) (?:phone|telephone|tel|cell|mobile|landline|contact) (?:no|number|#)\b|^\W*(?:phone|telephone) (?:no|number|#)\b/;
const ABOUT_THE_NUMBER_RE = /^\W*(?:is|are|can|could|should|do|does|did|why|how|will|would)\b(?! there\b| (?:i|we) (?:get|have)\b)/;
/** Not the number of something that has its own: a key safe's code, the wifi, a bus, an order, a party's size (review). */
const NUMBER_FOR_RE =
  /(?:^\W*|\b(?:the|a|your|ur|yr|any) )numbers? for\b(?! (?:the |a |an |my |our |your |this |that )?(?:\w+ )?(?:keys?|lock|lockbox|lockers?|safe|gate|door|code|alarm|wifi|wi-fi|internet|password|bus|buses|train|tram|route|shuttle|orders?|tracking|booking|reservation|room|table|seat|tickets?|raffle|account|invoice|size|small|medium|large|party|group|class|tour|guests|people|kids)\b)/;

function asksPhoneNumber(norm: string): boolean {
  return PHONE_ASKS_RE.test(norm) || ((THE_PHONE_NUMBER_RE.test(norm) || NUMBER_FOR_RE.test(norm)) && !ABOUT_THE_NUMBER_RE.test(norm));
}

/** The question's words that only say what kind of answer it wants ("how LONG", "how FAR ahead"). */
const FRAME_WORDS: Partial<Record<Cue, string[]>> = {
  duration: ['long', 'often', 'soon', 'early', 'far', 'ahead', 'advance'],
  distance: ['far', 'close', 'near'],
  temperature: ['cold', 'hot', 'warm', 'low', 'high', 'temperature'],
  time: ['early', 'late'],
  age: ['young', 'old'],
  phone: ['number'],
};

const HOLIDAY_DAY_RE = /\b(?:black|good|easter|holy|palm|cyber|holiday|whit|ash|shrove|super) (?:mon|tues|wednes|thurs|fri|satur|sun)day\b/;

const WHAT_YOU_DO_RE =
  /^\W*(?:so |and )?what (?:do|does|can) (?:you|u|ya|you guys|u guys|y'all|your (?:company|business|team)) (?:do|offer|provide|sell)\b/;

const LIST_QUESTION_RE =
  /\bwhat (?:kinds?|types?|sorts?|varieties|options|choices|brands|makes)\b|\b(?:what|which) (?:\w+ ){1,2}(?:do|can|does) (?:you|u|ya|they|the \w+) (?:have|offer|sell|make|bake|carry|stock|serve|do|work on|fix|repair|treat|see|cover|handle|take|accept|speak)\b/;

/**
 * "Which news stations covered it", "which breads are vegan": a choice among things the answer
 * names, where a clause starts ("a crown which fell out" asks nothing). Not a day, a time or a
 * month (the time cue's), and not "which one" or "which of".
 */
const ASKS_WHICH_RE =
  /(?:^\W*|[.?!,;:]\s*|\b(?:and|but|so|or|then)\s+)which (?!(?:one|ones|of|is|are|days?|nights?|hours?|times?|months?|dates?|weeks?|weekends?)\b)[a-z]/;

/** Content terms (stop and filler words removed, synonyms folded) and the answer cue. */
export function parseQuestion(typed: string): ParsedQuestion {
  const question = expandShorthand(typed);
  const norm = normalize(question);
  const seen = new Map<string, QueryTerm>();
  for (const t of terms(question, { dropFiller: true })) {
    const prev = seen.get(t.key);
    if (!prev) seen.set(t.key, { key: t.key, weak: t.weak });
    else if (!t.weak) prev.weak = false;
  }
  // "How much is a service call", "your call-out fee": the call is a visit, not the phone, in a
  // question. A page's "Call 555-0101 to book a service call" still names the phone (review).
  if (seen.has('servicecall') && !asksPhoneNumber(norm)) seen.delete('phone');
  // "I left my water bottle at the library": the bottle and the library are the customer's
  // details, counted where a page names them; a reason after the question is weighed lightly.
  const left = LEFT_BEHIND_RE.exec(norm);
  if (left) for (const k of [...termKeys(`${left[1]} ${left[2] ?? ''} left`), stem('lost')]) if (seen.has(k)) seen.get(k)!.optional = true;
  // "Do u do a family plan?": a family membership, pass or room is a product, not the asker's
  // household; it counts where a page names it, never against a "Household" membership (review).
  if (FAMILY_PRODUCT_RE.test(norm)) {
    const family = seen.get(stem('family'));
    if (family) Object.assign(family, { weak: false, optional: true });
  }
  const reason = REASON_RE.exec(question.toLowerCase())?.[1];
  if (reason) for (const k of termKeys(reason)) if (seen.has(k)) seen.get(k)!.weak = true;
  // "Number for Sandra Merity pls", "the number for the office": the number to dial.
  if (NUMBER_FOR_RE.test(norm) && !ABOUT_THE_NUMBER_RE.test(norm) && !seen.has('phone'))
    seen.set('phone', { key: 'phone', weak: false, fromCue: true });
  // "Whats ur number": asked like a phone number, it is one (the phone is what it is about, so any
  // figure is not the answer: a contact card's labelled number is, answer.ts CONTACT_LINES).
  if (PHONE_ASKS_RE.test(norm) && !seen.has('phone')) seen.set('phone', { key: 'phone', weak: false });
  // "What time of year…" asks a season or a month, which no time-of-day pattern holds.
  const cue = ASKS_FOR_A_SEASON_RE.test(norm) ? null : (CUE_RULES.find((r) => r.asks(norm, seen))?.cue ?? null);
  // The words that ask ("how LONG", "how FAR", "how EARLY can I…") are not the topic.
  for (const w of (cue && FRAME_WORDS[cue]) ?? []) seen.delete(stem(w));
  // "Who do I talk to about payment plans?": the talking is how the customer would reach the
  // person asked for, not what about: it counts where a page says it ("talk to our events
  // coordinator"), never against one that does not. Not when it is all the question names ("who
  // can I speak to?"). Calling stays: "who do I call at night" wants a number.
  const toAsk = cue === 'who' ? WHO_TO_ASK_RE.exec(norm) : null;
  let wantsReach = false;
  if (toAsk) {
    const verb = termKeys(toAsk[1]!);
    if ([...seen.values()].some((t) => !t.weak && !t.fromCue && !verb.has(t.key))) {
      wantsReach = true;
      for (const k of verb) if (seen.has(k)) Object.assign(seen.get(k)!, { optional: true, weak: true });
    }
  }
  // "Can I bring my guide dog?": the bringing is the frame, what is brought the topic. It counts
  // where a page says it ("bring your own wine"), never against one that does not ("guide dogs
  // are welcome").
  if (BRING_FRAME_RE.test(norm)) {
    const bring = seen.get(stem('bring'));
    if (bring && [...seen.values()].some((t) => t !== bring && !t.weak && !t.fromCue)) Object.assign(bring, { optional: true, weak: true });
  }
  // "How do your reward points work?": the working is the question's frame, not its topic.
  if (/\bhow (?:do|does|will|would) [\w ]{1,40} work\b/.test(norm)) seen.delete(stem('work'));
  // "Where is the class held?": the holding is the frame; the class is the topic. With no topic
  // left ("where is it held?") the question asks where the business is.
  if (cue === 'where' && WHERE_FRAME_RE.test(norm)) {
    for (const w of WHERE_FRAME_WORDS) seen.delete(stem(w));
    if (![...seen.values()].some((t) => !t.weak)) seen.set('location', { key: 'location', weak: false, fromCue: true });
  }
  // "Where are you?", "where r u guys": where the business is.
  if (cue === 'where' && seen.size === 0 && /\bwhere (?:are|r) (?:you|u|ya|y'all)\b/.test(norm))
    seen.set('location', { key: 'location', weak: false });
  // "What do you do?", "what do u guys offer": the business's services, as a list.
  const whatYouDo = seen.size === 0 && WHAT_YOU_DO_RE.test(norm);
  if (whatYouDo) seen.set(stem('services'), { key: stem('services'), weak: false });
  // "How much is a cleaning?" is a price question even though "much" itself is filler.
  if (cue === 'price' && !seen.has('price')) seen.set('price', { key: 'price', weak: false, fromCue: true });
  return {
    terms: [...seen.values()],
    cue,
    list: cue === null && (LIST_QUESTION_RE.test(norm) || whatYouDo),
    wantsName: ASKS_FOR_A_NAME_RE.test(norm),
    wantsNamed: cue === null && ASKS_WHICH_RE.test(norm),
    wantsClock: cue === 'time' && ASKS_FOR_A_CLOCK_RE.test(norm),
    dayNamed: cue === 'time' && !ASKS_FOR_A_CLOCK_RE.test(norm) ? NAMES_ITS_DAY_RE.exec(norm)?.[1] : undefined,
    wantsReach,
    wantsSeason: ASKS_FOR_A_SEASON_RE.test(norm),
    wantsDate: cue === 'time' && /\bwhen (?:was|were|did)\b/.test(norm),
    wantsNumber: cue === 'phone' && /\bnumbers?\b/.test(norm),
    holidayDay: HOLIDAY_DAY_RE.test(norm),
    wantsOwnNumber:
      cue === 'phone' &&
      /\b(?:your|ur|yr) (?:phone |telephone |tel |contact |office )?(?:no|number|#)\b|\bthe (?:phone|telephone|contact) (?:no|number|#)\W*$/.test(
        norm,
      ),
    measures: customerMeasures(question),
    ownFigures: ownFigures(norm),
  };
}

const ASK_WORD = String.raw`(?:what|whats|what's|when|how|where|who|whos|who's|which|is|are|do|does|did|can|could|will|would|if)\b`;
const ASKS_RE = new RegExp(String.raw`^\s*(?:(?:and|also|so|plus|but|&)\s+)?${ASK_WORD}`, 'i');
/** Where a message asks a second thing: after a "?" with more to come, or at "and what…", "& when…". */
const SECOND_ASK_RE = new RegExp(String.raw`\?+\s+(?=\S)|,?\s+(?:and|&|also|plus)\s+(?=${ASK_WORD})`, 'i');

/** A message cut where SECOND_ASK_RE finds a second ask (the first keeps its "?"), else null. */
function cutAsks(question: string): [string, string] | null {
  const at = SECOND_ASK_RE.exec(question);
  if (!at) return null;
  return [question.slice(0, at.index + (at[0].startsWith('?') ? 1 : 0)), question.slice(at.index + at[0].length)];
}

/**
 * The words of each ask of a two-part message as the customer wrote them (leading "and", "also"
 * and the like aside), where splitAsks splits it; null when it asks one thing.
 */
export function askTexts(question: string): [string, string] | null {
  const cut = cutAsks(question);
  if (!cut) return null;
  return [cut[0].trim(), cut[1].replace(/^\s*(?:and|also|so|plus|but|&)\s+/i, '').trim()];
}

/**
 * Whether an ask's words are a question ("is there a minimum", "what are your hours?"), not a
 * remark after one ("will be our first visit!", "can't wait to bring Max in").
 */
export function isQuestionLike(text: string): boolean {
  return /\?/.test(text) || ASKS_A_QUESTION_RE.test(normalize(text));
}
const ASKS_A_QUESTION_RE =
  /^(?:what|whats|when|how|where|who|whos|which|why|(?:is|are|do|does|did|can|could|will|would|should|have|has)\s+(?:i|we|you|u|ya|it|there|they|he|she|my|our|your|ur|the|a|an|this|that|these|those|any|anyone|someone)\b)/;

/**
 * "How old do you have to be to lifeguard and what's the pay?": two questions, each with its own
 * kind of answer. The parts when a message asks two things of different kinds, else null.
 */
export function splitAsks(
  question: string,
  parse: (text: string) => ParsedQuestion = parseQuestion,
): [ParsedQuestion, ParsedQuestion] | null {
  const cut = cutAsks(question);
  if (!cut) return null;
  const [head, rest] = cut;
  const second = parse(rest);
  // "…at three forks? county resident": more about the same ask, not a second one.
  if (second.cue === null && !ASKS_RE.test(rest)) return null;
  const first = parse(head);
  if (first.cue === second.cue && !first.wantsName && !second.wantsName) return null;
  const topic = (p: ParsedQuestion) => p.terms.filter((t) => !t.weak && !t.fromCue);
  const plus = (to: ParsedQuestion, from: ParsedQuestion): ParsedQuestion => ({
    ...to,
    terms: [...to.terms, ...topic(from).filter((t) => !to.terms.some((o) => o.key === t.key))],
  });
  // The second ask goes on about the first's topic ("…spring soccer? and when does the SEASON start");
  // the first takes the second's only when it names none ("do I need to book? how much is a massage").
  return [topic(first).length > 0 ? first : plus(first, second), plus(second, first)];
}

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'empty';

const SOCIAL_WORDS = new Set(
  `hi hello hey heya hiya howdy yo greetings good morning afternoon evening day there thanks thank you thx ty
  cheers appreciate appreciated it bye goodbye see later have nice great wonderful lovely ok okay cool perfect
  awesome got alright how are doing going is everyone all team folks so much very a lot again too`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Recognises messages that are only social ("hi", "thanks!", "bye") so the engine can reply in
 * kind instead of searching the passages. The agent's own name may appear ("hi Zoë").
 */
export function smallTalk(message: string, agentName: string): SmallTalk | null {
  const ws = words(message);
  const nameWords = new Set(words(agentName));
  const rest = ws.filter((w) => !SOCIAL_WORDS.has(w) && !nameWords.has(w) && !STOP_WORDS.has(w));
  if (ws.length === 0) return 'empty';
  if (rest.length > 0) return null;
  const norm = normalize(message);
  if (/\b(?:thanks|thank|thx|ty|cheers|appreciate)/.test(norm)) return 'thanks';
  if (/\b(?:bye|goodbye|see you|later)\b/.test(norm)) return 'goodbye';
  if (/\b(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|morning|afternoon|evening|good day|how are)\b/.test(norm)) return 'greeting';
  // "ok", "great", "cool": an acknowledgement; answer like a thank-you.
  if (ws.every((w) => SOCIAL_WORDS.has(w) || nameWords.has(w))) return 'thanks';
  return null;
}

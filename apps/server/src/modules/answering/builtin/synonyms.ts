import { stem } from './stem.ts';
import {
  AFTERCARE_RE,
  BREAK_ON_PRICE_RE,
  COME_OUT_TO_AREA,
  FIRST_MEETING_RE,
  GROWN_UPS_RE,
  REFERRED_SOMEONE_RE,
  STOP_SUBSCRIPTION_RE,
  REMOTE_VISIT_RE,
  REMOTE_VISIT_WORDS,
  SHOW_UP_RE,
  HAND_OVER_RE,
  HAND_OVER_WORDS,
  OUT_OF_WORK_RE,
  OUT_OF_WORK_WORDS,
  HIRE_A_THING_RE,
  QUIET_SPACE_RE,
  QUIET_SPACE_WORDS,
  ATTENDANCE_RE,
  ATTENDANCE_WORDS,
  TIME_ZONE_RE,
  TIME_ZONE_WORDS,
  SPEAKS_LANGUAGE_RE,
  LEAVE_VEHICLE_RE,
  LEAVE_VEHICLE_WORDS,
  ASSISTANCE_ANIMAL_RE,
  ASSISTANCE_ANIMAL_WORDS,
  OUTDOOR_SEATING_RE,
  OUTDOOR_SEATING_WORDS,
  RING_PHONE_RE,
  RING_PHONE_WORDS,
  POSTCODE_RE,
  POSTCODE_WORDS,
  DELIVERED_TO_RE,
  DELIVERED_TO_WORDS,
  DEADLINE_RE,
  DEADLINE_WORDS,
  RUNNING_LATE_RE,
  RUNNING_LATE_WORDS,
  SERVICE_CALL_RE,
  SERVICE_CALL_WORDS,
  THREW_UP_RE,
  THREW_UP_WORDS,
  THE_RUNS_RE,
  THE_RUNS_WORDS,
  SCREEN_TIME_RE,
  SCREEN_TIME_WORDS,
  LEFT_BEHIND_RE,
  LEFT_BEHIND_WORDS,
} from '../../../lib/customer-phrases.ts';

/**
 * Customer-service wording that means the same thing to the person asking. Each group becomes
 * one "concept" key, so "what do you charge" matches "fee" and "is there wifi" matches "Wi-Fi
 * network". Only unambiguous words belong here: a wrong synonym makes the engine quote the wrong
 * sentence, which is worse than saying it does not know.
 */
const GROUPS: Record<string, string[]> = {
  price: [
    'price',
    'prices',
    'pricing',
    'priced',
    'cost',
    'costs',
    'costing',
    'charge',
    'charges',
    'charged',
    'fee',
    'fees',
    'rate',
    'rates',
    'expensive',
    'cheap',
    'afford',
    'affordable',
    'quote',
    'quotes',
    'usd',
    'dollar',
    'dollars',
    'eur',
    'euro',
    'euros',
    'gbp',
  ],
  payment: [
    'pay',
    'pays',
    'paying',
    'payment',
    'payments',
    'paid',
    'card',
    'cards',
    'credit',
    'debit',
    'cash',
    'visa',
    'mastercard',
    'amex',
    'cheque',
    'cheques',
    'paypal',
    'venmo',
    'zelle',
    'applepay',
  ],
  // Paying over time; "payment plan", "spread the cost"… are in PHRASES below.
  paymentplan: ['financing', 'financed', 'installment', 'installments', 'instalment', 'instalments'],
  overdue: ['overdue', 'pastdue', 'unpaid', 'arrears', 'delinquent'],
  forms: ['form', 'forms', 'paperwork', 'questionnaire', 'questionnaires'],
  online: ['online', 'portal', 'website', 'web'],
  // Not "park": a park is a place ("Eno River park"); "where do I park" is in PHRASES below.
  parking: ['parking', 'parked', 'garage', 'valet'],
  wifi: ['wifi', 'internet', 'wireless', 'hotspot'],
  // "Max pitch size?" ↔ "the maximum size of a pitch".
  maximum: ['max', 'maximum'],
  // A place to sit outdoors, by its names (OUTDOOR_SEATING_RE brings "sit outside" and "outdoor seating").
  patio: OUTDOOR_SEATING_WORDS,
  // Not "hours" itself: "48 hours' notice" is a duration. Phrases such as "opening hours" map
  // to this concept in PHRASES below.
  // Not "closing" either: a house closing is an event, not the end of the day.
  hours: ['open', 'opens', 'opening', 'close', 'closes', 'closed', 'shut'],
  cancel: [
    'cancel',
    'cancels',
    'cancelled',
    'canceled',
    'cancelling',
    'canceling',
    'cancellation',
    'cancellations',
    'reschedule',
    'rescheduled',
    'rescheduling',
    'noshow',
    'noshows',
    'quit',
    'quitting',
  ],
  insurance: [
    'insurance',
    'insured',
    'insure',
    'insurer',
    'insurers',
    'innetwork',
    'outofnetwork',
    'coverage',
    'covered',
    'copay',
    'copays',
    'deductible',
    'ppo',
    'hmo',
    'medicaid',
    'medicare',
  ],
  appointment: [
    'appointment',
    'appointments',
    'appt',
    'appts',
    'visit',
    'visits',
    'booking',
    'bookings',
    'book',
    'booked',
    'schedule',
    'scheduled',
    'scheduling',
    'reservation',
    'reservations',
  ],
  consultation: ['consultation', 'consultations', 'consult', 'consults'],
  location: ['address', 'located', 'location', 'locations', 'directions', 'direction'],
  phone: ['phone', 'phones', 'telephone', 'tel', 'call', 'calls', 'calling', 'called'],
  email: ['email', 'emails', 'emailed'],
  // "Wednesday nights" and "Wednesday evenings" (and "evening" is not the adverb "even").
  evening: ['evening', 'evenings', 'night', 'nights', 'nightly'],
  emergency: ['emergency', 'emergencies', 'urgent', 'urgently', 'asap', 'afterhours'],
  child: ['child', 'children', 'kid', 'kids', 'toddler', 'toddlers', 'pediatric', 'paediatric', 'baby', 'babies', 'infant', 'infants'],
  tooth: ['tooth', 'teeth'],
  // "Mens haircut" on a price list that says "Gents Cut", "ladies" where it says "women's".
  men: ['men', 'mens', 'gents', 'gent', 'gentlemen', 'male'],
  women: ['women', 'womens', 'ladies', 'lady', 'female'],
  surgery: ['surgery', 'surgeries', 'surgical', 'surgically', 'surgeon', 'surgeons'],
  whitening: ['whiten', 'whitening', 'bleach', 'bleaching'],
  exam: ['exam', 'exams', 'examination', 'examinations', 'checkup', 'checkups'],
  cleaning: ['cleaning', 'cleanings', 'prophylaxis', 'hygienist', 'hygienists'],
  doctor: ['doctor', 'doctors', 'dr', 'dentist', 'dentists', 'physician', 'physicians'],
  lawyer: ['lawyer', 'lawyers', 'attorney', 'attorneys', 'counsel', 'solicitor', 'solicitors'],
  staff: ['staff', 'team', 'employee', 'employees', 'personnel'],
  refund: ['refund', 'refunds', 'refunded', 'reimburse', 'reimbursement'],
  warranty: ['warranty', 'warranties', 'guarantee', 'guarantees', 'guaranteed'],
  discount: ['discount', 'discounts', 'coupon', 'coupons', 'promo', 'promotion', 'promotions', 'deal', 'deals', 'special', 'specials'],
  // The apps a restaurant names for delivery ("Order on DoorDash") are how it delivers.
  delivery: [
    'delivery',
    'deliveries',
    'deliver',
    'shipping',
    'ship',
    'shipped',
    'doordash',
    'grubhub',
    'ubereats',
    'deliveroo',
    'postmates',
  ],
  // A menu's "Starters" are the American "Appetizers".
  starter: ['starter', 'starters', 'appetizer', 'appetizers', 'appetiser', 'appetisers'],
  job: ['job', 'jobs', 'career', 'careers', 'hiring', 'hire', 'vacancy', 'vacancies'],
  heating: ['heat', 'heating', 'heater', 'heaters', 'furnace', 'furnaces', 'boiler', 'boilers'],
  cooling: ['cooling', 'ac', 'aircon', 'conditioner', 'conditioners', 'conditioning'],
  repair: ['repair', 'repairs', 'repaired', 'fix', 'fixed', 'fixing', 'broken'],
  free: ['free', 'complimentary'],
  pet: [
    'pet',
    'pets',
    'dog',
    'dogs',
    'cat',
    'cats',
    'pup',
    'pups',
    'puppy',
    'puppies',
    'pooch',
    'doggy',
    'doggie',
    'doggo',
    'kitten',
    'kittens',
    'kitty',
  ],
  accessibility: ['wheelchair', 'accessible', 'accessibility', 'ramp', 'elevator', 'lift'],
  language: ['language', 'languages', 'spanish', 'espanol', 'bilingual', 'interpreter', 'interpreters', 'translator'],
  age: ['age', 'ages', 'aged'],
  award: [
    'award',
    'awards',
    'awarded',
    'voted',
    'winner',
    'winners',
    'prize',
    'prizes',
    'recognition',
    'recognised',
    'recognized',
    'honored',
    'honoured',
  ],
  deposit: ['deposit', 'deposits', 'upfront', 'downpayment', 'retainer', 'retainers'],
  vaccine: [
    'vaccine',
    'vaccines',
    'vaccination',
    'vaccinations',
    'vaccinated',
    'shot',
    'shots',
    'immunization',
    'immunizations',
    'booster',
    'boosters',
  ],
  enrol: ['enrol', 'enroll', 'enrols', 'enrolls', 'enrolled', 'enrolling', 'enrolment', 'enrollment', 'signup', 'signups'],
  // "jan 2" ↔ "January 2": a month's short name is the month ("may", "mar" and "jun" are words or too short to trust).
  january: ['january', 'jan'],
  february: ['february', 'feb'],
  april: ['april', 'apr'],
  august: ['august', 'aug'],
  september: ['september', 'sep', 'sept'],
  october: ['october', 'oct'],
  november: ['november', 'nov'],
  december: ['december', 'dec'],
  loyalty: ['loyalty', 'reward', 'rewards'],
  colour: ['colour', 'color', 'dye', 'dyes', 'dyed', 'dyeing'],
  seating: ['seat', 'seats', 'seating', 'seated', 'capacity'],
  rabbit: ['rabbit', 'rabbits', 'bunny', 'bunnies'],
  laundry: ['laundry', 'washer', 'washers', 'dryer', 'dryers', 'laundromat'],
  military: ['military', 'veteran', 'veterans', 'army', 'navy', 'marines', 'airforce', 'servicemember', 'servicemembers'],
  allergy: ['allergy', 'allergies', 'allergic', 'allergen', 'allergens'],
  gluten: ['gluten', 'gf', 'celiac', 'coeliac'],
  adult: ['adult', 'adults', 'grownup', 'grownups'],
  choir: ['choir', 'choirs', 'chorus', 'choruses', 'choral'],
  remote: ['virtual', 'virtually', 'remote', 'remotely', 'zoom', 'facetime', 'skype', 'videocall', 'webcam'],
  sibling: ['sibling', 'siblings', 'brother', 'brothers', 'sister', 'sisters'],
  // Not "storm" alone: storm doors and storm windows are things a business sells.
  weather: ['weather', 'snowstorm', 'snowstorms', 'blizzard', 'blizzards', 'hurricane', 'hurricanes'],
  referral: ['referral', 'referrals', 'refer', 'refers', 'referred', 'referring'],
  // Who does a job and doing it: "how much experience does your groomer have" ↔ "grooming for 12 years".
  groom: ['groom', 'grooms', 'groomed', 'grooming', 'groomer', 'groomers'],
  teach: ['teach', 'teaches', 'teaching', 'taught', 'teacher', 'teachers', 'instructor', 'instructors'],
  arrive: ['arrive', 'arrives', 'arrived', 'arriving', 'arrival', 'arrivals'],
  transfer: ['transfer', 'transfers', 'transferred', 'transferring', 'transferable', 'transferrable'],
  unemployed: ['unemployed', 'unemployment', 'jobless'],
  attendance: ['attendance', 'attendee', 'attendees', 'attendances'],
  holiday: ['holiday', 'holidays', 'christmas', 'xmas', 'thanksgiving', 'easter', 'hanukkah', 'passover', 'eid', 'diwali'],
  // "How much are passport pictures" ↔ "passport photos".
  photo: ['photo', 'photos', 'photograph', 'photographs', 'picture', 'pictures', 'pic', 'pics'],
  // "How much are custom foot inserts" ↔ "Custom orthotics (first pair)".
  // Only the customer's word: a shop that sells both writes "insoles" for the off-the-shelf kind (review).
  orthotic: ['orthotic', 'orthotics', 'inserts'],
  // "How many outfits should I pack" ↔ "3 changes of clothes".
  clothes: ['clothes', 'clothing', 'outfit', 'outfits'],
  // "The doctor put him on amoxicillin" ↔ "24 hours after starting antibiotics": the names of the common ones.
  antibiotic: [
    'antibiotic',
    'antibiotics',
    'amoxicillin',
    'amoxil',
    'augmentin',
    'penicillin',
    'azithromycin',
    'zithromax',
    'zpack',
    'cephalexin',
    'keflex',
    'cefdinir',
    'doxycycline',
    'clindamycin',
  ],
};

/**
 * Concepts that name what a customer wants done or known (pay, park, cancel, price…), as opposed
 * to the things it concerns (a cleaning, a furnace). In "what happens if I cancel the day before
 * my cleaning?" the cancelling is the question, so these weigh more.
 */
export const INTENT_CONCEPTS: ReadonlySet<string> = new Set([
  'price',
  'payment',
  'paymentplan',
  'parking',
  'wifi',
  'hours',
  'cancel',
  'insurance',
  'appointment',
  'consultation',
  'location',
  'phone',
  'email',
  'emergency',
  'refund',
  'warranty',
  'discount',
  'delivery',
  'job',
  'free',
  'pet',
  'accessibility',
  'language',
]);

/**
 * Multi-word wording that names a concept no single word does, and the word keys it replaces
 * (in "opening hours" the word "hours" is not a duration, so it must not match "48 hours").
 */
const PHRASES: { re: RegExp; concept: string; absorbs: string[]; questionOnly?: boolean }[] = [
  {
    re: /\b(?:opening|office|business|clinic|store|shop|our|your|regular|holiday|weekend|summer|winter|evening|morning|(?:mon|tues|wednes|thurs|fri|satur|sun)day) hours\b|\bhours of operation\b|\bwhat time do you\b/,
    concept: 'hours',
    absorbs: ['hour'],
  },
  { re: /\bhouse ?calls?\b|\bhome visits?\b/, concept: 'housecall', absorbs: [] },
  {
    re: /\bno[- ]shows?\b|\bmiss(?:ed|ing)? (?:my |an |the |your |our )?(?:appointment|appt|booking|reservation)s?\b/,
    concept: 'cancel',
    absorbs: ['miss'],
  },
  // "Are you in network with…", "which insurance companies…": the insurers a business works with.
  {
    re: /\b(?:in|out of)[- ]network\b|\binsurance (?:compan(?:y|ies)|providers?|carriers?|plans?)\b|\b(?:dental|health|medical) (?:insurance )?plans?\b/,
    concept: 'insurance',
    absorbs: ['company', 'provider', 'carrier', 'plan'],
  },
  // Paying a large bill over time.
  {
    re: /\bpayment plans?\b|\bspread(?:ing)? (?:out )?(?:the |my |a |your )?(?:cost|costs|price|payments?|bill|balance)\b|\bpay(?:ing)? (?:for )?(?:it |this |that )?(?:off )?(?:over time|monthly|in (?:parts|instal?lments))\b|\bmonthly (?:payments|instal?lments)\b/,
    concept: 'paymentplan',
    absorbs: ['payment', 'plan', 'spread', 'price'],
  },
  // A finance charge is interest, whatever the business calls it.
  { re: /\bfinance (?:fees?|charges?)\b/, concept: 'interest', absorbs: [] },
  // "What forms of payment…" is about payment, not paperwork.
  { re: /\b(?:forms?|methods?|types?|ways?) of payment\b/, concept: 'payment', absorbs: ['forms'] },
  {
    // "Built in 1868", "welcomed their first guests in June 2005": how old the business or its house is.
    re: /\bbeen around\b|\bhow old is\b|\bfounded\b|\bestablished in\b|\bin business\b|\b(?:opened|built|started|welcomed)\b[\w',() ]{0,40}\bin (?:[a-z]+ )?(?:1[6-9]|20)\d\d\b|\bsince (?:1[6-9]|20)\d\d\b/,
    concept: 'founded',
    absorbs: ['hours', 'business'],
  },
  // Where a business goes: "do you come out to my town", "what area do you cover", "we serve…within 30 miles".
  {
    re: new RegExp(
      String.raw`${COME_OUT_TO_AREA}|\bhow far (?:out )?(?:do|will|would|can) you (?:go|travel|come|drive)\b|\b(?:which|what) (?:towns|cities|areas|counties|neighbou?rhoods|zip ?codes)\b|\bservice areas?\b|\bareas? (?:you |do you )?(?:serve|cover)\b|\b(?:do|will) you (?:serve|cover|travel)\b|\bwe (?:serve|cover|travel)\b|\bwithin \d+ (?:miles|mi|km|kilometers|kilometres)\b`,
    ),
    concept: 'servicearea',
    absorbs: [],
  },
  // "When it's like -10 out", "rated to −13 °F", "below freezing": a temperature.
  {
    re: /\d ?°|\b\d+ degrees?\b|\bdegrees (?:f|c|fahrenheit|celsius)\b|\bbelow (?:zero|freezing)\b|(?:^|\s)(?:-|−|minus )\d+(?: (?:out|outside)\b|$|[?.!,])/,
    concept: 'temperature',
    absorbs: [],
  },
  { re: /\bsign(?:ing)?[- ]up\b/, concept: 'enrol', absorbs: ['sign'] },
  // "Do I have to pay for parking?", "does it cost extra": whether something is charged for is a price question.
  {
    re: /\b(?:have to|need to|got to|gotta) pay (?:for|extra|more)\b|\b(?:do|does|will) (?:i|we|it|that|you) (?:pay|charge|cost) (?:for|extra|more)\b|\b(?:costs?|charge) (?:extra|more)\b/,
    concept: 'price',
    absorbs: ['payment'],
  },
  // "Do you work on Trane furnaces?" ↔ "we service all major brands": what a business repairs.
  { re: /\b(?:work|working) on\b|\bwe (?:service|repair|fix)\b/, concept: 'repair', absorbs: ['work', 'service'] },
  // "A 3rd person in the room" ↔ "each additional guest".
  {
    re: /\b(?:3rd|third|4th|fourth|extra|additional|another) (?:person|people|guests?|adults?|persons)\b/,
    concept: 'extraguest',
    absorbs: ['person', 'people', 'guest', 'adult', 'extra', 'additional'],
  },
  // "How many people can sit inside": seats, not a cake that sits out of the fridge.
  {
    // ("Sit outside" is where, not how many: OUTDOOR_SEATING_RE.)
    re: /\b(?:people|guests|persons|us) (?:can |could |will |do you |does it )?(?:sit|fit)\b|\bsit (?:inside|indoors|down)\b/,
    concept: 'seating',
    absorbs: ['sit'],
  },
  // "Reward points", "earn 1 point for every $1", "250 points = $25 off": a loyalty scheme.
  {
    re: /\b(?:reward|rewards|loyalty|bonus) points?\b|\bpoints? (?:program|programme|card|system|scheme)\b|\b\d+ points?\b|\bearn (?:\w+ )?points?\b/,
    concept: 'loyalty',
    absorbs: ['point'],
  },
  // "Our company trucks", "work vans" ↔ "fleet vehicles".
  {
    re: /\b(?:company|work|business|commercial|service|delivery) (?:trucks?|vans?|vehicles?|cars?)\b|\bfleets?\b/,
    concept: 'fleet',
    absorbs: ['truck', 'van', 'vehicl'],
  },
  // "Do you sell my info?" ↔ "we do not sell your personal information".
  {
    re: /\b(?:my|your|our|customers?|personal) (?:info|information|data|details)\b/,
    concept: 'personaldata',
    absorbs: ['personal', 'data', 'detail'],
  },
  // "My 16 yr old", "a 5-year-old": a child, not how old a thing is ("boilers 40 years old").
  { re: /\b(?:my|our|his|her|a|an) \d+[- ]?(?:years?|yrs?|yo)[- ]?olds?\b/, concept: 'child', absorbs: ['year', 'old'] },
  {
    re: /\bmoney back\b|\b(?:get|getting|give|giving) (?:the |my |our |any |it )?(?:rest|remainder|balance|money|deposit)?(?: of it)? back\b/,
    concept: 'refund',
    absorbs: ['money', 'rest', 'remainder', 'balance'],
  },
  { re: /\bamerican express\b/, concept: 'payment', absorbs: ['american', 'express'] },
  // The travel document, not the card: "a visa invitation letter", "help with visa applications".
  {
    re: /\bvisas? (?:applications?|letters?|invitations?|sponsorship|interviews?|status|appointments?|requirements?|holders?|support|process|types?|waivers?)\b|\b(?:student|work|tourist|travel|entry|business|transit|spousal|fianc[eé]e?|immigrant|schengen|k-?1|h-?1b|b-?[12]|j-?1|f-?1|e-?2|o-?1)\s+visas?\b|\binvitation letter\b|\b(?:consulate|embassy|immigration)\b|\b(?:your|valid) visas?\b(?! (?:cards?|debit|credit))/,
    concept: 'travelvisa',
    absorbs: ['payment'],
  },
  // "A pay-and-display car park", "pay for parking": paying for parking, not how a customer pays
  // (a taxi's meter and a car wash's machine take cards: review).
  {
    re: /\bpay[- ](?:and|&|n)[- ]display\b|\bpay (?:at )?(?:the )?parking (?:meters?|machines?)\b|\bpay (?:for )?parking\b|\bpay to park\b/,
    concept: 'parking',
    absorbs: ['payment'],
  },
  // "Anywhere to leave the car?", "where do I put my van": parking.
  { re: LEAVE_VEHICLE_RE, concept: 'parking', absorbs: LEAVE_VEHICLE_WORDS.map(stem) },
  // "What's your postcode", "zip code for the GPS", "the eircode for my sat nav": where the business
  // is, which a page writes as its address without the word ("Unit 4, Mill Lane, Otley LS21 3AB").
  { re: POSTCODE_RE, concept: 'location', absorbs: POSTCODE_WORDS.map(stem) },
  // "Bring it to my house", "get food brought to our office": delivery, as a customer says it.
  { re: DELIVERED_TO_RE, concept: 'delivery', absorbs: DELIVERED_TO_WORDS.map(stem) },
  // "Deadline for entries" ↔ "no later than 6pm on Friday 29th June", "closing date".
  { re: DEADLINE_RE, concept: 'deadline', absorbs: DEADLINE_WORDS.map(stem) },
  // "The number to ring", "give us a bell": a phone call.
  { re: RING_PHONE_RE, concept: 'phone', absorbs: RING_PHONE_WORDS.map(stem) },
  // "My guide dog" ↔ "assistance animals": not a pet ("Pets: the site does not allow dogs").
  // "Dog" stays (a page's "assistance dogs are welcome" shares it); the pet concept goes.
  { re: ASSISTANCE_ANIMAL_RE, concept: 'assistanceanimal', absorbs: [...ASSISTANCE_ANIMAL_WORDS.map(stem), 'pet', 'member:pet:dog'] },
  // "Hot dogs" and "bull dog clips" are no pets: "can I bring my dog?" is not answered by a menu's
  // hot dogs or a build log's clips, nor "do you sell hot dogs?" by the pet policy.
  {
    re: /(?<!\bkeep(?:ing)? )\b(?:hot|corn|chill?i|foot ?long) ?dogs?\b(?! (?:cool|in (?:the )?(?:heat|summer|sun|car)))/,
    concept: 'hotdog',
    absorbs: ['pet', 'member:pet:dog', 'hot', 'corn'],
  },
  { re: /\bbull ?dog clips?\b/, concept: 'bulldogclip', absorbs: ['pet', 'member:pet:dog', stem('bull'), 'clip'] },
  {
    re: OUTDOOR_SEATING_RE,
    concept: 'patio',
    absorbs: [...['sit', 'eat', 'dine', 'seat', 'outside', 'outdoor', 'outdoors', 'table'].map(stem), 'seating'],
  },
  // Parking as a verb ("where do I park", "can we park the van", "guests park free behind the
  // building"); a park is a place ("Riverside Park on the river").
  {
    re: /(?:^|[.!?:]\s+|\b(?:to|can|could|do|should|may|must|please|i|we|you|they|where|and|not|also|just) )park\b(?! (?:is|has|was|will|opens|closes|hours))|\b(?:do|does|can|could|should|will|would|may|must) (?!(?:you|u|we|they|i) (?:have|got|own|run)\b)(?:[a-z]+ ){1,2}park(?=\s*(?:$|[?.!,]|(?:in|on|at|near|nearby|behind|for|overnight|there|here|outside|when|if|while)\b))|\bcar parks?\b|\bpark (?:my|our|your|his|her|the car|the van|the truck|the rv|the trailer)\b|\bpark (?:for )?free\b|\bpark (?:behind|beside|across|opposite|around the corner|at no (?:charge|cost))\b|\bpark (?:in|on|at) (?:the |our |a )?(?:[a-z]+ ){0,2}(?:lot|garage|car park|driveway|street|st|road|rd|avenue|ave|spaces?|bays?)\b/,
    concept: 'parking',
    absorbs: ['park', 'car'],
  },
  // "Who is in charge of…" asks who runs something, not a price.
  { re: /\bin charge\b/, concept: 'incharge', absorbs: ['price'] },
  // lib/customer-phrases.ts: shared with retrieval.
  { re: REFERRED_SOMEONE_RE, concept: 'referral', absorbs: [] },
  { re: BREAK_ON_PRICE_RE, concept: 'discount', absorbs: ['break'] },
  { re: REMOTE_VISIT_RE, concept: 'remote', absorbs: REMOTE_VISIT_WORDS.map(stem) },
  { re: SPEAKS_LANGUAGE_RE, concept: 'language', absorbs: ['speak', 'talk'] },
  { re: SHOW_UP_RE, concept: 'arrive', absorbs: ['show', 'turn'] },
  { re: HAND_OVER_RE, concept: 'transfer', absorbs: HAND_OVER_WORDS.map(stem) },
  { re: OUT_OF_WORK_RE, concept: 'unemployed', absorbs: OUT_OF_WORK_WORDS.map(stem) },
  // The thing hired keeps its own word; the hiring is a rental, not the jobs page's "hire".
  { re: HIRE_A_THING_RE, concept: stem('hire'), absorbs: ['job'] },
  { re: QUIET_SPACE_RE, concept: stem('quiet'), absorbs: QUIET_SPACE_WORDS.map(stem) },
  { re: ATTENDANCE_RE, concept: 'attendance', absorbs: ATTENDANCE_WORDS.map(stem) },
  { re: TIME_ZONE_RE, concept: 'timezone', absorbs: TIME_ZONE_WORDS.map(stem) },
  { re: AFTERCARE_RE, concept: 'aftercare', absorbs: ['extended', 'care', 'aftercare'].map(stem) },
  { re: GROWN_UPS_RE, concept: 'adult', absorbs: ['grown'] },
  { re: STOP_SUBSCRIPTION_RE, concept: 'cancel', absorbs: ['stop', 'end', 'quit', 'leave'].map(stem) },
  { re: /\bvoted (?:the )?best\b|\bbest of\b/, concept: 'award', absorbs: ['best'] },
  // The key of the word "late" itself, so that "if you arrive late" is what it finds.
  { re: RUNNING_LATE_RE, concept: stem('late'), absorbs: RUNNING_LATE_WORDS.map(stem) },
  { re: FIRST_MEETING_RE, concept: 'consultation', absorbs: [stem('meeting'), stem('mtg')] },
  // What a visit to see what is wrong costs. The "call" of it still counts as the phone's: "Call
  // 555-0101 to book a service call" answers "whats your phone number" (review).
  { re: SERVICE_CALL_RE, concept: 'servicecall', absorbs: SERVICE_CALL_WORDS.map(stem) },
  // The keys of the words pages write ("vomiting", "diarrhea", "screen time", "loan period").
  { re: THREW_UP_RE, concept: stem('vomiting'), absorbs: [...THREW_UP_WORDS.map(stem), 'up'] },
  { re: THE_RUNS_RE, concept: stem('diarrhea'), absorbs: THE_RUNS_WORDS.map(stem) },
  { re: SCREEN_TIME_RE, concept: stem('screen'), absorbs: SCREEN_TIME_WORDS.map(stem) },
  { re: LEFT_BEHIND_RE, concept: stem('lost'), absorbs: LEFT_BEHIND_WORDS.map(stem) },
  // Paying without insurance, in the customer's words and the price list's: "paying out of pocket",
  // "I don't have insurance" ↔ "Self-pay rates", "if you are uninsured".
  {
    re: /\bself[- ]?pay\b|\bout[- ]of[- ]pocket\b|\buninsured\b|\b(?:without|no|(?:do not|don'?t|dont) have(?: any)?) (?:dental |health |medical )?insurance\b|\bcash (?:price|rate)s?\b/,
    concept: 'selfpay',
    absorbs: ['self', 'pocket', 'uninsured', 'cash'].map(stem),
  },
  // "When is it busiest", "is it busy on saturdays": the page's "popular times", "peak times".
  {
    re: /\b(?:busy|busiest|busier|crowded|packed|peak)\b/,
    concept: stem('popular'),
    absorbs: ['busy', 'busiest', 'busier', 'crowded', 'packed', 'peak'].map(stem),
  },
  // A question's "how do I get in touch", "an email to get hold of someone": the contact page's
  // "contact" or "reach"; "an email I can write to" asks for the address, not about writing. Not
  // a page's: "get in touch if you're late and we'll hold your table" still holds it (review).
  {
    re: /\bget (?:in touch|(?:a ?)?hold of|through to)\b|\breach out\b/,
    concept: stem('contact'),
    absorbs: ['touch', 'hold', 'ahold', 'reach', 'out', 'through', 'someone', 'somebody', 'anyone', 'anybody'].map(stem),
    questionOnly: true,
  },
  {
    re: /\be[- ]?mail(?: address)? (?:i|we) (?:can|could|should|may) (?:write|send)(?: (?:it|them|this|my|a|an|the) [a-z]+)? to\b/,
    concept: 'email',
    absorbs: ['write', 'send'].map(stem),
    questionOnly: true,
  },
  // "Your email address?" asks for an email, not where the business is; "your address and email
  // address" asks both (review).
  { re: /^(?!.*(?<!e[- ]?mail )\baddress).*\be[- ]?mail address/, concept: 'email', absorbs: ['location'] },
  {
    re: /\b(?:we are|we're|now) (?:looking for|hiring|recruiting)\b|\b(?:job|current|open) openings?\b|\bpositions? available\b/,
    concept: 'job',
    absorbs: ['hours'],
  },
];

/** Concepts named by phrases in a (normalised, lower-case) text, with the word keys they absorb. */
export function phraseConcepts(normalized: string, question = false): { concept: string; absorbs: string[] }[] {
  return PHRASES.filter((p) => (question || !p.questionOnly) && p.re.test(normalized));
}

/**
 * Members of a group that are also told apart: "open on Thanksgiving?" matches every holiday, but a
 * line that names Thanksgiving is the better answer than Christmas Eve's hours; "cat boarding" is
 * pet boarding, and the cattery's rates beat the dog runs'. Each such word also gives its member's
 * key, weighed lightly (a tiebreak within the group, never a word the answer must hold).
 */
const MEMBERS: Record<string, Record<string, string[]>> = {
  holiday: {
    thanksgiving: ['thanksgiving'],
    christmas: ['christmas', 'xmas'],
    easter: ['easter'],
    hanukkah: ['hanukkah'],
    passover: ['passover'],
    eid: ['eid'],
    diwali: ['diwali'],
  },
  pet: {
    dog: ['dog', 'dogs', 'pup', 'pups', 'puppy', 'puppies', 'pooch', 'doggy', 'doggie', 'doggo'],
    cat: ['cat', 'cats', 'kitten', 'kittens', 'kitty'],
  },
};
const MEMBER_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(MEMBERS).flatMap(([group, members]) =>
    Object.entries(members).flatMap(([member, words]) => words.map((w) => [w, `member:${group}:${member}`] as const)),
  ),
);

/** Whether a key is a member key (memberOf), not a word's or a concept's. */
export function isMemberKey(key: string): boolean {
  return key.startsWith('member:');
}

/** The group of a member key ("member:pet:cat" → "pet"). */
export function memberGroup(key: string): string {
  return key.split(':')[1] ?? '';
}

/** The member key of a word of a group whose members are told apart ("kittens" → cat), if any. */
export function memberOf(word: string): string | undefined {
  return MEMBER_OF.get(word);
}

/** Every concept name: the keys that stand for a group of words. */
export const CONCEPT_KEYS: ReadonlySet<string> = new Set(Object.keys(GROUPS));

/** Stems that are a word of their own, not their group's: "parking" stems to "park", and a park is a place. */
const STEMS_OF_THEIR_OWN: ReadonlySet<string> = new Set(['park']);

let index: Map<string, string> | null = null;

function buildIndex(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [concept, list] of Object.entries(GROUPS)) {
    for (const w of list) {
      map.set(w, concept);
      if (!map.has(stem(w)) && !STEMS_OF_THEIR_OWN.has(stem(w))) map.set(stem(w), concept);
    }
  }
  return map;
}

/** The concept a word (or its stem) belongs to, if any. */
export function conceptOf(word: string): string | undefined {
  index ??= buildIndex();
  return index.get(word);
}

/** Words whose stem belongs to a concept they do not: a house closing is not closing time. */
const NOT_BY_STEM: ReadonlySet<string> = new Set([
  'closing',
  'closings',
  // "Do you install mini-splits?" is no payment plan, though "installments" stems to "instal".
  'install',
  'installs',
  'installed',
  'installing',
  'installation',
  'installations',
]);

/** The concept of a word as written, else of its stem (unless the word is one of NOT_BY_STEM). */
export function conceptOfWord(word: string): string | undefined {
  const byStem = NOT_BY_STEM.has(word) ? undefined : stem(word);
  // A stem of three letters reaches a concept only as a word of its own: "Jane" stems to "jan",
  // which is January's (review), "tele" to "tel".
  return conceptOf(word) ?? (byStem && byStem.length > 3 ? conceptOf(byStem) : undefined);
}

/**
 * Ways customers ask for something without the word a business writes for it. Retrieval adds the
 * business's words when a question matches (modules/retrieval/search.ts), and the built-in engine
 * reads the match as that concept (modules/answering/builtin/synonyms.ts): one pattern for both,
 * so the passage retrieval finds is the one the engine can quote.
 */

/** "Is there a recital for grown-ups?" ↔ "adults". */
export const GROWN_UPS_RE = /\bgrown[- ]ups?\b/;

/** "Any break on the price?" ↔ "discount". */
export const BREAK_ON_PRICE_RE = /\b(?:a|any|some) break (?:on|in|for) (?:the |your |ur )?(?:price|cost|fees?|tuition|rates?)\b/;

/**
 * "Can lessons be done from home on the computer?" ↔ "lessons over Zoom", "virtual appointments".
 * Not "appointments online": booking online is not meeting by video.
 */
export const REMOTE_VISIT_RE =
  /\b(?:lessons?|class(?:es)?|appointments?|meetings?|sessions?|visits?|consultations?) (?:\w+ ){0,3}(?:over video|by video|from home|on (?:the |my |a )?(?:computer|laptop|ipad|tablet))\b/;
/** The words REMOTE_VISIT_RE stands in for: the device is not the topic. */
export const REMOTE_VISIT_WORDS = ['computer', 'laptop', 'ipad', 'tablet', 'home'];

/**
 * "My cousin signed up because of me", "I sent my neighbor to you" ↔ "referral credit". Not "can I
 * bring my mom", "tell my friend": bringing or telling someone is not sending them as a client.
 */
export const REFERRED_SOMEONE_RE =
  /\b(?:because of|bc of|cause of|cuz of|thanks to) me\b|\b(?:i|we) (?:sent|referred|recommended you to) (?:my |a |our )?(?:friends?|cousins?|neighbou?rs?|sisters?|brothers?|mom|dad|mother|father|coworkers?|co-workers?|parents?)\b/;

/** Languages customers name when they ask who speaks theirs. */
const LANGUAGES =
  'spanish|portuguese|vietnamese|chinese|mandarin|cantonese|korean|japanese|french|german|italian|polish|russian|ukrainian|arabic|hindi|urdu|tagalog|somali|haitian|creole|hmong|punjabi|bengali|farsi|persian|hebrew|greek|turkish|swedish|norwegian|danish|dutch|hungarian|czech|romanian|asl|sign language';
/** "My mom only speaks Spanish", "anyone who talks Vietnamese" ↔ a page's "Languages" list or "interpreter". */
export const SPEAKS_LANGUAGE_RE = new RegExp(
  String.raw`\b(?:speaks?|speaking|spoken|talks?) (?:only |just |mostly |some |a little )?(?:${LANGUAGES})\b`,
);

/** "Is there aftercare?" ↔ "extended day to 5:30 pm", "before- and after-school care". */
export const AFTERCARE_RE = /\bafter[- ]?care\b|\bextended (?:day|care|hours)\b|\bafter[- ]school (?:care|program)\b|\blate pick[- ]?up\b/;

/**
 * "Can I hand my ticket over to a coworker?", "pass my place on to my sister" ↔ "tickets may be
 * transferred". Only a ticket, place or booking handed on to someone.
 */
export const HAND_OVER_RE =
  /\b(?:hand|hands|handing|pass|passing|give|giving|sell|selling) (?:my|our|the|a|this|his|her|their) (?:\w+ )?(?:tickets?|places?|spots?|bookings?|reservations?|pass|passes|seats?|registrations?)(?: over| on)? to (?:a |my |our |his |her |some|another|an)/;
export const HAND_OVER_WORDS = ['hand', 'hands', 'handing', 'pass', 'passing', 'give', 'giving', 'sell', 'selling'];

/** "I got laid off", "lost my job", "made redundant" ↔ "if you're unemployed". */
export const OUT_OF_WORK_RE = /\b(?:laid off|lost (?:my|his|her|our) jobs?|out of work(?! hours)|between jobs|made redundant|jobless)\b/;
export const OUT_OF_WORK_WORDS = ['laid', 'lost', 'job', 'jobs', 'work', 'redundant', 'jobless'];

/**
 * "Can I hire the social area?", "hall hire £15 an hour", "bike hire" (British, Irish, Australian):
 * renting a thing, not hiring staff. Only with a thing to rent named beside it: "are you hiring",
 * "do you hire students" still ask about jobs.
 */
const THINGS_FOR_HIRE =
  'halls?|rooms?|spaces?|areas?|venues?|courts?|pitch(?:es)?|vans?|bikes?|e-?bikes?|cars?|boats?|kayaks?|canoes?|paddle ?boards?|equipment|kit|gear|tools?|marquees?|studios?|stages?|kitchens?|fields?|lanes?|tables?|lockers?|facilit(?:y|ies)|buildings?|club ?house|pavilion|bouncy castles?|skips?|trailers?|costumes?|suits?|dress(?:es)?|rackets?|racquets?|clubs?|skis?|boards?|wetsuits?|chairs?|gazebos?|pa system|projector|heaters?|dehumidifiers?|generators?|ladders?|scaffold(?:ing)?|cement mixers?';
/** "Hiring room attendants", "van drivers", "kitchen staff": people for a job, not a thing to rent (review). */
const PEOPLE_FOR_A_JOB =
  'staff|attendants?|porters?|drivers?|engineers?|technicians?|assistants?|managers?|cleaners?|cooks?|chefs?|hands?|workers?|operatives?|team|crew|help|helpers?|leaders?|supervisors?|stewards?|marshals?|coaches?|instructors?|teachers?|people|positions?|jobs?|roles?|servers?|waiters?|waitress(?:es)?|receptionists?|fitters?';
export const HIRE_A_THING_RE = new RegExp(
  String.raw`\bhir(?:e|ing)(?: out)? (?:the |a |an |your |ur |our |one of (?:the |your |ur )?)?(?:(?!(?:in|at|for|on|to|from|near|around|my|our|your|ur)\b)[\w-]+ ){0,2}?(?:${THINGS_FOR_HIRE})\b(?! (?:${PEOPLE_FOR_A_JOB})\b)|\b(?:${THINGS_FOR_HIRE}) hire\b|\bfor hire\b|\bhire (?:rates?|prices?|charges?|fees?|costs?)\b`,
);

/**
 * "Somewhere calm to decompress between talks", "my son gets overwhelmed, is there a quiet
 * space" ↔ "the Quiet Room", "a sensory room". Not "a calm dog" or "to relax in the sauna".
 */
export const QUIET_SPACE_RE =
  /\b(?:somewhere|place|space|room|area|spot|corner)(?: \w+)?? (?:calm|quiet|peaceful|to decompress|to unwind|to chill out)\b|\b(?:decompress|sensory overload|overstimulated|overwhelmed)\b/;
export const QUIET_SPACE_WORDS = [
  'calm',
  'peaceful',
  'decompress',
  'unwind',
  'chill',
  'sensory',
  'overload',
  'overstimulated',
  'overwhelmed',
  'somewhere',
];

/** "What time will the movers show up?" ↔ "crews arrive between 8:00 and 8:30 am". */
export const SHOW_UP_RE =
  /(?<!\bhow many (?:people|ppl|folks|guests|visitors|kids|members)\b.{0,30})\b(?:show|shows|showing|showed|turn|turns|turning|turned) up\b/;

/** "How many people showed up?", "how many ppl came last year" ↔ "In-person attendees 276", "attendance". */
export const ATTENDANCE_RE =
  /\bhow many (?:people|ppl|folks|guests|visitors|kids|members)\b[^?.!]{0,20}?\b(?:came|showed up|turned up|attended|were there|went)\b/;
export const ATTENDANCE_WORDS = ['people', 'ppl', 'folks', 'came', 'show', 'turn', 'went', 'attended'];

/**
 * "What time zone are the times in?", "is that eastern time?" ↔ "All sessions are in Eastern
 * Daylight Time (UTC-04:00)". A zone's name counts where a page gives one.
 */
export const TIME_ZONE_RE =
  /\btime ?zones?\b|\b(?:eastern|central|mountain|pacific|atlantic|greenwich mean|british summer|central european) (?:standard |daylight |summer )?time\b|\b(?:utc|gmt)\b|\b(?:edt|cdt|mdt|pdt|bst|cet|cest|aest|aedt|nzst|nzdt)\b/;
export const TIME_ZONE_WORDS = ['zone', 'zones', 'timezone', 'timezones', 'utc', 'gmt', 'eastern', 'pacific', 'daylight', 'standard'];

/**
 * "How do I stop my membership?", "end the contract" ↔ "cancel". Only a subscription's kind of
 * thing: "if someone asks you to stop", "the bus stop" are no cancellation.
 */
export const STOP_SUBSCRIPTION_RE =
  /\b(?:stop|stopping|end|ending|quit|quitting|get out of|leave|leaving) (?:my |our |the |a |your |ur )?(?:membership|subscription|plan|contract|direct debit|account|service|agreement)s?\b/;

/** "Anywhere to leave the car?", "where do I put my van" ↔ "parking", "car park" ("keep the car" is a loaner's). */
export const LEAVE_VEHICLE_RE = /\b(?:leave|put) (?:the|my|our|a|your|ur) (?:car|van|truck|vehicle|motorbike|motorcycle)\b/;
export const LEAVE_VEHICLE_WORDS = ['leave', 'put', 'car', 'van', 'truck', 'vehicle'];

/**
 * "Can I bring my guide dog?" ↔ "assistance animals are welcome", "service animals": not a pet, so a
 * page's "no dogs" does not answer it. Not "emotional support animals", which pages treat apart.
 */
export const ASSISTANCE_ANIMAL_RE = /\b(?:guide|(?<!\b\w+ing )service|assistance|seeing[- ]eye|hearing) (?:dogs?|animals?)\b/;
/** The words the concept stands for, "dog" aside: "assistance dogs are welcome" still shares it. */
export const ASSISTANCE_ANIMAL_WORDS = ['guide', 'service', 'assistance', 'seeing', 'eye', 'hearing', 'animal', 'animals'];

/**
 * "What's the number to ring?", "can I ring the club", "give us a bell": calling, as it is said in
 * Britain and Ireland, ↔ "phone", "call". Not a wedding ring, a boxing ring, a ring road.
 */
export const RING_PHONE_RE =
  /(?:^|[.!?,]\s*|\b(?:i|we|to|can|could|should|shall|will|may|pls|please|just|and|or|then|not|you) )(?:ring|rang) (?:you|u|ya|us|them|me|him|her|the (?:club|shop|store|office|clinic|studio|practice|salon|surgery|team|desk|front desk|reception|number|hotel|restaurant|centre|center|school))\b|\b(?:number|who|when|what time) (?:do i |should i |can i |could i |to |i can |i should )?ring\b|\bgive (?:you|u|ya|us|them|him|her) a (?:ring|bell|buzz)\b/;
export const RING_PHONE_WORDS = ['ring', 'rang', 'ringing', 'bell', 'buzz', 'give'];

/**
 * "What's your postcode?", "zip code for the GPS", "the eircode for my sat nav" ↔ the address a page
 * writes without those words ("Unit 4, Mill Lane, Otley LS21 3AB"). A sat nav or GPS only where a place
 * is put into it: "do the vans come with a sat nav", "GPS trackers", "referral forms for GPs" are not.
 */
export const POSTCODE_RE =
  /\b(?:post|zip|postal) ?codes?\b|\beir ?codes?\b|\b(?:in|into|for) (?:the |my |your |ur )?sat[- ]?navs?\b|\b(?:in|into) (?:the |my |your |ur )gps\b/;
/** What the postcode stands in for, and putting it into the device ("putting it in my gps"). */
export const POSTCODE_WORDS = [
  ...['postcode', 'postcodes', 'post', 'zip', 'zipcode', 'postal', 'code', 'codes', 'eircode', 'satnav', 'sat', 'nav', 'navs', 'gps'],
  ...['put', 'putting', 'type', 'typing', 'enter', 'entering', 'plug', 'plugging'],
];

/**
 * "Can I get your food brought to my house?", "do you deliver to the office" ↔ "delivery", "order
 * on DoorDash". Only to where the customer is: not "bring your own wine", nor a page's "bring your dog
 * to the office on Fridays".
 */
export const DELIVERED_TO_RE =
  /\b(?:brought|bring|bringing|sent|send|dropped off|drop(?:ped)? it off) (?:\w+ ){0,3}to (?:my|our|ur) (?:house|home|door|flat|apartment|office|work|workplace|place)\b/;
export const DELIVERED_TO_WORDS = [
  'brought',
  'bring',
  'bringing',
  'sent',
  'send',
  'dropped',
  'drop',
  'house',
  'home',
  'door',
  'flat',
  'apartment',
  'place',
];

/**
 * "What's the deadline for entries?", "last day to sign up" ↔ "no later than 6pm on Friday", "the
 * closing date is", "entries close on". Not "the latest news" or a "last day of term" unasked.
 */
export const DEADLINE_RE =
  /\bdeadlines?\b|\bno later than\b|\bclosing dates?\b|\b(?:entries|applications|registrations?|bookings|enrol?ments?) close\b|\blast (?:day|date) (?:to|for) (?:sign|enter|entr|appl|regist|book|enrol)/;
export const DEADLINE_WORDS = ['deadline', 'deadlines', 'later', 'closing', 'close', 'last'];

/**
 * "Can we sit outside?", "any outdoor seating", "a beer garden" ↔ "our sunny back patio", "the
 * terrace": a place to eat or drink outdoors. Not "outside the county", an outdoor pool or a garden
 * centre: only sitting, eating or tables outdoors, or a patio's own names.
 */
export const OUTDOOR_SEATING_RE =
  /\b(?:sit|sitting|eat|eating|dine|dining|seating|seats?|tables?) (?:outside|outdoors?|al ?fresco)\b|\b(?:outdoor|outside|al ?fresco) (?:seating|seats?|tables?|dining|eating)\b|\bbeer gardens?\b|\b(?:roof ?top|sun) (?:terrace|deck)\b/;
export const OUTDOOR_SEATING_WORDS = ['patio', 'patios', 'terrace', 'terraces', 'courtyard'];

/**
 * "What do you charge just to have someone come out and look at my heater?" ↔ "Service call &
 * diagnostic", "call-out fee", "Callouts are $85", "Visit fee: $75", "trip charge": what a visit
 * to see what is wrong costs. "Come out" only when the question asks what it costs: "can you come
 * out and look at it today" asks when (review).
 */
export const SERVICE_CALL_RE =
  /\bservice calls?\b|\bcall-?outs?\b|\bcall outs? (?:fees?|charges?)\b|\b(?:trip|visit|service) (?:fees?|charges?)\b|\bdiagnostic (?:fees?|charges?|visits?)\b|\b(?:charge|charges|cost|costs|pay|price|fee|how much)\b[\w' ]{0,40}\bcome out\b/;
/** What a customer says a service call with, besides the business's own words. */
export const SERVICE_CALL_WORDS = ['look', 'check', 'diagnose', 'inspect'];
/** "Do you come out to Bristol": the area; "come out to look at…" is a service call. */
export const COME_OUT_TO_AREA = String.raw`\bcome (?:out )?to\b(?! (?:look|take a look|have a look|check|diagnose|inspect|fix|repair)\b)`;

/**
 * "What should I bring to my first meeting?" ↔ "your first consultation": at a law office, an
 * accountant's or a planner's, the first meeting is the consultation. Not a club's or a class's
 * meeting, which no "first" precedes as often, nor a first appointment, which a clinic calls an
 * exam or an assessment.
 */
export const FIRST_MEETING_RE = /\b(?:first|initial|1st|intro(?:ductory)?) (?:meeting|mtg)s?\b/;

/**
 * "How long will the teacher wait if we're stuck in traffic?", "we're running 10 mins late" ↔ the
 * late-arrival rule ("Your teacher will wait 15 minutes", "arrive late"): being late, whatever made
 * it so. Not "we are late" or "are late fees…": there "late" says what it says already, and as a
 * strong word it took right answers that do not repeat it (review).
 */
export const RUNNING_LATE_RE = /\bstuck in traffic\b|\brunning (?:a (?:bit|little) |\d+ (?:mins?|minutes) )?late\b/;
/** The words RUNNING_LATE_RE stands in for: the traffic is not the topic. */
export const RUNNING_LATE_WORDS = ['stuck', 'traffic', 'running'];

/**
 * "My son threw up twice last night, can he come in?" ↔ the illness rules' "vomiting": how a
 * parent or a pet owner says it. Not "throw up a tent" or "put up": only "threw/throw/throwing
 * up" and "puke".
 */
export const THREW_UP_RE =
  /\b(?:threw|throw|throws|throwing|thrown) ?up\b(?! (?:a|an|the|some|his|her|their|our|my|your)\b)|\bpuk(?:e|ed|es|ing|y)\b/;
export const THREW_UP_WORDS = ['threw', 'throw', 'throws', 'throwing', 'thrown', 'puke', 'puked', 'pukes', 'puking', 'puky'];

/**
 * "My kid has the runs", "loose stools" ↔ "diarrhea". Only "the runs": a kennel's dog runs and a
 * ski hill's runs are places (review).
 */
export const THE_RUNS_RE =
  /\b(?:has|had|have|got|gets|get|getting|with) the runs\b|\bloose (?:stools?|poops?|bowels?)\b|\bwatery (?:stools?|poops?)\b/;
export const THE_RUNS_WORDS = ['runs', 'loose', 'watery', 'stool', 'stools', 'poop', 'poops', 'bowel', 'bowels'];

/**
 * "How much TV or iPad time do the kids get?", "is there screen time" ↔ "screen time", "a
 * screen-free zone": a device's time is screen time. Not a TV in a cabin, worming tablets or a
 * games room, which are things (review).
 */
const SCREEN = String.raw`(?:tv|television|ipad|tablet|screen|computer|phone|video game|youtube)s?`;
export const SCREEN_TIME_RE = new RegExp(String.raw`\b${SCREEN}(?: or ${SCREEN})? time\b|\bwatch(?:ing)? (?:tv|television|youtube)\b`);
/** The device words SCREEN_TIME_RE stands in for (not "video" or "game": a library lends video games). */
export const SCREEN_TIME_WORDS = ['tv', 'television', 'ipad', 'ipads', 'tablet', 'tablets', 'youtube'];

/**
 * "How long can I keep a DVD?", "how long do we get to keep the violin" ↔ "Loan period: 1 week",
 * "rentals are due back…": how long something borrowed or rented may stay out.
 */
export const KEEP_BORROWED_RE =
  /\bhow long (?:can|do|may|could|will|would) (?:i|we|you|u|they|he|she) (?:get to )?(?:keep|borrow|have)\b(?! (?:to|been)\b)/;

/**
 * "The arborvitae you planted turned brown and died, am I covered?", "it stopped working after a
 * month, is that covered" ↔ "guaranteed for one year", "12-month warranty": something that failed,
 * and whether it is covered, asks the guarantee. Not "am I covered" alone, nor a question that
 * names insurance or a policy: "my car was broken into, is theft covered" asks the policy (review).
 */
export const FAILED_COVERED_RE =
  /^(?!.*\b(?:insurance|insurer|insured|policy|policies|plan|plans|coverage|deductible|claim|theft|stolen)\b)(?:.*\b(?:died|dead|dying|broke|broken|failed|stopped working|quit working|cracked|leaking|fell apart)\b.{0,80}\b(?:covered|replace it|replace them|replaced)\b|.*\b(?:covered|replace it|replaced)\b.{0,80}\b(?:died|dead|dying|broke|broken|failed|stopped working|quit working|cracked|fell apart)\b)/;

/**
 * "I left my water bottle at the library", "forgot my kid's goggles at the pool" ↔ "Lost & found:
 * items are kept 30 days": something left behind is the lost and found. The thing (group 1) and
 * where (group 2) are the customer's details: they count where a page names them, never against one. Not "lost my card"
 * (a replacement), "dropped my car off" or "left my son at the center", "left a message" (review).
 */
export const LEFT_BEHIND_RE =
  /\b(?:left|forgot|forgotten) (?:my|our|his|her|their) (?!(?:car|truck|van|vehicle|bike|son|daughter|kids?|child|children|baby|dog|cat|pup|puppy|husband|wife|mom|dad|message|review|voicemail) (?:at|in|on|behind|inside|with|off)\b)((?:[a-z'’]+ ){0,3}?[a-z'’]+) (?:at|in|on|behind|inside) (?:the|your|ur|you)\b(?: ([a-z'’]+(?: [a-z'’]+)?))?/;
/** The verbs LEFT_BEHIND_RE stands in for: the page says "left behind" or "lost and found" itself. */
export const LEFT_BEHIND_WORDS = ['forgot', 'forgotten'];

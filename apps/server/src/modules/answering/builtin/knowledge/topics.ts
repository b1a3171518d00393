/**
 * Topics a business's own training content can show it deals with (insurance, cancellations,
 * parking…). When a topic's words appear in the passages often enough, the profile gains the
 * matching skill, duty, tool and bio phrase: "Insurance and payment questions" only appears for a
 * business whose documents actually talk about insurance.
 *
 * Text in `{customer}`/`{customers}` is filled in from the industry. No commas in list items.
 */

export interface TopicRule {
  key: string;
  re: RegExp;
  /** How many matches the passages need before the topic counts. */
  min: number;
  /** Topics of one family (insurance, financing, payment methods) give one item per list. */
  family?: string;
  skill?: string;
  responsibility?: string;
  tool?: string;
  /** For the bio: "{agent} can also help with {phrase}, {phrase} and {phrase}." */
  phrase?: string;
}

export const TOPICS: readonly TopicRule[] = [
  {
    key: 'insurance',
    re: /\binsur|\bin-network\b|\bout-of-network\b|\bco-?pays?\b|\bdeductibles?\b|\bppo\b|\bhmo\b|\bmedicaid\b|\bmedicare\b/gi,
    min: 1,
    family: 'money',
    skill: 'Insurance and payment questions',
    responsibility: 'Answering insurance and coverage questions',
    phrase: 'insurance',
  },
  {
    key: 'cancellation',
    re: /\bcancel|\breschedul|\bno-shows?\b|\bmissed appointments?\b/gi,
    min: 1,
    skill: 'Cancellation and rescheduling policies',
    responsibility: 'Handling cancellations and reschedules',
    phrase: 'the cancellation policy',
  },
  {
    key: 'pricing',
    re: /[$€£]\s?\d|\b\d+\.\d{2}\b|\bfees?\b|\bprices?\b|\bpricing\b|\bprice list\b|\bfee_/gi,
    min: 3,
    skill: 'Clear answers on prices and fees',
    responsibility: 'Quoting prices and fees accurately',
    phrase: 'prices',
  },
  {
    key: 'payment',
    re: /\bvisa\b|\bmastercard\b|\bamerican express\b|\bamex\b|\bcredit cards?\b|\bdebit cards?\b|\bcash\b|\bpaypal\b|\bhow (?:can|do) i pay\b|\bpayment methods?\b|\bwe accept\b/gi,
    min: 1,
    family: 'money',
    skill: 'Payment and billing questions',
    responsibility: 'Explaining accepted payment methods',
    phrase: 'payment options',
  },
  {
    key: 'financing',
    re: /\bfinancing\b|\bpayment plans?\b|\bcarecredit\b|\binstal+ments?\b|\bmonthly payments\b/gi,
    min: 1,
    family: 'money',
    skill: 'Payment plans and financing options',
    responsibility: 'Explaining financing and payment plans',
    phrase: 'financing options',
  },
  {
    key: 'reminders',
    re: /\breminders?\b/gi,
    min: 1,
    responsibility: 'Confirming appointments and sending reminders',
    tool: 'Appointment reminder texts',
  },
  {
    key: 'new-customers',
    re: /\bnew (?:patients?|clients?|customers?)\b|\bfirst (?:visit|appointment|consultation)\b/gi,
    min: 1,
    skill: 'New {customer} onboarding',
    responsibility: 'Welcoming new {customers} and explaining first steps',
    phrase: 'getting started as a new {customer}',
  },
  {
    key: 'emergency',
    re: /\bemergenc|\burgent\b|\bafter-hours\b|\b24\/7\b|\bon-call\b/gi,
    min: 1,
    skill: 'Recognising urgent requests',
    responsibility: 'Routing urgent requests to the right person quickly',
  },
  {
    key: 'directions',
    re: /\bparking\b|\bdirections\b|\bentrance\b|\blocated (?:at|on|in)\b|\bpublic transport\b|\bbus stop\b/gi,
    min: 1,
    responsibility: 'Giving directions and parking information',
    phrase: 'parking and directions',
  },
  {
    key: 'hours',
    re: /\b(?:opening|office|business|clinic) hours\b|\bopen (?:monday|mon|daily|from|until|7 days)\b|\bclosed on\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b[^.\n]{0,25}\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)/gi,
    min: 1,
    responsibility: 'Sharing opening hours and holiday closures',
    phrase: 'opening hours',
  },
  {
    key: 'online-booking',
    re: /\bbook online\b|\bonline booking\b|\bschedule online\b|\bonline scheduling\b|\bbook (?:an appointment )?on our website\b/gi,
    min: 1,
    tool: 'Online booking system',
  },
  {
    key: 'portal',
    re: /\b(?:patient|client|customer) portal\b/gi,
    min: 1,
    tool: '{Customer} portal',
  },
  {
    key: 'forms',
    re: /\bintake forms?\b|\bpatient forms?\b|\bpaperwork\b|\bforms? online\b|\bonline forms?\b/gi,
    min: 1,
    responsibility: 'Helping {customers} complete forms before a visit',
    tool: 'Digital intake forms',
  },
  {
    key: 'nervous',
    re: /\bnervous\b|\banxious\b|\banxiety\b|\bsedation\b|\bfear of\b/gi,
    min: 1,
    skill: 'Reassuring nervous {customers}',
  },
  {
    key: 'warranty',
    re: /\bwarrant(?:y|ies)\b|\bguarantee/gi,
    min: 1,
    skill: 'Warranty and guarantee questions',
    responsibility: 'Answering warranty questions',
    phrase: 'warranties',
  },
  {
    key: 'plans',
    re: /\bmaintenance plans?\b|\bservice agreements?\b|\bmembership plans?\b|\bmemberships?\b/gi,
    min: 1,
    skill: 'Membership and maintenance plans',
    responsibility: 'Explaining plans and memberships',
    phrase: 'membership plans',
  },
  {
    key: 'refunds',
    re: /\brefunds?\b|\breturns? policy\b|\bmoney back\b/gi,
    min: 1,
    skill: 'Refund and return policies',
    responsibility: 'Explaining refund and return policies',
    phrase: 'refunds',
  },
  {
    key: 'consultations',
    re: /\bconsultations?\b/gi,
    min: 1,
    responsibility: 'Booking consultations',
    phrase: 'consultations',
  },
  {
    key: 'texting',
    re: /\btext (?:us|message)|\breply [a-z0-9] to\b|\bsms\b|\btexts? (?:goes|go|is sent|are sent)\b/gi,
    min: 1,
    tool: 'Two-way text messaging',
  },
];

/** Topics whose words appear at least `min` times in the text, in table order, one per family. */
export function detectTopics(text: string): TopicRule[] {
  const families = new Set<string>();
  return TOPICS.filter((t) => {
    if ((text.match(t.re)?.length ?? 0) < t.min) return false;
    if (!t.family) return true;
    if (families.has(t.family)) return false;
    families.add(t.family);
    return true;
  });
}

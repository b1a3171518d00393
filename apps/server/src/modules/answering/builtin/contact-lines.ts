import { EMAIL_IN_TEXT_RE, phoneNumbersIn } from './question.ts';

/**
 * Whether a line gives the business's own phone number, street address or email address, though
 * it never says "phone", "address" or "email": a contact card's "Main office: 051 381426", "Find
 * us: 12 Harbour Road", "Tel: 051 381426 | info@harbourcafe.ie". Only lines shaped like a contact
 * card's or introduced as the business's: a taxi firm's number, a supplier's farm, the quiz
 * night's venue, a VAT number or the jobs address in a sentence are someone else's (review).
 */

/**
 * The lead-in of a number to reach the business on: a card's label starting its field ("Tel",
 * "T:", "Main office:", "Reception:", "Emergency line:"), or a verb right before the number ("call
 * us on", "for bookings call"). Not "Post Office: …" in a list of useful numbers, nor "call the Gas
 * Networks emergency line: …" or "please call Vets Now on …" (review).
 */
const PHONE_LABEL_RE =
  /^\s*(?:(?:our|main|head|booking|general|the)\s+)?(?:tel|telephone|phone|ph|t|p|m|mobile|cell|landline|office|reception|front desk|bookings?|reservations|enquiries|inquiries|contact|text|whatsapp|emergency|emergencies|out of hours|after hours|help ?line|hot ?line)(?:\s+(?:no|number|line|us))?\.?\s*(?:\([^)]{0,20}\))?\s*(?:on|at|is|:|-|–|—|\.)?\s*$/i;
const CALL_US_RE = /\b(?:(?:call|ring|phone|text|contact|book|reach)(?:\s+us)?|give us a (?:call|ring|bell))\s*(?:on|at|:)?\s*$/i;
/** Numbers that are not to be rung: a company's, a tax or a licence number, a fax. */
const NOT_TO_RING_RE =
  /\b(?:vat|reg(?:istered|istration)?|company (?:no|number)|cro|licen[cs]e|order|ref(?:erence)?|fax|abn|ein|account)\b/i;
/** Where one field of a card or one sentence ends: "Tel 051 381426 — info@…", "T: … / E: …". */
const FIELD_END_RE = /[|•·\n—/]|\s–\s|[.;!?]\s/;

export function statesOwnPhone(text: string): boolean {
  for (const m of phoneNumbersIn(text)) {
    const field = text.slice(0, m.index).split(FIELD_END_RE).at(-1) ?? '';
    if (NOT_TO_RING_RE.test(field)) continue;
    // A number alone on its line or in its field is the card's.
    if (field.trim() === '' || PHONE_LABEL_RE.test(field) || CALL_US_RE.test(field)) return true;
  }
  return false;
}

const STREET = String.raw`\b\d{1,5}[A-Za-z]?,?\s+(?:(?:[NSEW]\.?|\p{Lu}[\p{L}'’.-]*)\s+){1,4}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Square|Sq|Quay|Terrace|Tce|Highway|Hwy|Parkway|Pkwy|Row|Crescent|Cres|Close|Parade|Pike|Circle|Trail|Walk|Mews)\b`;
/** A UK postcode, an Irish Eircode (its last four with a letter: "X91 AB12", not "R25 1000"), a Canadian postal code, a US state and ZIP. */
const POSTCODE = String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[AC-FHKNPRTV-Y]\d{2}\s?(?=[\dA-Z]{0,3}[A-Z])[AC-FHKNPRTV-Y\d]{4}\b|\b[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b|\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)\s+\d{5}(?:-\d{4})?\b`;
const ADDRESS_RE = new RegExp(`${STREET}|${POSTCODE}`, 'gu');
/**
 * What may stand before the business's own address: "Address:", "find us", "we are at", "our shop
 * is at", a premises label ("Head office:", "Studio:"). Not "the nearest bus stop is at", "Parking:"
 * or "Venue:" (review).
 */
const ADDRESS_LABEL_RE =
  /(?:^|[|•·]\s*)(?:[^.!?:|]{0,30}\b(?:address|location|find us|visit us|where to find us|located at|we are at|we're at|we’re at|come and see us)(?: is)?\s*(?:at|on)?\s*[:\-–]?\s*|our [\p{L} ]{1,20} (?:is|are) (?:at|on)\s+|(?:head |main |registered )?(?:office|shop|studio|clinic|surgery|salon|showroom|store|premises|hq)\s*:\s*)$/iu;
/** …or its name: "Harbour Café 12 Harbour Road", "The Old Forge High Street Little Snoring NR21 0JB". */
const ADDRESS_NAME_RE = /(?:^|[|•·]\s*)(?:(?:\p{Lu}|\d)[\p{L}\d'’&.-]*,?\s+){0,8}$/u;

export function statesOwnAddress(text: string): boolean {
  for (const m of text.matchAll(ADDRESS_RE)) {
    const field = text.slice(0, m.index).split(FIELD_END_RE).at(-1) ?? '';
    const lead = field.trimStart();
    if (lead.length <= 70 && (ADDRESS_LABEL_RE.test(lead) || ADDRESS_NAME_RE.test(lead))) return true;
  }
  return false;
}

const EMAIL_RE = new RegExp(EMAIL_IN_TEXT_RE, 'g');
/** Addresses for something other than a customer's question: jobs, data requests, invoices, the press. */
const NOT_FOR_CUSTOMERS_RE =
  /\b(?:website|web design|designed|design|built|developed|powered|hosting|photo(?:graphy|s)?|cv|cvs|résumé|resume|jobs?|careers?|recruit\w*|apply|data protection|dpo|gdpr|accounts?|invoices?|billing|press|media)\b|^(?:jobs|careers|dpo|privacy|accounts|press|media|billing)@/i;
const EMAIL_LEAD_RE =
  /(?:^\s*e\s*:\s*$)|\b(?:e-?mail|contact|enquiries|inquiries|info|bookings?|reservations|general|write to us|get in touch|drop us a line)\b(?:\s+us)?\s*(?:on|at|:|-|–|—)?\s*$/i;
/**
 * A line of a card: an address alone, or a few short fields ("Tel: 051 381426 | info@harbourcafe.ie"),
 * not a sentence about someone ("You can reach her at sarah.byrne@…", review).
 */
const MAX_CARD_WORDS = 3;
function isCardLine(text: string): boolean {
  let rest = text.replace(EMAIL_RE, ' ');
  for (const { number } of phoneNumbersIn(rest)) rest = rest.replace(number, ' ');
  return rest.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length <= MAX_CARD_WORDS;
}

export function statesOwnEmail(text: string): boolean {
  for (const m of text.matchAll(EMAIL_RE)) {
    const before = text.slice(0, m.index);
    const field = before.split(FIELD_END_RE).at(-1) ?? '';
    if (NOT_FOR_CUSTOMERS_RE.test(field) || NOT_FOR_CUSTOMERS_RE.test(m[0])) continue;
    if (EMAIL_LEAD_RE.test(field) || isCardLine(text)) return true;
  }
  return false;
}

/**
 * An address given to write to: "contact the committee at conduct@…", "email Sam on sam@…",
 * "write to us at …". Not one mail is "sent from", a no-reply, or a third party's in brackets
 * ("payments are taken by GoCardless (help@…)", review).
 */
const WRITE_TO_RE =
  /\b(?:e-?mail(?:ing)?|contact(?:ing)?|write to|reach|report (?:it|this|them)|send (?:it|them|this|us|your \w+)|get in touch with|message)\b[^.;!?()]{0,60}$/i;
const NO_REPLY_RE = /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon)@/i;
const SENT_FROM_RE = /\b(?:sent|comes?|came) from\b[^.;!?]{0,30}$/i;

export function givesAddressToWrite(text: string): boolean {
  for (const m of text.matchAll(EMAIL_RE)) {
    const before = text.slice(0, m.index);
    if (NO_REPLY_RE.test(m[0]) || /\(\s*$/.test(before) || SENT_FROM_RE.test(before)) continue;
    if (WRITE_TO_RE.test(before)) return true;
  }
  return false;
}

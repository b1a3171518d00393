/**
 * Whether a visitor's chat message asks to book an appointment or a callback (decision 034): then,
 * when the business lists bookable services, the chat answers with the booking form instead of a
 * search. Words only, no engine call: it runs on every message, so it must cost next to nothing.
 *
 * A request is an action on something bookable ("book an appointment", "schedule a cleaning",
 * "can I come in on Tuesday", "call me back", "request a callback"). Questions about bookings that
 * are not a request ("how do I cancel my appointment?", "what is your booking policy?", "do I need
 * an appointment?") are left to the agent.
 */

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** About an existing booking, or about the rules: not a request for one. */
const NOT_A_REQUEST = [
  /\b(cancel+(ing|ed|ation)?|no[- ]show|refund)\b/,
  /\b(booking|appointment|cancellation) (policy|policies|fee|fees|terms)\b/,
  /\bdo (i|we|you) (need|have) (to (book|make)|an? (appointment|booking|reservation))\b/,
  /\b(is|are) (an? )?(appointments?|bookings?|reservations?) (needed|necessary|required)\b/,
  /\bwalk[- ]?ins?\b/,
];

const BOOKABLE =
  '(appointments?|appts?|consultations?|consults?|sessions?|visits?|slots?|bookings?|reservations?|check[- ]?ups?|cleanings?|callbacks?|call[- ]backs?|meetings?)';

const REQUEST = [
  // "book an appointment", "schedule a cleaning", "make a booking", "arrange a callback", "set up a consultation".
  new RegExp(
    `\\b(book(ing)?|schedul(e|ing)|mak(e|ing)|arrang(e|ing)|set up|setup|request(ing)?|reserv(e|ing)|organi[sz]e)\\b(\\s+\\S+){0,3}?\\s+${BOOKABLE}\\b`,
  ),
  // "I'd like an appointment", "can I get a consultation", "I need a callback".
  new RegExp(
    `\\b(i'?d like|i would like|i want|i need|we need|we'?d like|can i (get|have)|could i (get|have)|can we (get|have)|looking for|is there)\\s+(to (get|have) )?(an?|one|another|some) (\\S+ ){0,2}?${BOOKABLE}\\b`,
  ),
  // "book me in", "book in for Tuesday", "can I book a haircut", "I'd like to book".
  /\b(book|schedule|reserve)\s+(me|us|in|a|an|my|our|for|it|something|one|some|a time)\b/,
  /\b(i'?d|i would|i want|i wanna|i need|we'?d|we would|we want|can i|could i|may i|can we|could we|please|help me|how (can|do) i)\s+(to\s+)?(book|schedule|reserve)\b/,
  /^(book|schedule|reserve|booking|appointment|callback)[.!?]*$/,
  // "can I come in on Tuesday", "could I drop by tomorrow".
  /\b(can|could|may) (i|we) (come|pop|drop|stop) (in|by|over)\b/,
  // Callbacks: "call me back", "give me a call", "ring me", "have someone call me".
  /\b(call|ring|phone) (me|us)( back)?\b/,
  /\bcall ?back\b/,
  /\bgive (me|us) a (call|ring)\b/,
  /\b(availability|next available|free slots?|openings?)\b.*\b(appointment|slot|come in|tomorrow|today|next week|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
];

export function isBookingIntent(message: string): boolean {
  const text = fold(message);
  if (!text || text.length > 500) return false;
  if (NOT_A_REQUEST.some((re) => re.test(text))) return false;
  return REQUEST.some((re) => re.test(text));
}

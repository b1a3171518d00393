/**
 * Whether a visitor's question is about prices, quotes, availability or booking: the questions after
 * which the chat offers to take their details (issue 19 part 2, decision 033). A word list, not a
 * model: it runs on every chat message (microseconds), and a miss only means no offer.
 *
 * Deliberately narrow. "How much notice do you need?" is about time, not price; "do you sell
 * books?" is not a booking; "are you open on Sunday?" is opening hours, which the agent answers
 * without anyone needing to follow up.
 */

const PRICE =
  /\b(?:prices?|priced|pricing|costs?|costing|fees?|charges?|rates?|tariffs?|quotes?|quotation|estimates?|afford(?:able)?|cheap(?:er|est)?|expensive|deposits?|discounts?|budget|how much(?!\s+(?:notice|time|longer|lead|advance|earlier|later|water|sugar|flour|space|room)\b)|what do you charge)\b/;
const AVAILABILITY =
  /\b(?:availab(?:le|ility)|in stock|out of stock|vacanc(?:y|ies)|slots?|openings|spaces? left|places? left|any (?:rooms?|tables?|spaces?|spots?|places?|dates?|times?) (?:free|left|available))\b/;
// "book" as a verb: not "a book", "the book", "your cook book" (a booking is one all the same). An
// appointment is asked for ("can I get an appointment", "any appointments left"), not talked about
// ("where do I park for my appointment?").
const BOOKING =
  /(?:(?<!\b(?:a|an|the|this|that|my|your|their|our|his|her|of|new|old|good|e|audio|note|cook|text|story|picture|guest)\s)\bbook\b|\b(?:book(?:ed|ing|ings)|reserv(?:e|ed|ing|ation|ations)|(?:book|make|get|schedule|need|want|arrange|request|set up|have|any) (?:an? |my |the |another )?(?:new |first |free |open )?appointments?|appointments? (?:available|free|left|open|slots?)|schedul(?:e (?:a|an|me|my|in|for)|ing)|sign (?:me )?up|enrol(?:l|ment|ling)?)\b)/;

export type LeadIntent = 'price' | 'availability' | 'booking';

/** What the question asks about, of the kinds a lead follows up (null: none of them). */
export function leadIntent(question: string): LeadIntent | null {
  const q = question.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  if (PRICE.test(q)) return 'price';
  if (BOOKING.test(q)) return 'booking';
  if (AVAILABILITY.test(q)) return 'availability';
  return null;
}

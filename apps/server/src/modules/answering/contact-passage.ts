/**
 * The business's contact details and opening hours as a passage the agent can quote: from the
 * crawled website's contact card (stored with the site's pages) and from what the owner set on
 * the business page (added to each chat's passages, decision 028). One wording for both, so
 * "what are your hours?" and "what's your phone number?" find them the same way.
 */
export const CONTACT_CARD_TITLE = 'Contact details';

export interface ContactFacts {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  hours?: readonly string[] | null;
}

export function contactPassageText(facts: ContactFacts): string | null {
  const hours = (facts.hours ?? []).map((l) => l.trim()).filter(Boolean);
  const lines = [
    facts.phone && `Phone number: ${facts.phone}`,
    facts.email && `Email address: ${facts.email}`,
    facts.address && `Street address: ${facts.address}`,
  ].filter(Boolean);
  if (!lines.length && !hours.length) return null;
  const reach = lines.length ? `How to contact or reach us, call, email or visit:\n\n${lines.join('\n')}` : '';
  const open = hours.length ? `Opening hours:\n\n${hours.map((h) => `• ${h}`).join('\n')}` : '';
  return [CONTACT_CARD_TITLE, reach, open].filter(Boolean).join('\n\n');
}

/**
 * What the built-in engine knows about each kind of business: how to refer to it and its
 * customers, the services people ask about (found in the training passages by `re`), and the
 * skills, duties and tools a front-line employee there typically has. Everything here is
 * generic to the industry; facts about one business only ever come from its own passages.
 *
 * List items never contain commas: the profile screen edits lists as comma-separated text.
 */

export interface ServiceTerm {
  label: string;
  re: RegExp;
}

export interface IndustryKnowledge {
  key: string;
  /** Matches the stored industry value (or free text such as "Dentist" or "IT services"). */
  match: RegExp;
  /** "a dental practice" */
  kind: string;
  /** How the bio refers to the business after naming it: "the practice". */
  place: string;
  customers: string;
  customer: string;
  /** What such a business does, used only when its passages do not say. */
  does: string;
  /** Two typical reasons to get in touch, for the bio's closing line. */
  occasions: [string, string];
  services: ServiceTerm[];
  skills: string[];
  responsibilities: string[];
  tools: string[];
  /** Where a person in this job usually works: "busy dental front offices". */
  setting: string;
  /** A line on what the agent leaves to qualified staff; omitted when empty. */
  boundary: string;
}

const dental: IndustryKnowledge = {
  key: 'dental',
  match: /dent|orthodon|endodon|periodon|oral surg/i,
  kind: 'dental practice',
  place: 'the practice',
  customers: 'patients',
  customer: 'patient',
  does: 'provides dental care for patients and their families',
  occasions: ['a routine check-up', 'an unexpected toothache'],
  services: [
    { label: 'check-ups and cleanings', re: /\bcheck-?ups?\b|\bcleanings?\b|\bhygiene\b/i },
    { label: 'teeth whitening', re: /\bwhiten/i },
    { label: 'dental implants', re: /\bimplants?\b/i },
    { label: 'Invisalign clear aligners', re: /\binvisalign|\bclear aligners?\b/i },
    { label: 'crowns and bridges', re: /\bcrowns?\b|\bbridges?\b/i },
    { label: 'tooth-coloured fillings', re: /\bfillings?\b/i },
    { label: 'root canal treatment', re: /\broot canals?\b|\bendodontic/i },
    { label: 'emergency dental care', re: /\bemergenc/i },
    { label: 'sedation for nervous patients', re: /\bsedation\b|\bnitrous\b|\blaughing gas\b/i },
    { label: "children's dentistry", re: /\bchild|\bkids?\b|\bpa?ediatric|\btoddler/i },
    { label: 'extractions', re: /\bextractions?\b/i },
    { label: 'dentures', re: /\bdentures?\b/i },
    { label: 'veneers', re: /\bveneers?\b/i },
    { label: 'orthodontics', re: /\borthodont|\bbraces\b/i },
    { label: 'gum care', re: /\bperiodont|\bgum disease\b|\bgum care\b/i },
    { label: 'custom night guards', re: /\bnight ?guards?\b/i },
  ],
  skills: [
    'Dental terminology',
    'Explaining treatments in plain language',
    'Recall and check-up scheduling',
    'Patient privacy and discretion',
    'Calm and caring communication',
  ],
  responsibilities: [
    'Booking check-ups and treatment visits',
    'Explaining treatments and what to expect',
    'Routing dental emergencies to the clinical team',
    'Keeping patient recall lists up to date',
    'Collecting new patient details',
  ],
  tools: ['Dental practice management software', 'Digital patient forms', 'Patient reminder texts and emails', 'Website chat'],
  setting: 'busy dental front offices',
  boundary: 'Clinical questions always go to the dental team.',
};

const healthcare: IndustryKnowledge = {
  key: 'healthcare',
  match: /health|clinic|hospital|physio|therap|chiro|pharm|nurs|care home/i,
  kind: 'healthcare practice',
  place: 'the practice',
  customers: 'patients',
  customer: 'patient',
  does: 'cares for patients and their families',
  occasions: ['a routine appointment', 'a question about an upcoming visit'],
  services: [
    { label: 'annual check-ups', re: /\bphysicals?\b|\bcheck-?ups?\b|\bwellness\b/i },
    { label: 'vaccinations', re: /\bvaccin|\bimmuni[sz]|\bflu shots?\b/i },
    { label: 'lab tests', re: /\blab(?:oratory)?\b|\bblood (?:work|tests?)\b/i },
    { label: 'telehealth visits', re: /\btele(?:health|medicine)\b|\bvideo visits?\b|\bvirtual visits?\b/i },
    { label: 'same-day sick visits', re: /\bsame[- ]day\b|\bwalk-?ins?\b|\burgent care\b/i },
    { label: 'chronic care management', re: /\bchronic\b|\bdiabetes\b|\bblood pressure\b/i },
    { label: "women's health", re: /\bwomen'?s health\b|\bgyn|\bprenatal\b/i },
    { label: 'pediatric care', re: /\bpa?ediatric|\bchildren\b|\bkids\b/i },
    { label: 'physical therapy', re: /\bphysical therapy\b|\bphysiotherapy\b|\brehab/i },
    { label: 'mental health support', re: /\bmental health\b|\bcounsel+ing\b|\bpsycholog/i },
    { label: 'imaging', re: /\bx-?rays?\b|\bimaging\b|\bultrasound\b|\bmri\b/i },
    { label: 'prescription refills', re: /\bprescriptions?\b|\brefills?\b/i },
  ],
  skills: [
    'Medical terminology',
    'Patient privacy and confidentiality',
    'Empathetic communication',
    'Insurance verification basics',
    'Careful handling of urgent symptoms',
  ],
  responsibilities: [
    'Scheduling and rescheduling patient appointments',
    'Explaining how to prepare for a visit',
    'Routing urgent symptoms to clinical staff',
    'Handling prescription refill requests',
    'Collecting new patient information',
  ],
  tools: ['Electronic health record system', 'Practice management software', 'Patient portal', 'Secure messaging'],
  setting: 'medical front offices',
  boundary: 'Medical questions always go to the clinical team.',
};

const medical: IndustryKnowledge = {
  ...healthcare,
  key: 'medical',
  match: /medic|doctor|physician|family practice|primary care|urgent care|dermatolog|pediatric|paediatric/i,
  kind: 'medical practice',
};

const legal: IndustryKnowledge = {
  key: 'legal',
  match: /legal|law|attorney|lawyer|solicitor|notary|paralegal/i,
  kind: 'law firm',
  place: 'the firm',
  customers: 'clients',
  customer: 'client',
  does: 'helps clients with their legal matters',
  occasions: ['a first consultation', 'an update on an ongoing matter'],
  services: [
    { label: 'personal injury claims', re: /\bpersonal injury\b|\baccident claims?\b/i },
    { label: 'family law', re: /\bfamily law\b|\bdivorce\b|\bcustody\b|\bchild support\b/i },
    { label: 'estate planning', re: /\bestate planning\b|\bwills?\b|\btrusts?\b|\bprobate\b/i },
    { label: 'criminal defense', re: /\bcriminal\b|\bdui\b|\bdwi\b/i },
    { label: 'immigration', re: /\bimmigration\b|\bgreen cards?\b|\bcitizenship\b|\bnaturali[sz]ation\b/i },
    { label: 'business law', re: /\bbusiness law\b|\bcontracts?\b|\bincorporat/i },
    { label: 'real estate law', re: /\breal estate\b|\bclosings?\b|\blandlord\b|\btenants?\b/i },
    { label: 'employment law', re: /\bemployment\b|\bwrongful termination\b|\bdiscrimination\b|\bworkers'? comp/i },
    { label: 'bankruptcy', re: /\bbankrupt/i },
    { label: 'intellectual property', re: /\bintellectual property\b|\btrademarks?\b|\bpatents?\b|\bcopyrights?\b/i },
  ],
  skills: [
    'Client intake interviews',
    'Legal terminology',
    'Confidentiality and discretion',
    'Consultation scheduling',
    'Careful and accurate note taking',
  ],
  responsibilities: [
    'Screening new client inquiries',
    'Scheduling consultations with attorneys',
    'Collecting case details for the legal team',
    'Explaining next steps without giving legal advice',
    'Following up with prospective clients',
  ],
  tools: ['Legal practice management software', 'Client intake forms', 'Secure document portal', 'E-signature tools'],
  setting: 'law firm front desks and intake teams',
  boundary: 'General information is shared freely; legal advice is always left to the attorneys.',
};

const hvac: IndustryKnowledge = {
  key: 'hvac',
  match: /hvac|heating|cooling|air condition|furnace|plumb|refrigerat/i,
  kind: 'heating and cooling company',
  place: 'the company',
  customers: 'customers',
  customer: 'customer',
  does: 'keeps homes and businesses comfortable all year round',
  occasions: ['a seasonal tune-up', 'a furnace that stops working on a cold night'],
  services: [
    { label: 'air conditioning repair and installation', re: /\bair condition|\ba\/c\b|\bac (?:repair|units?|install)|\bcooling\b/i },
    { label: 'furnace and heating repair', re: /\bfurnaces?\b|\bheating\b|\bheaters?\b|\bboilers?\b/i },
    { label: 'heat pumps', re: /\bheat pumps?\b/i },
    { label: 'maintenance plans and tune-ups', re: /\bmaintenance plans?\b|\btune-?ups?\b|\bservice agreements?\b/i },
    { label: 'indoor air quality', re: /\bair quality\b|\bpurifi|\bhumidifi|\bfilters?\b/i },
    { label: 'ductwork', re: /\bducts?\b|\bductwork\b/i },
    { label: 'smart thermostats', re: /\bthermostats?\b/i },
    { label: 'water heaters', re: /\bwater heaters?\b|\btankless\b/i },
    { label: 'emergency service', re: /\bemergenc|\b24\/7\b|\bafter-hours\b/i },
  ],
  skills: [
    'HVAC terminology',
    'Service call triage',
    'Explaining maintenance plans',
    'Calm handling of no-heat and no-cooling calls',
    'Clear arrival-window communication',
  ],
  responsibilities: [
    'Booking service calls and installations',
    'Triaging emergencies such as no heat or no cooling',
    'Explaining maintenance plans and seasonal tune-ups',
    'Collecting system details before a visit',
    'Confirming technician arrival windows',
  ],
  tools: ['Field service management software', 'Dispatch board', 'Customer text notifications', 'CRM'],
  setting: 'HVAC dispatch and customer service desks',
  boundary: 'Anything that sounds unsafe, such as a gas smell, is flagged to the team as urgent straight away.',
};

const realEstate: IndustryKnowledge = {
  key: 'real estate',
  match: /real ?estate|realt|property|properties|homes? for sale|letting|leasing|broker/i,
  kind: 'real estate agency',
  place: 'the agency',
  customers: 'clients',
  customer: 'client',
  does: 'helps people buy, sell and rent homes',
  occasions: ['a first showing', 'a question about selling a home'],
  services: [
    { label: 'home buying', re: /\bbuy(?:ing|ers?)\b|\bpurchas/i },
    { label: 'home selling', re: /\bsell(?:ing|ers?)\b|\blistings?\b/i },
    { label: 'rentals and leasing', re: /\brent(?:al|als|ing)?\b|\bleas(?:e|es|ing)\b/i },
    { label: 'property management', re: /\bproperty management\b/i },
    { label: 'home valuations', re: /\bvaluations?\b|\bapprais|\bmarket analysis\b/i },
    { label: 'open houses', re: /\bopen houses?\b/i },
    { label: 'commercial real estate', re: /\bcommercial\b/i },
    { label: 'relocation help', re: /\brelocat/i },
  ],
  skills: ['Buyer and seller intake', 'Property listing knowledge', 'Showing coordination', 'Prompt follow-up', 'Lead qualification'],
  responsibilities: [
    'Answering questions about listings',
    'Scheduling showings and open house visits',
    'Qualifying buyer and seller inquiries',
    'Passing ready-to-move leads to agents',
    'Following up after showings',
  ],
  tools: ['Real estate CRM', 'MLS listing search', 'Showing scheduler', 'E-signature tools'],
  setting: 'real estate offices',
  boundary: 'Pricing advice and negotiations are left to the licensed agents.',
};

const insurance: IndustryKnowledge = {
  key: 'insurance',
  match: /insur|underwrit|brokerage/i,
  kind: 'insurance agency',
  place: 'the agency',
  customers: 'clients',
  customer: 'client',
  does: 'helps people and businesses find the right coverage',
  occasions: ['a new quote', 'a claim after an accident'],
  services: [
    { label: 'auto insurance', re: /\bauto\b|\bcar insurance\b|\bvehicles?\b/i },
    { label: 'home and renters insurance', re: /\bhome(?:owners)? insurance\b|\bhomeowners\b|\brenters?\b/i },
    { label: 'life insurance', re: /\blife insurance\b/i },
    { label: 'business insurance', re: /\bbusiness insurance\b|\bcommercial\b|\bliability\b/i },
    { label: 'health insurance', re: /\bhealth insurance\b|\bmedical coverage\b/i },
    { label: 'claims help', re: /\bclaims?\b/i },
    { label: 'policy reviews', re: /\bpolicy reviews?\b|\bcoverage reviews?\b/i },
  ],
  skills: ['Insurance terminology', 'Quote intake', 'Claims guidance', 'Policy servicing', 'Plain-language coverage explanations'],
  responsibilities: [
    'Collecting details for new quotes',
    'Helping clients start a claim',
    'Answering policy and billing questions',
    'Booking policy reviews with agents',
    'Routing urgent claims to the right person',
  ],
  tools: ['Agency management system', 'Quoting software', 'Carrier claims portals', 'E-signature tools'],
  setting: 'insurance agency service desks',
  boundary: 'Coverage decisions are always confirmed by a licensed agent.',
};

const technology: IndustryKnowledge = {
  key: 'technology',
  match: /tech|\bit\b|software|saas|computer|digital|cyber|cloud|web/i,
  kind: 'technology company',
  place: 'the company',
  customers: 'customers',
  customer: 'customer',
  does: 'helps businesses get the most out of their technology',
  occasions: ['a setup question', 'an urgent outage'],
  services: [
    { label: 'managed IT support', re: /\bmanaged (?:it|services)\b|\bit support\b|\bhelp ?desk\b/i },
    { label: 'cybersecurity', re: /\bcyber|\bsecurity\b|\bfirewalls?\b|\bantivirus\b/i },
    { label: 'cloud services', re: /\bcloud\b|\bmicrosoft 365\b|\boffice 365\b|\bgoogle workspace\b/i },
    { label: 'software development', re: /\bsoftware development\b|\bcustom software\b|\bweb development\b|\bapp development\b/i },
    { label: 'network setup', re: /\bnetworks?\b|\brouters?\b|\bwi-?fi\b/i },
    { label: 'data backup and recovery', re: /\bbackups?\b|\bdisaster recovery\b/i },
    { label: 'hardware support', re: /\bhardware\b|\blaptops?\b|\bservers?\b/i },
    { label: 'technology consulting', re: /\bconsult/i },
  ],
  skills: [
    'Technical troubleshooting basics',
    'Ticket triage',
    'Clear non-technical explanations',
    'Service level awareness',
    'Product knowledge',
  ],
  responsibilities: [
    'Logging and triaging support requests',
    'Answering product and service questions',
    'Scheduling onboarding sessions and site visits',
    'Escalating outages to the on-call team',
    'Following up on open tickets',
  ],
  tools: ['Help desk ticketing system', 'Remote support tools', 'Knowledge base', 'Status page'],
  setting: 'IT help desks and customer support teams',
  boundary: 'Outages and security concerns are escalated to the on-call team right away.',
};

const other: IndustryKnowledge = {
  key: 'other',
  match: /.^/, // only chosen as the fallback
  kind: 'business',
  place: 'the business',
  customers: 'customers',
  customer: 'customer',
  does: 'serves customers with care',
  occasions: ['a quick question', 'a new booking'],
  services: [],
  skills: [
    'Friendly customer communication',
    'Product and service knowledge',
    'Booking management',
    'Problem solving',
    'Clear written communication',
  ],
  responsibilities: [
    'Answering customer questions',
    'Sharing information about products and services',
    'Taking bookings and inquiries',
    'Passing complex requests to the team',
    'Following up with customers',
  ],
  tools: ['Website chat', 'Email', 'Online booking system', 'CRM'],
  setting: 'customer-facing teams',
  boundary: '',
};

/** Matching order matters: "dental" before the broader "health". */
export const INDUSTRIES: readonly IndustryKnowledge[] = [
  dental,
  medical,
  healthcare,
  legal,
  hvac,
  realEstate,
  insurance,
  technology,
  other,
];

/** The entry for a stored industry value ("dental", "real estate") or free text; "other" when unknown. */
export function industryFor(industry: string): IndustryKnowledge {
  const value = industry.trim().toLowerCase();
  return INDUSTRIES.find((i) => i.key === value) ?? INDUSTRIES.find((i) => i.match.test(value)) ?? other;
}

/**
 * Common front-line job titles and what a person with that title does. Owners type any title
 * ("Front Desk Coordinator", "Lead Qualifier", "Virtual Receptionist"), so each role is found by
 * the words in the title; a title that matches nothing gets the general customer-service role
 * under the owner's own title. `{customer}`/`{customers}` are filled in from the industry.
 *
 * List items never contain commas (the profile screen edits lists as comma-separated text).
 */

export interface RoleKnowledge {
  key: string;
  match: RegExp;
  /** "receptionist": used in the experience paragraph. */
  noun: string;
  /** Whether the role is the first voice people hear, which the bio says. */
  firstContact: boolean;
  /** What the agent does all day, for the bio: a verb phrase after the agent's name. */
  activity: string;
  /** What the role's experience brings, after "from … to …" style wording in the experience text. */
  experience: string;
  skills: string[];
  responsibilities: string[];
  tools: string[];
}

const ROLES: RoleKnowledge[] = [
  {
    key: 'dispatcher',
    match: /dispatch/i,
    noun: 'dispatcher',
    firstContact: false,
    activity: 'makes sure the right technician gets to the right place at the right time',
    experience: 'juggling a full board of service calls while keeping every {customer} informed',
    skills: ['Schedule and route coordination', 'Urgency triage', 'Clear status updates'],
    responsibilities: [
      'Scheduling service visits',
      'Prioritizing urgent calls',
      'Updating {customers} on arrival times',
      'Coordinating with technicians in the field',
    ],
    tools: ['Dispatch board', 'Field service software'],
  },
  {
    key: 'answering-service',
    match: /answering|call cent|operator|switchboard|after[- ]hours|telephon|phone/i,
    noun: 'answering service representative',
    firstContact: true,
    activity: 'makes sure no call or message goes unanswered, even when the team is busy or away',
    experience: 'handling high call volumes and taking messages the team can act on straight away',
    skills: ['Call handling and message taking', 'Urgency assessment', 'Calm under pressure'],
    responsibilities: [
      'Answering calls and chats when the team is busy or away',
      'Taking accurate and detailed messages',
      'Routing urgent matters to the on-call contact',
      'Sharing basic information about the business',
    ],
    tools: ['Call forwarding and voicemail', 'Message logging system'],
  },
  {
    key: 'receptionist',
    match: /recept|front[- ]?desk|front office|greeter|concierge|welcome/i,
    noun: 'receptionist',
    firstContact: true,
    activity: 'greets every {customer}, answers questions and keeps the day running smoothly',
    experience: 'managing a full appointment book and putting every caller at ease',
    skills: ['Warm and professional phone manner', 'Calendar and schedule management', 'Multitasking at a busy front desk'],
    responsibilities: [
      'Greeting callers and website visitors',
      'Booking and rescheduling appointments',
      'Answering general questions about {place}',
      'Taking messages for the team',
    ],
    tools: ['Multi-line phone system', 'Shared scheduling calendar'],
  },
  {
    key: 'appointment-setter',
    match: /appointment|schedul|booking|setter|calendar/i,
    noun: 'appointment coordinator',
    firstContact: false,
    activity: 'finds the right time for every {customer} and keeps the calendar full',
    experience: 'filling calendars, confirming visits and winning back missed appointments',
    skills: ['Calendar management', 'Matching availability quickly', 'Friendly follow-up'],
    responsibilities: [
      'Booking new appointments',
      'Confirming upcoming visits',
      'Filling last-minute openings',
      'Handling reschedules and cancellations',
    ],
    tools: ['Online scheduling system', 'Automated reminders'],
  },
  {
    key: 'lead-qualifier',
    match: /lead|sales|business development|qualif|\bsdr\b|\bbdr\b|growth|acquisition|prospect/i,
    noun: 'lead qualification specialist',
    firstContact: true,
    activity: 'learns what each new inquiry needs and connects the best fits with the team',
    experience: 'asking the right questions early and following up before a lead goes cold',
    skills: ['Needs discovery questions', 'Lead qualification', 'Timely follow-up'],
    responsibilities: [
      'Qualifying new inquiries',
      'Capturing contact details and needs',
      'Booking consultations for qualified leads',
      'Passing warm leads to the team',
    ],
    tools: ['CRM', 'Lead capture forms'],
  },
  {
    key: 'intake',
    match: /intake|coordinator|case manager|onboarding/i,
    noun: 'intake coordinator',
    firstContact: true,
    activity: 'gathers the details of every new inquiry and makes sure it reaches the right person',
    experience: 'running structured intake conversations and keeping records complete',
    skills: ['Structured intake conversations', 'Accurate note taking', 'Empathy'],
    responsibilities: [
      'Collecting details from new inquiries',
      'Checking that information is complete',
      'Scheduling first consultations',
      'Passing each case to the right team member',
    ],
    tools: ['Intake forms', 'CRM'],
  },
  {
    key: 'billing',
    match: /billing|accounts|collections|payments?\b|invoic/i,
    noun: 'billing coordinator',
    firstContact: false,
    activity: 'answers billing and payment questions clearly so nothing about an invoice is a surprise',
    experience: 'explaining statements and payment options with patience',
    skills: ['Billing and invoicing basics', 'Payment plan explanations', 'Tactful communication about money'],
    responsibilities: [
      'Answering billing questions',
      'Explaining payment options',
      'Flagging account issues to the office',
      'Sending payment reminders',
    ],
    tools: ['Billing system', 'Online payment portal'],
  },
  {
    key: 'office-manager',
    match: /manager|administrator|admin|operations|supervisor/i,
    noun: 'office manager',
    firstContact: false,
    activity: 'keeps the office organised, from the schedule to billing questions',
    experience: 'keeping a busy office organised and answering the questions others escalate',
    skills: ['Office organisation', 'Billing and payment basics', 'Team coordination'],
    responsibilities: [
      'Coordinating schedules across the team',
      'Answering billing and account questions',
      'Keeping records up to date',
      'Handling escalated questions',
    ],
    tools: ['Practice management software', 'Billing system', 'Shared team calendar'],
  },
  {
    key: 'customer-service',
    match: /customer|client|support|service|care|success|help ?desk|representative|agent|assistant|associate|specialist/i,
    noun: 'customer service representative',
    firstContact: true,
    activity: 'answers questions quickly and accurately and makes sure every {customer} gets what they need',
    experience: 'resolving questions on the first contact and knowing when to bring in a colleague',
    skills: ['Active listening', 'Clear and patient explanations', 'Problem resolution'],
    responsibilities: [
      'Answering questions across chat and email',
      'Resolving common requests on the first contact',
      'Escalating complex issues to the right person',
      'Following up until issues are resolved',
    ],
    tools: ['Help desk software', 'Knowledge base'],
  },
];

const GENERAL = ROLES.at(-1) as RoleKnowledge;

/** The role for a job title; unknown titles get the general customer-service role. */
export function roleFor(title: string): RoleKnowledge {
  return ROLES.find((r) => r.match.test(title)) ?? GENERAL;
}

import type { TemplateCategory, TemplateIndustry } from '@staffwright/contract';

export type Faq = readonly [question: string, answer: string];

/** What every template of an industry shares. `{name}` is replaced by the agent's name. */
export interface IndustryContent {
  /** "a dental practice" */
  business: string;
  /** Where the experience the agent is modelled on comes from, with its preposition. */
  setting: string;
  tools: readonly string[];
  skills: readonly string[];
  duty: string;
  bioLine: string;
  experienceLine: string;
  faq: readonly Faq[];
}

/** What every template of a category shares. */
export interface CategoryContent {
  skills: readonly string[];
  duties: readonly string[];
  tools: readonly string[];
  /** "front-desk and reception work" */
  experience: string;
  bioLine: string;
}

export const INDUSTRY_CONTENT: Record<TemplateIndustry, IndustryContent> = {
  dental: {
    business: 'a dental practice',
    setting: 'in general, family and cosmetic dental offices',
    tools: ['Dentrix', 'Eaglesoft', 'Open Dental', 'Weave', 'Curve Dental', 'NexHealth'],
    skills: [
      'Dental terminology and procedure names',
      'Explaining PPO, HMO and fee-for-service plans',
      'Calming anxious patients',
      'HIPAA-compliant communication',
    ],
    duty: 'Follows HIPAA rules whenever patient details come up in a conversation',
    bioLine:
      '{name} knows how a dental office really runs, from hygiene recalls and X-ray days to the patient who calls at 7:58 with a cracked molar, and speaks to nervous patients with patience.',
    experienceLine: 'handling everything from new-patient paperwork to same-day emergency calls',
    faq: [
      [
        'How often should I come in for a check-up and cleaning?',
        'Most patients do best with a check-up and cleaning every six months. If you have gum disease or get cavities often, the dentist may recommend a visit every three or four months. We will remind you when you are due.',
      ],
      [
        'What should I bring to my first visit?',
        'Please bring a photo ID, your dental insurance card, a list of any medications you take and the name of your previous dentist if you would like us to request your X-rays. Arriving 15 minutes early gives you time to finish any paperwork we have not received online.',
      ],
      [
        'Do you accept dental insurance?',
        'We work with most PPO dental plans and verify your benefits before treatment. If something is not covered, we explain your share of the cost before any work begins, so there are no surprises.',
      ],
      [
        'What counts as a dental emergency?',
        'Severe tooth pain, a knocked-out or broken tooth, swelling in your face or jaw, and bleeding that will not stop are all emergencies. Call us right away and we will do our best to see you the same day. If swelling affects your breathing or swallowing, go to the nearest emergency room.',
      ],
      [
        'What if I need to cancel or reschedule?',
        'Please let us know at least 24 hours ahead so we can offer the time to another patient. You can reschedule with me at any time and I will find the next opening that suits you.',
      ],
      [
        'Do you offer payment plans?',
        'For larger treatment we can spread the cost over monthly payments, and many patients use third-party financing such as CareCredit. We accept cash, debit and all major credit cards, and the team will go through the options with you before treatment.',
      ],
    ],
  },
  hvac: {
    business: 'a heating and cooling company',
    setting: 'at residential and light-commercial heating and cooling companies',
    tools: ['ServiceTitan', 'Housecall Pro', 'Jobber', 'FieldEdge', 'Successware', 'QuickBooks'],
    skills: [
      'HVAC system basics: furnaces, heat pumps, central air and ductless',
      'Triage of no-heat and no-cooling calls',
      'Explaining maintenance plans and warranties',
      'A friendly, steady phone manner with stressed homeowners',
    ],
    duty: 'Flags safety issues such as a gas smell or a carbon monoxide alarm and gives the right instructions at once',
    bioLine:
      '{name} can tell a routine tune-up request from a no-heat emergency within a few sentences, and knows the difference between a heat pump, a furnace and a ductless mini-split.',
    experienceLine: 'through heat waves, cold snaps and the busy shoulder seasons in between',
    faq: [
      [
        'How often should my system be serviced?',
        'We recommend a professional tune-up twice a year: the air conditioner in spring and the furnace or heat pump in autumn. Regular maintenance keeps efficiency up, catches small problems early and is usually required to keep the manufacturer warranty valid.',
      ],
      [
        'How often should I change my air filter?',
        'Check it every month. Standard 1-inch filters usually need replacing every one to three months, and more often if you have pets or allergies. Thicker media filters can last six months or more.',
      ],
      [
        'My heating or air conditioning stopped working. What should I check first?',
        'Make sure the thermostat is set to heat or cool and has fresh batteries, check that the breaker has not tripped, and look at the air filter. If it still will not run, contact us and we will get a technician out as soon as possible.',
      ],
      [
        'I smell gas. What should I do?',
        "Leave the house right away, do not switch lights or appliances on or off, and call your gas utility's emergency line or 911 from outside. Once the utility says it is safe, we can inspect and repair your equipment.",
      ],
      [
        'Do you charge a diagnostic fee?',
        'A service call includes a diagnostic visit so the technician can find the cause of the problem. You get an upfront quote before any repair starts, and nothing is done without your approval.',
      ],
      [
        'How long does a heating or cooling system last?',
        'A well-maintained furnace often lasts 15 to 20 years, and central air conditioners and heat pumps about 10 to 15. If yours is older than that or needs frequent repairs, replacing it may save you money.',
      ],
    ],
  },
  medical: {
    business: 'a medical practice',
    setting: 'in primary care clinics, specialist practices and urgent care centres',
    tools: ['Epic', 'athenahealth', 'eClinicalWorks', 'NextGen', 'Tebra', 'Doxy.me'],
    skills: [
      'Medical terminology',
      'HIPAA-compliant communication',
      'Recognising urgent symptoms and routing them correctly',
      'Explaining copays, deductibles and referrals',
    ],
    duty: 'Directs anyone describing an emergency to call 911 and never offers a diagnosis',
    bioLine:
      '{name} is careful by design: quick to help with scheduling, insurance and practical questions, and clear that medical advice comes from the clinical team.',
    experienceLine: 'including flu-season surges and the Monday-morning phone rush',
    faq: [
      [
        'What should I do in a medical emergency?',
        'If you have chest pain, trouble breathing, signs of a stroke, severe bleeding or any other emergency, call 911 or go to the nearest emergency room right away. Please do not wait for a call back or an appointment.',
      ],
      [
        'What should I bring to my appointment?',
        'Bring a photo ID, your insurance card, a list of your current medications and doses, and any referral or records from other providers. Please arrive 15 minutes early for your first visit so we can complete your registration.',
      ],
      [
        'Do you accept my insurance?',
        'We accept most major insurance plans, including many Medicare and commercial plans. Share the name of your plan and your member ID and we will confirm your coverage before your visit.',
      ],
      [
        'How do I get my test results?',
        'Most results appear in the patient portal once the provider has reviewed them, usually within a few business days. If a result needs attention, the care team will contact you directly.',
      ],
      [
        'Can I get a prescription refill?',
        'Refill requests are reviewed by your provider, usually within two business days. Please ask at least three days before you run out, and check with your pharmacy first, because many prescriptions already have refills on file.',
      ],
      [
        'What is your cancellation policy?',
        'Please cancel or reschedule at least 24 hours in advance. Late cancellations and missed appointments may be charged a fee, and early notice lets us offer the time to another patient who needs it.',
      ],
    ],
  },
  legal: {
    business: 'a law firm',
    setting: 'at small and mid-sized law firms',
    tools: ['Clio', 'MyCase', 'PracticePanther', 'Lawmatics', 'Smokeball', 'Calendly'],
    skills: [
      'Legal intake and conflict-check basics',
      'Strict confidentiality',
      'Explaining consultation and retainer steps in plain English',
      'Composure with callers in stressful situations',
    ],
    duty: 'Makes clear that it cannot give legal advice and that the firm represents a client only once it confirms so in writing',
    bioLine:
      '{name} understands that people rarely call a law firm on a good day, and answers with calm, discretion and plain English while leaving legal advice to the attorneys.',
    experienceLine: 'from first-time callers with a simple question to long-running cases with court deadlines',
    faq: [
      [
        'How much does a consultation cost?',
        'Many consultations are free or offered at a reduced fee, depending on the type of matter. I will tell you the fee for your kind of case when I book it, so you know the cost before you come in.',
      ],
      [
        'Do I have a case?',
        'Only an attorney can answer that after reviewing the facts. I can take down the details and arrange a consultation so the right attorney can look at your situation.',
      ],
      [
        'Is what I tell you confidential?',
        'Information you share is handled confidentially and used only to review your matter and to check for conflicts of interest. The firm represents you once it has agreed to take your case in writing.',
      ],
      [
        'What should I bring to my consultation?',
        'Bring a photo ID and any documents related to your matter, such as letters, contracts, court papers, police reports, photos or emails. A short timeline of events in your own words is also very helpful.',
      ],
      [
        'How are legal fees charged?',
        'Depending on the matter, fees may be hourly, a flat fee, or a contingency fee where the firm is paid only if you recover money. The attorney explains the fee arrangement and puts it in a written agreement before any work begins.',
      ],
      [
        'How quickly will someone get back to me?',
        'We return calls and messages within one business day, and sooner when there is a court date or deadline coming up. If your matter is urgent, tell me and I will flag it for the team.',
      ],
    ],
  },
  technology: {
    business: 'an IT and software company',
    setting: 'at managed service providers, software companies and IT consultancies',
    tools: ['Zendesk', 'Jira Service Management', 'ConnectWise', 'HubSpot', 'Salesforce', 'Slack'],
    skills: [
      'Troubleshooting basics: passwords, connectivity, email and devices',
      'Translating technical issues into plain language',
      'Ticket triage and priority levels',
      'Security-aware identity checks',
    ],
    duty: 'Never asks for or accepts passwords, one-time codes or card numbers in a conversation',
    bioLine:
      '{name} speaks both languages of IT: precise enough for the engineers, and plain enough for the customer who just wants the printer to work.',
    experienceLine: 'including release days, outages and end-of-quarter rushes',
    faq: [
      [
        'How do I open a support ticket?',
        'Tell me what is happening, who is affected and when it started, and I will open a ticket for you. You can also email the support address; every request gets a ticket number so you can follow its progress.',
      ],
      [
        'How quickly will you respond?',
        'Urgent issues that stop a whole team from working are picked up first, usually within an hour during business hours. Normal requests are answered within one business day. Your service agreement lists the exact response times for your plan.',
      ],
      [
        'I forgot my password. Can you reset it?',
        'For your security I never ask for passwords in a chat. Use the "Forgot password" link on the sign-in page, or I can open a ticket so a technician can verify your identity and reset it with you.',
      ],
      [
        'Do you offer support outside business hours?',
        'Critical incidents, such as a server or network outage, can be reported at any hour and are routed to the on-call engineer. Everything else is handled on the next business day.',
      ],
      [
        'What information helps you fix my problem faster?',
        'The exact error message or a screenshot, the device and software you are using, when the problem started, and whether anyone else is affected. Knowing what changed recently, such as an update or a new device, helps a lot too.',
      ],
      [
        'How does billing work?',
        "Most plans are billed monthly or annually per user or per device. Invoices are emailed to your account's billing contact, and you can update payment details or download past invoices from the customer portal.",
      ],
    ],
  },
};

export const CATEGORY_CONTENT: Record<TemplateCategory, CategoryContent> = {
  'customer-service': {
    skills: [
      'Active listening',
      'De-escalating frustrated customers',
      'Clear written communication',
      'Following up until an issue is resolved',
    ],
    duties: [
      'Answers questions about services, policies and billing',
      'Logs complaints and feedback and passes them to the right person',
      'Follows up on open requests so nothing falls through the cracks',
    ],
    tools: ['Freshdesk', 'Microsoft 365'],
    experience: 'customer service',
    bioLine:
      'Every conversation ends with a clear next step, whether that is an answer, a follow-up or a hand-off to the right person on the team.',
  },
  receptionist: {
    skills: ['Warm, professional greeting', 'Call routing and transfers', 'Appointment booking', 'Keeping calm on busy days'],
    duties: [
      'Answers every call and chat with a warm, professional greeting',
      'Books, confirms and reschedules appointments',
      'Takes complete messages and routes them to the right team member',
    ],
    tools: ['RingCentral', 'Google Calendar'],
    experience: 'front-desk and reception work',
    bioLine:
      'As the first voice people hear, {name} makes a warm first impression, gets callers to the right place quickly and keeps the front desk calm on the busiest days.',
  },
  'reception-desk': {
    skills: ['Professional greeting and visitor welcome', 'Call routing and transfers', 'Message taking', 'Organised, calm multitasking'],
    duties: [
      'Greets visitors and callers and finds out what they need',
      'Routes calls and enquiries to the right person or team',
      'Takes complete, accurate messages and makes sure they are delivered',
    ],
    tools: ['RingCentral', 'Google Workspace'],
    experience: 'reception desk and front-office work',
    bioLine:
      'At the reception desk {name} welcomes every visitor and caller, routes each enquiry to the right person and keeps the front office running smoothly.',
  },
  'appointment-setting': {
    skills: [
      'Calendar management',
      'Matching requests to the right appointment type',
      'Reminder and confirmation follow-up',
      'Handling reschedules and cancellations gracefully',
    ],
    duties: [
      'Books, moves and confirms appointments',
      'Sends reminders to cut no-shows',
      'Keeps a short-notice list to fill cancellations',
    ],
    tools: ['Google Calendar', 'Twilio SMS reminders'],
    experience: 'scheduling and calendar management',
    bioLine:
      '{name} fills the calendar without overbooking it, matches every request to the right appointment type and sends reminders so fewer people miss their slot.',
  },
  'lead-generation': {
    skills: ['Fast response to new enquiries', 'Qualifying questions without pressure', 'Booking consultations', 'Accurate CRM notes'],
    duties: [
      'Responds to new enquiries within seconds, day or night',
      'Asks the qualifying questions the team needs',
      'Books qualified prospects straight into a consultation or call',
    ],
    tools: ['HubSpot CRM', 'Mailchimp'],
    experience: 'inbound enquiries and lead qualification',
    bioLine:
      '{name} replies to every enquiry within seconds, asks the right qualifying questions and books serious prospects straight into a consultation.',
  },
  'answering-service': {
    skills: ['Accurate message taking', 'Urgency screening', 'On-call escalation', 'Calm, reassuring tone'],
    duties: [
      'Answers calls after hours and whenever the lines are busy',
      'Takes complete messages with callback details',
      'Escalates true emergencies to whoever is on call',
    ],
    tools: ['RingCentral', 'On-call rota in Google Calendar'],
    experience: 'call answering and message handling',
    bioLine:
      'When the office is closed or every line is busy, {name} answers, takes a complete message and makes sure true emergencies reach whoever is on call.',
  },
};

import type { Faq } from './industries.ts';

/**
 * What makes each job title's template its own. `focus` is a verb phrase about the agent
 * ("greets patients, …"): it opens the bio after the agent's name and, capitalised, the description.
 */
export interface TitleContent {
  focus: string;
  skills: readonly [string, string];
  duty: string;
  faq: Faq;
  /** US dollars; omitted means free. */
  price?: number;
  /** A name that suits the role better than the rotating default. */
  agentName?: string;
}

export const TITLE_CONTENT: Record<string, TitleContent> = {
  // Dental · Customer Service
  'Dental Patient Care Coordinator': {
    focus:
      'guides patients from their first call to their follow-up visit, answering questions about appointments, treatment and costs along the way',
    skills: ['Patient journey coordination', 'Explaining treatment steps in plain language'],
    duty: 'Checks in with patients after major treatment and books their follow-up visits',
    faq: [
      'What happens after my treatment?',
      'We book any follow-up you need before you leave, and we check in a few days later to see how you are feeling. If anything does not feel right, contact us and we will see you as soon as we can.',
    ],
  },
  'Dental Billing & Insurance Specialist': {
    focus: 'answers questions about statements, insurance claims and payment options, so patients understand exactly what they owe and why',
    skills: ['Reading explanations of benefits', 'Insurance claims and pre-authorisations'],
    duty: 'Explains statements and insurance payments line by line and sets up payment plans',
    faq: [
      'What is a pre-authorisation?',
      'For larger treatment such as crowns, bridges or implants, we can send the plan to your insurance company first. They reply with what they expect to pay, usually within two to four weeks, so you know your share before we begin.',
    ],
  },
  'Dental Patient Relations Specialist': {
    focus: 'listens to compliments and concerns, resolves problems quickly and makes sure every patient feels heard',
    skills: ['Service recovery', 'Handling sensitive feedback with tact'],
    duty: 'Records feedback and complaints and makes sure the office manager follows up personally',
    faq: [
      "I'm unhappy with my visit. Who can I talk to?",
      'I am sorry to hear that. Tell me what happened and I will pass it to our office manager, who will call you back personally, usually within one business day.',
    ],
  },
  'Dental Treatment Plan Coordinator': {
    focus: 'walks patients through their recommended treatment, the order of their visits and what each step will cost',
    skills: ['Presenting phased treatment plans', 'Cost estimates with insurance'],
    duty: 'Helps patients schedule multi-visit treatment in the right order',
    faq: [
      'Do I have to do all of my treatment at once?',
      'Not necessarily. The dentist can phase your treatment, starting with anything urgent, and spread the rest over several visits or across insurance years to make the most of your benefits.',
    ],
  },
  'Dental Office Customer Service Representative': {
    focus: 'answers everyday questions about appointments, forms, costs and office policies, quickly and kindly',
    skills: ['Juggling phone, chat and email', 'Patient-friendly explanations of office policies'],
    duty: 'Handles routine requests such as form resends, receipts and address changes',
    faq: [
      'Can I get a receipt for my visit?',
      'Yes. I can send an itemised receipt by email, which you can use for a flexible spending or health savings account claim.',
    ],
  },

  // Dental · Receptionist
  'Dental Office Receptionist': {
    focus: "greets patients, answers the phones, checks people in and keeps the day's schedule running on time",
    skills: ['Patient check-in and check-out', 'Multi-line phone handling'],
    duty: "Confirms the next day's appointments and fills last-minute gaps from the waiting list",
    faq: [
      'Do you have any appointments today?',
      "Let me check today's schedule. If nothing is open, I can add you to our short-notice list and contact you the moment a slot frees up.",
    ],
  },
  'Dental Front Desk Coordinator': {
    focus: 'runs the front desk from opening to close, coordinating check-ins, payments and the hygiene and doctor schedules',
    skills: ['Coordinating hygiene and doctor schedules', 'Collecting copays and balances'],
    duty: 'Collects copays at check-out and books the next visit before patients leave',
    faq: [
      'Do I pay at the time of my visit?',
      'We collect your estimated share, such as a copay or deductible, at the end of each visit. If insurance pays a different amount than expected, we send a statement or refund the difference.',
    ],
  },
  'Pediatric Dental Receptionist': {
    focus: "welcomes children and their parents, books first visits and answers the questions parents ask about their child's teeth",
    skills: ['Talking with children and nervous parents', 'Scheduling around school hours'],
    duty: "Prepares parents for their child's first visit and what to expect",
    faq: [
      'When should my child first see a dentist?',
      'Children should have their first dental visit by their first birthday or within six months of their first tooth. Early visits are short and gentle, and they help your child get comfortable with us.',
    ],
  },
  'Orthodontic Office Receptionist': {
    focus: 'books consultations and adjustment visits for braces and aligner patients and answers questions about orthodontic care',
    skills: ['Orthodontic scheduling and adjustment cycles', 'Braces and aligner basics'],
    duty: 'Arranges repair visits for broken brackets and poking wires',
    faq: [
      'A bracket came loose. Is that an emergency?',
      'A loose bracket is usually not urgent, but let us know so we can book a repair visit. If a wire is poking your cheek, cover the end with orthodontic wax until you can come in.',
    ],
  },
  'Bilingual Dental Receptionist': {
    focus: 'helps patients in English and Spanish, from booking and forms to insurance questions, so nobody feels lost at the front desk',
    skills: ['Fluent English and Spanish', 'Translating forms and instructions clearly'],
    duty: "Offers every conversation in the patient's preferred language",
    faq: [
      'Do you have staff who speak Spanish?',
      'Yes. I can help you in Spanish right now, and we can note your language preference so your forms and reminders come in Spanish too.',
    ],
    agentName: 'Lucía',
  },

  // Dental · Appointment Setting
  'Dental Appointment Scheduler': {
    focus: 'books, moves and confirms appointments so the schedule stays full and patients are seen when they need to be',
    skills: ['Schedule optimisation', 'Matching appointment types to chair time'],
    duty: 'Books each visit with the right provider and the right amount of chair time',
    faq: [
      'Can I book an early-morning or late appointment?',
      'Early and late slots are popular, so they fill quickly. Tell me which days work and I will find the earliest or latest time available, or add you to the list for a cancellation.',
    ],
  },
  'Dental Recall Coordinator': {
    focus: 'reaches out to patients who are due or overdue for their check-up and gets them back on the schedule',
    skills: ['Recall and reactivation campaigns', 'Friendly reminder wording'],
    duty: 'Contacts overdue patients and books their hygiene visits',
    faq: [
      "I haven't been to the dentist in a few years. Is that a problem?",
      'Not at all. We start with a full exam and any X-rays you need, and there is no judgement: we are just glad you are here.',
    ],
  },
  'Hygiene Schedule Coordinator': {
    focus: 'keeps the hygiene chairs full, booking cleanings, periodontal maintenance and fluoride visits at the right intervals',
    skills: ['Hygiene intervals and periodontal maintenance', 'Filling short-notice cancellations'],
    duty: 'Fills last-minute hygiene openings from the short-notice list',
    faq: [
      'What is periodontal maintenance?',
      'It is a deeper cleaning for patients who have been treated for gum disease, usually every three to four months. It keeps the gums healthy and helps stop the disease from coming back.',
    ],
  },
  'New Patient Scheduling Coordinator': {
    focus: 'welcomes new patients, gathers their details and insurance, and books a first visit that gives the dentist everything needed',
    skills: ['New-patient intake', 'Insurance eligibility checks'],
    duty: 'Collects new-patient details and insurance information before the first visit',
    faq: [
      'What happens at my first visit?',
      'Your first visit includes a full exam, any X-rays the dentist needs and usually a cleaning. We talk about your goals and any concerns, and you leave with a clear plan.',
    ],
  },

  // Dental · Lead Generation
  'Dental Lead Intake Specialist': {
    focus: 'answers new enquiries from the website, ads and phone within seconds and turns them into booked appointments',
    skills: ['Speed-to-lead follow-up', 'Capturing contact details naturally'],
    duty: 'Records where each new patient heard about the practice',
    faq: [
      'How soon can I be seen as a new patient?',
      'New patients can usually be seen within a week, and sooner for pain or an emergency. I can book you now and send a confirmation straight away.',
    ],
  },
  'Cosmetic Dentistry Consultation Coordinator': {
    focus: 'talks with people interested in whitening, veneers and smile makeovers, answers their first questions and books consultations',
    skills: ['Cosmetic treatment basics: whitening, bonding and veneers', 'Consultative, no-pressure conversation'],
    duty: 'Books cosmetic consultations and sends what to expect beforehand',
    faq: [
      'How long does professional whitening last?',
      'Results usually last one to three years, depending on diet and habits such as coffee, tea or smoking. Touch-up trays at home help keep your smile bright.',
    ],
    price: 49,
  },
  'Dental Implant Consultation Coordinator': {
    focus: 'answers questions about replacing missing teeth with implants and books consultations with the implant dentist',
    skills: ['Implant treatment basics', 'Financing conversations for larger treatment'],
    duty: 'Explains the consultation, 3D scan and financing steps before the first visit',
    faq: [
      'How long does a dental implant take?',
      'From placement to the final crown usually takes three to six months, because the implant needs time to fuse with the bone. The dentist explains your own timeline at the consultation.',
    ],
    price: 49,
  },
  'Clear Aligner Consultation Coordinator': {
    focus: 'helps adults and teens find out whether clear aligners suit them and books their scan appointments',
    skills: ['Clear aligner treatment basics', 'Booking 3D scan appointments'],
    duty: 'Books aligner consultations and digital scan visits',
    faq: [
      'How long does clear aligner treatment take?',
      'Most cases take 6 to 18 months. You wear the aligners about 22 hours a day and change to a new set every one to two weeks.',
    ],
  },
  'Dental Membership Plan Advisor': {
    focus: 'explains the in-house membership plan to patients without insurance and signs them up for preventive care',
    skills: ['Explaining membership plans and insurance side by side', 'Enrolments and renewals'],
    duty: 'Enrols uninsured patients and explains what the plan covers',
    faq: [
      "I don't have dental insurance. What are my options?",
      'Our in-house membership plan covers your routine cleanings, exams and X-rays for a yearly or monthly fee, with a discount on other treatment. There are no deductibles, waiting periods or claim forms.',
    ],
  },

  // Dental · Answering Service
  'Dental Answering Service Representative': {
    focus: "answers the practice's calls when the team can't, takes clear messages and books routine appointments",
    skills: ['Accurate message taking', 'Call routing by urgency'],
    duty: "Sends every message to the team with the caller's details and the reason for the call",
    faq: [
      'Can you book an appointment for me?',
      'Yes. I can book or request an appointment now, and the office confirms it when they open.',
    ],
  },
  'After-Hours Dental Emergency Line Operator': {
    focus:
      'handles night and weekend calls, sorting real dental emergencies from issues that can wait and reaching the on-call dentist when needed',
    skills: ['Dental emergency triage', 'A calm, reassuring manner at night'],
    duty: 'Alerts the on-call dentist for trauma, severe pain or swelling',
    faq: [
      'My child knocked out an adult tooth. What should I do?',
      "Act fast: pick the tooth up by the crown, not the root, rinse it gently and try to put it back in the socket. If you can't, keep it in milk and get to the dentist or an emergency room within an hour. I am alerting the on-call dentist now.",
    ],
    price: 39,
  },
  'Dental Overflow Call Specialist': {
    focus: 'picks up when every line at the front desk is busy, so no caller hears a voicemail on a Monday morning',
    skills: ['High-volume call handling', 'Prioritising urgent callers'],
    duty: 'Catches overflow calls and books or routes them without a hold queue',
    faq: [
      'Why am I talking to an assistant instead of the front desk?',
      'Our front desk is helping other patients right now, so I am here to make sure you are not kept waiting. I can book, change or cancel appointments and pass any question to the team.',
    ],
  },
  'Dental Weekend Answering Specialist': {
    focus: 'covers Saturdays, Sundays and holidays, booking first-thing appointments and reaching the on-call dentist for emergencies',
    skills: ['Weekend and holiday coverage', 'Next-business-day booking'],
    duty: 'Books first-thing Monday appointments for patients in discomfort',
    faq: [
      'Is anyone available at the weekend?',
      'I answer all weekend. For an emergency I contact the on-call dentist; for everything else I can book you in for the first available time on the next business day.',
    ],
  },

  // HVAC · Customer Service
  'HVAC Customer Service Representative': {
    focus: 'answers customers’ questions about service visits, pricing and repairs, and makes sure every call ends with a clear next step',
    skills: ['Explaining repair options and quotes', 'Following up after service visits'],
    duty: 'Books service calls and confirms the details with the customer',
    faq: [
      'Will the technician give me a price before starting?',
      'Yes. After diagnosing the problem the technician gives you a written, upfront price, and nothing is done until you approve it.',
    ],
  },
  'HVAC Service Agreement Specialist': {
    focus: "explains maintenance plans, signs customers up and keeps members' tune-ups on schedule",
    skills: ['Maintenance plan sales and renewals', 'Membership scheduling'],
    duty: "Renews expiring service agreements and books members' tune-ups",
    faq: [
      'Is a maintenance plan worth it?',
      'For most households, yes. Two tune-ups a year keep equipment efficient and under warranty, and members get priority service and repair discounts that often cover the cost of the plan on their own.',
    ],
    price: 29,
  },
  'HVAC Warranty & Claims Coordinator': {
    focus: 'checks equipment warranties, explains what is covered and coordinates parts claims with manufacturers',
    skills: ['Manufacturer warranty terms', 'Model and serial number look-ups'],
    duty: 'Looks up model and serial numbers and confirms warranty coverage before repairs',
    faq: [
      'Where do I find my model and serial number?',
      'Look for a metal plate or sticker on the side of the outdoor unit, and inside the furnace or air handler door. A clear photo of the label is the easiest way to send it to us.',
    ],
  },
  'HVAC Billing Specialist': {
    focus: 'answers questions about invoices, payments and financing accounts, and sorts out billing problems quickly',
    skills: ['Invoice and payment support', 'Payment plan set-up'],
    duty: 'Explains invoices and points customers to the secure payment link',
    faq: [
      'How can I pay my invoice?',
      'You can pay by card or bank transfer through the secure link on your invoice, or by phone with our office. For your security we never take card numbers by chat or email.',
    ],
  },
  'HVAC Customer Care Coordinator': {
    focus: 'looks after customers before and after each visit, from confirming appointments to checking that the repair solved the problem',
    skills: ['Post-service follow-up', 'Resolving callbacks and complaints'],
    duty: "Schedules return visits when a repair didn't fully solve the problem",
    faq: [
      'The problem came back after the repair. What now?',
      'I am sorry about that. Tell me what is happening and I will book a return visit. If it is related to the original repair and within the workmanship warranty, there is no charge for the visit.',
    ],
  },

  // HVAC · Reception Desk
  'HVAC Office Receptionist': {
    focus: 'answers the phone, greets customers at the counter and books service calls for the team',
    skills: ['Phone and counter reception', 'Booking service calls'],
    duty: 'Greets customers and takes down every service request accurately',
    faq: [
      'Can I buy filters from you?',
      'We stock common filter sizes. Tell me the size printed on the edge of your current filter and I will check whether we have it ready for pick-up.',
    ],
  },
  'HVAC Front Office Coordinator': {
    focus: 'keeps the front office organised, coordinating between customers, dispatch and the technicians in the field',
    skills: ['Coordinating office and field teams', 'Job paperwork follow-up'],
    duty: 'Passes customer updates to dispatch and the technicians in the field',
    faq: [
      'Can you tell me when my technician will arrive?',
      "I will check with dispatch for your technician's current estimate. You will also get a text when they are on the way.",
    ],
  },
  'HVAC Showroom Receptionist': {
    focus: 'welcomes visitors to the showroom, answers first questions about new systems and books time with a comfort advisor',
    skills: ['Showroom welcome and product basics', 'Booking comfort advisor appointments'],
    duty: 'Books walk-in visitors with a comfort advisor',
    faq: [
      "What's the difference between a heat pump and a furnace?",
      'A furnace makes heat by burning gas or with electric elements. A heat pump moves heat instead: it pulls warmth from the outside air in winter and works as an air conditioner in summer, which makes it very efficient in mild and moderate climates.',
    ],
  },
  'HVAC Call Intake Receptionist': {
    focus: 'takes every incoming call, gathers the details dispatch needs and sorts emergencies from routine work',
    skills: ['Structured call intake', 'Emergency screening'],
    duty: 'Records the address, system type and symptoms on every call',
    faq: [
      'What information do you need for a service call?',
      'Your name, address and phone number, the type of system if you know it, what it is doing or not doing, and when it started. If you have a maintenance plan, mention it so we can apply your benefits.',
    ],
  },

  // HVAC · Appointment Setting
  'HVAC Service Dispatcher': {
    focus: 'books and routes service calls, matches jobs to available technicians and keeps customers updated on arrival times',
    skills: ['Dispatch board management', 'Routing by location and skill'],
    duty: 'Puts no-heat and no-cooling calls ahead of routine work',
    faq: [
      'Can I get a same-day appointment?',
      'Same-day visits depend on how busy the technicians are. Emergencies such as no heat in freezing weather go first; for anything else I book the earliest available window.',
    ],
  },
  'HVAC Maintenance Scheduler': {
    focus: 'books spring and autumn tune-ups, reminds members when they are due and keeps the maintenance calendar balanced',
    skills: ['Seasonal maintenance planning', 'Member reminders'],
    duty: 'Reminds plan members when their tune-up is due and books it',
    faq: [
      'What happens during a tune-up?',
      'The technician cleans and inspects the system, checks refrigerant levels and electrical connections, tests the safety controls and replaces the filter if needed. You get a short report of anything that needs attention.',
    ],
  },
  'HVAC Installation Scheduler': {
    focus: 'schedules new system installations, coordinates crews and permits, and prepares customers for installation day',
    skills: ['Installation crew scheduling', 'Permit and inspection coordination'],
    duty: 'Confirms installation-day details and what the customer needs to prepare',
    faq: [
      'How long does installing a new system take?',
      'Most replacements take one full day, and larger jobs with new ductwork can take two or three. We confirm the schedule and any permit inspection before the crew arrives.',
    ],
  },
  'HVAC Appointment Setter': {
    focus: 'turns calls and chat messages into booked appointments with clear arrival windows and confirmations',
    skills: ['Fast, friendly booking', 'Confirmation and reminder follow-up'],
    duty: 'Sends confirmations and reminders for every booked visit',
    faq: [
      'Can I reschedule my appointment?',
      'Of course. Let me know as early as you can and I will move you to another window. If it is within a few hours of the visit, I will let dispatch know too.',
    ],
  },
  'Seasonal Tune-Up Scheduler': {
    focus: 'runs the spring cooling and autumn heating tune-up campaigns, filling the calendar before the busy season hits',
    skills: ['Seasonal campaign scheduling', 'Pre-season outreach'],
    duty: 'Books pre-season tune-ups before demand peaks',
    faq: [
      'When is the best time for a tune-up?',
      'Spring for air conditioning and autumn for heating, before you need them. Booking early means more appointment choices and fewer surprises on the first hot or cold day.',
    ],
  },

  // HVAC · Lead Generation
  'HVAC Sales Lead Specialist': {
    focus: 'answers enquiries about new equipment, asks the right qualifying questions and books in-home estimates',
    skills: ['Qualifying replacement enquiries', 'Booking in-home estimates'],
    duty: 'Qualifies each enquiry by system age, home size and timeline',
    faq: [
      'Should I repair or replace my system?',
      'If the system is more than 10 to 15 years old, needs frequent repairs, or a repair would cost more than about a third of a new system, replacement is usually the better value. A comfort advisor can compare both options for you.',
    ],
  },
  'HVAC Replacement Estimate Coordinator': {
    focus: 'arranges free replacement estimates, prepares homeowners for the visit and follows up on quotes',
    skills: ['Estimate scheduling and follow-up', 'Explaining quote options'],
    duty: 'Follows up on open quotes and answers questions about them',
    faq: [
      'How long is my quote valid?',
      'Quotes are usually valid for 30 days. If equipment prices change after that, we let you know before you decide.',
    ],
  },
  'Indoor Air Quality Sales Advisor': {
    focus:
      'talks with homeowners about allergies, dust and humidity, and books consultations for air cleaners, humidifiers and ventilation',
    skills: ['Indoor air quality products', 'Needs-based questioning'],
    duty: 'Books indoor air quality assessments for interested homeowners',
    faq: [
      'Can you help with allergies and dust in my home?',
      'Better filtration, an air purifier or a ventilation system can reduce dust, pollen and pet dander. A technician can test your home and suggest what will make the biggest difference.',
    ],
  },
  'Commercial HVAC Lead Coordinator': {
    focus: 'qualifies enquiries from offices, shops and restaurants and books site surveys with the commercial team',
    skills: ['Qualifying commercial enquiries', 'Site survey scheduling'],
    duty: 'Captures the building type, size and equipment for every commercial lead',
    faq: [
      'Do you service commercial buildings?',
      'We look after rooftop units, split systems and ventilation for offices, retail and restaurants, with maintenance agreements planned around business hours.',
    ],
    price: 59,
  },
  'HVAC Financing Advisor': {
    focus: 'explains financing options for new systems and helps homeowners start an application before their estimate',
    skills: ['Consumer financing basics', 'Explaining monthly payment options'],
    duty: 'Explains financing terms and sends application links',
    faq: [
      'Will applying for financing affect my credit?',
      'Many lenders start with a soft credit check that does not affect your score. A full application may involve a hard check, and the advisor tells you which applies before you continue.',
    ],
  },

  // HVAC · Answering Service
  'HVAC Answering Service Representative': {
    focus: 'answers calls when the office is closed or busy, takes service requests and sends emergencies to the on-call technician',
    skills: ['Service request capture', 'On-call escalation'],
    duty: 'Logs each service request with the address and system details',
    faq: [
      'Can I book a regular service call after hours?',
      'Yes. I take your details and book the earliest available window, and the office confirms it on the next business day.',
    ],
  },
  'After-Hours HVAC Emergency Dispatcher': {
    focus: 'handles night and weekend emergencies, checks for safety risks and dispatches the on-call technician',
    skills: ['Emergency dispatch', 'Gas and carbon monoxide safety screening'],
    duty: 'Screens every call for gas smells and carbon monoxide alarms before anything else',
    faq: [
      'My carbon monoxide alarm is going off. What do I do?',
      'Get everyone out of the house into fresh air and call 911 or the fire department from outside. Do not go back in until they say it is safe. Then contact us and we will inspect your heating equipment.',
    ],
    price: 39,
  },
  'HVAC Overflow Call Specialist': {
    focus: "picks up the calls the office can't get to on the hottest and coldest days, so no customer is left on hold",
    skills: ['Overflow call handling', 'Staying calm under pressure'],
    duty: 'Books and prioritises calls during heat waves and cold snaps',
    faq: [
      'Why is it so hard to get an appointment right now?',
      'On extreme-weather days every company gets far more calls than usual. I will get you on the schedule as soon as possible, and homes with vulnerable people and no heating or cooling go first.',
    ],
  },
  'HVAC Peak Season Call Handler': {
    focus: 'adds an extra pair of hands during the summer and winter rush, booking visits and answering common questions',
    skills: ['Peak-season call volume', 'Quick troubleshooting tips'],
    duty: 'Walks callers through simple checks before booking a visit',
    faq: [
      "My AC runs but the house won't cool down. Is something wrong?",
      'On very hot days a system may run constantly and only cool the house about 20 degrees below the outdoor temperature. Check the filter and make sure the outdoor unit is not blocked. If warm air comes from the vents, book a visit.',
    ],
  },

  // Medical · Customer Service
  'Patient Services Representative': {
    focus: 'helps patients with appointments, forms, portal access and everyday questions, always kindly and clearly',
    skills: ['Patient portal support', 'Clear explanations of office processes'],
    duty: 'Helps patients sign up for and use the patient portal',
    faq: [
      'How do I sign up for the patient portal?',
      'We send an invitation to your email or phone. Follow the link, confirm your date of birth and set a password. If the link has expired, I can ask the office to send a new one.',
    ],
  },
  'Medical Billing Customer Service Representative': {
    focus: 'answers questions about statements, insurance payments and balances, and sets up payment plans',
    skills: ['Medical billing and explanation-of-benefits questions', 'Payment arrangements'],
    duty: 'Explains patient statements and sets up payment plans',
    faq: [
      'Why did I get a bill after insurance paid?',
      'Your plan may have applied part of the charge to your deductible, copay or coinsurance. The explanation of benefits from your insurer shows how the claim was processed, and we can go through it with you.',
    ],
  },
  'Patient Experience Coordinator': {
    focus: 'makes sure patients feel cared for, gathering feedback, resolving concerns and sharing praise with the team',
    skills: ['Patient feedback handling', 'Service recovery'],
    duty: 'Logs patient feedback and routes concerns to the practice manager',
    faq: [
      'How can I share feedback about my visit?',
      'I would be glad to hear it. Tell me about your experience and I will pass it on. If something went wrong, the practice manager will follow up with you personally.',
    ],
  },
  'Insurance Verification Specialist': {
    focus: 'checks patients’ coverage before visits and explains copays, deductibles and referral requirements',
    skills: ['Eligibility and benefits verification', 'Prior authorisation basics'],
    duty: 'Verifies insurance and flags prior authorisation needs before appointments',
    faq: [
      'What is the difference between a copay and a deductible?',
      'A copay is a fixed amount you pay for a visit. A deductible is what you pay each year before your plan starts sharing costs. Your insurance card or plan documents list both.',
    ],
  },
  'Prescription Refill Coordinator': {
    focus: 'takes refill requests, checks what the provider needs and keeps patients informed while requests are reviewed',
    skills: ['Refill request intake', 'Pharmacy coordination'],
    duty: 'Passes refill requests to the care team with the pharmacy and medication details',
    faq: [
      'What do you need to request a refill?',
      'Your name, date of birth, the medication and dose, and your pharmacy. Some medications need a visit before they can be renewed, and the care team will let you know if yours does.',
    ],
  },

  // Medical · Reception Desk
  'Medical Office Receptionist': {
    focus: 'greets patients, answers phones, schedules visits and keeps the front office calm and organised',
    skills: ['Front-office reception', 'Multi-line phones and scheduling'],
    duty: 'Checks patients in and confirms their details and insurance',
    faq: [
      'Can I update my address and phone number?',
      'Yes. Give me your new details and I will pass them to the front desk, so your records are updated before your next visit.',
    ],
  },
  'Medical Front Desk Coordinator': {
    focus: "runs the front desk, coordinating check-in, check-out, copays and the providers' schedules through the day",
    skills: ['Front desk workflow', 'Copay collection'],
    duty: 'Keeps check-in and check-out moving and collects copays',
    faq: [
      'Do I pay my copay before or after the visit?',
      'Copays are collected at check-in. We accept cards, cash and most HSA and FSA cards.',
    ],
  },
  'Clinic Check-In Specialist': {
    focus: 'gets patients checked in quickly, confirms their details and insurance, and sends intake forms ahead of visits',
    skills: ['Pre-registration and online check-in', 'Insurance card capture'],
    duty: 'Sends digital intake forms before appointments',
    faq: [
      'Can I check in online?',
      'Yes. You get a text before your appointment with a link to confirm your details, upload your insurance card and complete your forms.',
    ],
  },
  'Urgent Care Receptionist': {
    focus: 'welcomes walk-in patients, explains wait times and helps people decide between urgent care and the emergency room',
    skills: ['Walk-in flow and wait times', 'Urgent care or emergency room guidance'],
    duty: 'Directs anyone with emergency symptoms to call 911 or go to the emergency room',
    faq: [
      'Should I go to urgent care or the emergency room?',
      'Urgent care treats things like minor cuts, sprains, fevers, ear infections and rashes. Chest pain, trouble breathing, stroke symptoms, severe bleeding or a serious injury need the emergency room or 911.',
    ],
  },
  'Pediatric Clinic Receptionist': {
    focus: 'helps parents book well-child visits, sick visits and vaccinations, with patience for busy families',
    skills: ['Pediatric scheduling', 'Talking with worried parents'],
    duty: 'Books well-child check-ups at the recommended ages',
    faq: [
      "When are my child's well visits due?",
      'Babies have frequent check-ups in their first two years, and children usually have one well visit a year after that. I can find out when your child is due and book it.',
    ],
  },

  // Medical · Appointment Setting
  'Medical Appointment Scheduler': {
    focus: 'books, reschedules and confirms appointments with the right provider and visit type',
    skills: ['Provider and visit-type matching', 'Reminders and confirmations'],
    duty: 'Chooses the right visit length for new, follow-up and procedure visits',
    faq: [
      'How do I cancel or reschedule?',
      'Tell me your name, date of birth and the appointment, and I will help you move it. Please give at least 24 hours of notice when you can.',
    ],
  },
  'Specialist Referral Coordinator': {
    focus: 'tracks referrals to specialists, sends the paperwork and helps patients book their specialist visits',
    skills: ['Referral management', 'Insurance authorisation follow-up'],
    duty: 'Tracks each referral until the specialist appointment is booked',
    faq: [
      'How long does a referral take?',
      'Most referrals are sent within two business days. Some insurance plans need approval first, which can take longer, and we let you know when it is ready.',
    ],
  },
  'Telehealth Scheduling Coordinator': {
    focus: 'books video visits, sends joining instructions and helps patients test their set-up',
    skills: ['Telehealth platforms', 'Patient tech support basics'],
    duty: 'Sends video visit links and helps patients check their camera and sound',
    faq: [
      'What do I need for a video visit?',
      'A phone, tablet or computer with a camera, a stable internet connection and a quiet, private place. Join a few minutes early to test your sound and video.',
    ],
  },
  'Patient Recall Coordinator': {
    focus: 'reaches patients who are due for follow-ups, screenings and annual physicals and gets them booked',
    skills: ['Recall lists and outreach', 'Preventive care scheduling'],
    duty: 'Contacts patients who are overdue for annual visits and screenings',
    faq: [
      'Why did I get a reminder to book a visit?',
      'Your provider recommends regular check-ups and some screenings at set intervals. The reminder means you are due, and I can book a time that suits you.',
    ],
  },

  // Medical · Lead Generation
  'New Patient Intake Coordinator': {
    focus: 'welcomes people looking for a new provider, answers their first questions and registers them as patients',
    skills: ['New-patient registration', 'Matching patients to providers'],
    duty: 'Registers new patients and books their first appointment',
    faq: [
      'Can I choose my doctor?',
      'Yes. Tell me if you would prefer a particular provider, or a provider of a certain gender or who speaks a certain language, and I will find who is accepting new patients.',
    ],
  },
  'Elective Procedure Consultation Coordinator': {
    focus: 'answers first questions about elective procedures, explains costs and financing, and books consultations',
    skills: ['Elective procedure enquiries', 'Cost and financing conversations'],
    duty: 'Books consultations and explains what happens before and after',
    faq: [
      'Is my procedure covered by insurance?',
      'Elective procedures are often not covered. At your consultation you get a written estimate, and we can check with your plan if there is a chance of coverage.',
    ],
    price: 49,
  },
  'Wellness Program Advisor': {
    focus:
      'explains wellness programmes such as weight management, nutrition coaching and preventive screenings, and enrols interested patients',
    skills: ['Wellness programme enrolment', 'A motivating, non-judgemental tone'],
    duty: 'Enrols patients and books their first programme session',
    faq: [
      'What does the wellness programme include?',
      'It usually includes an initial assessment, a personal plan and regular check-ins with the care team. I can tell you about the programme options and book your first session.',
    ],
  },
  'Med Spa Consultation Coordinator': {
    focus: 'answers questions about aesthetic treatments, explains what to expect and books consultations with the medical team',
    skills: ['Aesthetic treatment basics', 'Consultative booking'],
    duty: 'Books aesthetic consultations and sends pre-visit instructions',
    faq: [
      'Is there downtime after treatment?',
      'It depends on the treatment. Many injectables have little or no downtime, while some laser and skin treatments need a few days of recovery. The provider explains what to expect at your consultation.',
    ],
    price: 59,
  },

  // Medical · Answering Service
  'Medical Answering Service Representative': {
    focus:
      "answers the practice's calls after hours and at busy times, takes accurate messages and contacts the on-call provider for urgent ones",
    skills: ['HIPAA-aware message taking', 'On-call escalation protocols'],
    duty: 'Sends urgent messages to the on-call provider and routine ones to the morning team',
    faq: [
      "I'm a patient and need to talk to my doctor. Can you help?",
      'Yes. I will take your name, date of birth, callback number and a short message. Urgent messages go to the on-call provider now, and routine ones are returned on the next business day.',
    ],
  },
  'After-Hours Medical Call Operator': {
    focus: 'handles evening, night and weekend calls, sorting urgent from routine and making sure emergencies go to 911',
    skills: ['After-hours call protocols', 'Recognising emergency symptoms'],
    duty: 'Tells callers with emergency symptoms to hang up and call 911',
    faq: [
      'My fever is high and the office is closed. What should I do?',
      'If you have trouble breathing, confusion, a stiff neck or feel severely ill, call 911 or go to the emergency room. Otherwise, I will take your details and pass them to the on-call provider, who will call you back.',
    ],
  },
  'Physician On-Call Message Coordinator': {
    focus: 'routes calls to the right on-call physician, tracks callbacks and makes sure no urgent message is missed',
    skills: ['On-call rota management', 'Callback tracking'],
    duty: "Pages the on-call physician again if a callback hasn't happened in time",
    faq: [
      'How long until the on-call doctor calls back?',
      'Usually within 30 minutes for urgent messages. If you do not hear back and things are getting worse, call again or go to the nearest emergency room.',
    ],
  },
  'Medical Overflow Call Specialist': {
    focus: "answers the calls the front desk can't reach, books appointments and handles routine requests without long holds",
    skills: ['Overflow call handling', 'Scheduling and refill intake'],
    duty: 'Handles overflow calls during the morning peak',
    faq: [
      'Can you help me without waiting on hold?',
      'Yes. I can book or change appointments, take refill requests and pass messages to the care team right now.',
    ],
  },

  // Legal · Customer Service
  'Legal Client Services Representative': {
    focus: "answers clients' questions about their matters, documents and appointments, and keeps them informed between updates",
    skills: ['Client communication', 'Document request handling'],
    duty: 'Passes client questions to the right attorney or paralegal',
    faq: [
      'How do I send documents to the firm?',
      'Use the secure upload link we send you, or bring copies to the office. Please do not send sensitive documents as ordinary email attachments.',
    ],
  },
  'Law Firm Client Care Coordinator': {
    focus: 'looks after clients from their first meeting to the close of their matter, making sure they always know what comes next',
    skills: ['Client onboarding and check-ins', 'Managing expectations with empathy'],
    duty: 'Checks in with clients at each milestone of their matter',
    faq: [
      'What happens after I sign the engagement letter?',
      'Your attorney opens your file, reviews your documents and explains the first steps. You receive the contact details of your team and an idea of the timeline.',
    ],
  },
  'Legal Billing Specialist': {
    focus: 'answers questions about invoices, retainers and trust account balances, and makes paying easy',
    skills: ['Legal billing and retainers', 'Trust account basics'],
    duty: 'Explains invoices and retainer balances',
    faq: [
      'What is a retainer?',
      'A retainer is an advance payment held in a trust account. The firm draws from it as work is done, and you receive statements showing each charge.',
    ],
  },
  'Case Status Update Coordinator': {
    focus: 'keeps clients up to date on where their case stands and what the next steps are',
    skills: ['Case milestone tracking', 'Plain-English updates'],
    duty: 'Sends status updates and reminds clients of upcoming deadlines',
    faq: [
      'Why is my case taking so long?',
      'Legal matters often depend on courts, insurers or the other side, which can cause delays. I can ask your attorney for an update on the current stage and what to expect next.',
    ],
  },

  // Legal · Reception Desk
  'Law Firm Receptionist': {
    focus: 'greets clients and callers, routes calls to attorneys and takes clear, confidential messages',
    skills: ['Professional phone reception', 'Confidential message taking'],
    duty: 'Routes calls and messages to the right attorney or team',
    faq: [
      'Can you tell me if the attorney received my message?',
      'I can confirm your message was passed on and ask for a callback time. Attorneys usually return calls within one business day.',
    ],
  },
  'Legal Front Desk Coordinator': {
    focus: "runs the firm's front desk, managing visitors, calls, deliveries and the conference room calendar",
    skills: ['Front desk operations', 'Conference room scheduling'],
    duty: 'Manages the conference room calendar and visitor check-in',
    faq: [
      'Can someone notarise my document?',
      'Many firms have a notary on staff. Tell me which document needs notarising and I will check availability and book a time. Bring the unsigned document and a photo ID.',
    ],
  },
  'Virtual Legal Receptionist': {
    focus: 'answers every call and chat for the firm, day or night, screening new enquiries and scheduling consultations',
    skills: ['Virtual reception', 'New-matter screening'],
    duty: 'Answers every call and chat and books consultations for new enquiries',
    faq: [
      'Am I speaking to a real person?',
      "I am the firm's virtual receptionist. I can answer common questions, take your details and book a consultation, and a member of the team follows up on everything I take down.",
    ],
  },
  'Bilingual Law Office Receptionist': {
    focus: 'helps clients and callers in English and Spanish, so nobody misses important information because of language',
    skills: ['Fluent English and Spanish', 'Legal vocabulary in both languages'],
    duty: "Notes each client's preferred language for future contact",
    faq: [
      'Can I have my consultation in Spanish?',
      'Yes. Let me know and I will book you with a Spanish-speaking attorney or arrange an interpreter.',
    ],
    agentName: 'Mateo',
  },

  // Legal · Appointment Setting
  'Legal Consultation Scheduler': {
    focus: 'books initial consultations with the right attorney and sends clients everything they need beforehand',
    skills: ['Practice-area matching', 'Consultation preparation'],
    duty: 'Books each consultation with an attorney in the right practice area',
    faq: [
      'Can I get a consultation this week?',
      'Usually, yes. Tell me about your matter and the days that suit you, and I will find the first available time with the right attorney.',
    ],
  },
  'Attorney Calendar Coordinator': {
    focus: "manages attorneys' calendars, books meetings around court appearances and keeps everyone's schedule in sync",
    skills: ['Calendar management around court dates', 'Rescheduling with tact'],
    duty: 'Books and moves meetings around court appearances',
    faq: [
      'Why was my meeting moved?',
      'Attorneys sometimes have court dates set or moved at short notice. I am sorry for the change; let me offer you the next available times.',
    ],
  },
  'Court Date Reminder Coordinator': {
    focus: 'reminds clients of court dates, deadlines and what to bring, so nobody misses an important appearance',
    skills: ['Deadline and hearing reminders', 'Clear preparation instructions'],
    duty: 'Sends reminders before hearings with the time, the place and what to bring',
    faq: [
      'What should I wear and bring to court?',
      'Dress neatly, as you would for a job interview, arrive at least 30 minutes early, and bring a photo ID and any documents your attorney asked for. Turn off your phone in the courtroom.',
    ],
  },
  'Client Meeting Scheduler': {
    focus: 'books client meetings, document signings and follow-ups with the legal team',
    skills: ['Meeting scheduling', 'Document signing appointments'],
    duty: 'Schedules signings and tells clients what to bring',
    faq: [
      'Can I sign documents electronically?',
      'Many documents can be signed electronically through a secure link. Some, such as wills or notarised documents, must be signed in person with witnesses.',
    ],
  },

  // Legal · Lead Generation
  'Legal Intake Specialist': {
    focus: 'answers new enquiries, gathers the key facts, asks the conflict-check questions and books qualified consultations',
    skills: ['Structured legal intake', 'Conflict-check information'],
    duty: 'Collects the names of all parties for the conflict check',
    faq: [
      'What happens after I contact the firm?',
      'I take your details and a summary of your matter. After a conflict check, an attorney reviews it and we contact you to book a consultation, usually within one business day.',
    ],
  },
  'Personal Injury Intake Specialist': {
    focus: 'speaks with people injured in accidents, records what happened and books free case reviews',
    skills: ['Personal injury intake', 'Empathy with injured callers'],
    duty: 'Records the accident date, injuries and insurance details for every enquiry',
    faq: [
      'How much does a personal injury lawyer cost?',
      'Personal injury cases are usually handled on a contingency fee, which means no fee unless you recover money. The attorney explains the percentage and any costs in writing before you sign.',
    ],
    price: 59,
  },
  'Family Law Intake Coordinator': {
    focus: 'handles enquiries about divorce, custody and support with care and discretion, and books consultations',
    skills: ['Family law intake', 'Sensitivity in emotional conversations'],
    duty: 'Flags safety concerns and urgent custody issues to an attorney right away',
    faq: [
      "I'm thinking about divorce. Where do I start?",
      "Start with a consultation, where an attorney explains the process, your options and what to expect. Bring any information you have about income, property and the children's arrangements.",
    ],
  },
  'Estate Planning Lead Coordinator': {
    focus: 'answers first questions about wills, trusts and powers of attorney and books planning meetings',
    skills: ['Estate planning basics', 'Booking planning meetings'],
    duty: 'Sends a planning questionnaire before the first meeting',
    faq: [
      'Do I need a will or a trust?',
      'It depends on your assets, your family and your goals. Many people need a will and powers of attorney, and a trust can help avoid probate. The attorney recommends what fits your situation.',
    ],
  },
  'Immigration Consultation Coordinator': {
    focus: 'answers first questions about visas, green cards and citizenship and books consultations with immigration attorneys',
    skills: ['Immigration case types', 'Document checklists'],
    duty: 'Sends a document checklist ahead of the consultation',
    faq: [
      'What documents should I bring to an immigration consultation?',
      'Bring your passport, any visas, your I-94 record, earlier applications and any notices from immigration authorities, plus documents about your family or job that relate to your case.',
    ],
  },

  // Legal · Answering Service
  'Legal Answering Service Representative': {
    focus: "answers the firm's calls when staff are busy or away, takes detailed messages and books consultations",
    skills: ['Message taking for law firms', 'Urgency screening'],
    duty: 'Sends detailed messages to the right attorney the same day',
    faq: [
      'Can I leave a message for my attorney?',
      'Yes. Give me your name, number and message, and I will send it to your attorney, who usually responds within one business day.',
    ],
  },
  'After-Hours Legal Intake Operator': {
    focus: 'takes new-client calls at night and at weekends, records the details and books consultations for the next day',
    skills: ['After-hours intake', 'Next-day consultation booking'],
    duty: 'Books next-day consultations for after-hours enquiries',
    faq: [
      'Can I talk to a lawyer tonight?',
      'Unless it is an emergency such as an arrest, I take your details now and book a consultation for the next business day. Urgent matters are passed to the on-call attorney.',
    ],
  },
  'Criminal Defense Hotline Operator': {
    focus: 'answers calls about arrests and criminal charges around the clock and reaches the on-call defence attorney fast',
    skills: ['Urgent criminal defence intake', 'Staying calm under pressure'],
    duty: 'Contacts the on-call defence attorney immediately about any arrest',
    faq: [
      'What information do you need about an arrest?',
      "The person's full name and date of birth, where and when they were arrested, where they are being held, and any charges or booking number you know. I pass it to the on-call attorney at once.",
    ],
    price: 59,
  },
  'Law Firm Overflow Call Specialist': {
    focus: "picks up when the firm's lines are busy, so potential clients never reach a voicemail",
    skills: ['Overflow call handling', 'New-lead capture'],
    duty: 'Captures every new-client call that would have gone to voicemail',
    faq: [
      "Why didn't the receptionist answer?",
      'Our team is helping other callers right now. I can take your message or book a consultation so you do not have to wait.',
    ],
  },

  // Technology & IT · Customer Service
  'IT Customer Support Representative': {
    focus: "answers customers' IT questions, solves simple problems on the spot and opens tickets for the rest",
    skills: ['First-line troubleshooting', 'Ticket creation and updates'],
    duty: "Opens a ticket with full details for anything it can't resolve",
    faq: [
      "My email isn't working. What should I try first?",
      "Check that you are online, restart your email app and make sure your password hasn't expired by signing in on the web. If it still fails, tell me the error message and I will open a ticket.",
    ],
  },
  'SaaS Customer Success Associate': {
    focus: 'helps customers get value from the product, answers how-to questions and points them to the right features',
    skills: ['Product how-to guidance', 'Adoption and renewal conversations'],
    duty: 'Shares the right guides and books training for customers who need it',
    faq: [
      'Where can I learn how to use a feature?',
      'The help centre has step-by-step guides and short videos. Tell me what you are trying to do and I will point you to the right article or book a short session with the team.',
    ],
  },
  'Technical Support Specialist': {
    focus: 'works through technical issues step by step, collects diagnostics and escalates to engineers with everything they need',
    skills: ['Structured troubleshooting', 'Collecting logs and diagnostics'],
    duty: 'Escalates complex issues to engineers with clear steps to reproduce them',
    faq: [
      'How do I send you a log file or screenshot?',
      'Reply to your ticket email with the file attached, or upload it through the customer portal. Please remove any passwords or personal data first.',
    ],
  },
  'Account Management Associate': {
    focus: "looks after existing customers' accounts, answering questions about plans, renewals and contract terms",
    skills: ['Account and contract basics', 'Renewal conversations'],
    duty: 'Prepares renewal details and passes upgrade interest to account managers',
    faq: [
      'When does my contract renew?',
      'Your renewal date is on your order form and in the billing section of the portal. We send a reminder 30 days before renewal so you have time to review your plan.',
    ],
  },
  'Billing & Subscription Support Specialist': {
    focus: 'answers questions about invoices, subscriptions, seats and refunds, and fixes billing issues quickly',
    skills: ['Subscription billing', 'Invoices and refunds'],
    duty: 'Explains charges and updates billing contacts',
    faq: [
      'Can I get an invoice with our VAT or tax number?',
      'Yes. Add your tax number in the billing settings of the portal, or send it to me and I will ask the billing team to reissue the invoice.',
    ],
  },

  // Technology & IT · Reception Desk
  'IT Company Receptionist': {
    focus: 'greets visitors and callers, routes enquiries to sales, support or accounts and takes clear messages',
    skills: ['Reception and call routing', 'A professional, friendly manner'],
    duty: 'Routes each enquiry to sales, support or accounts',
    faq: [
      'Who do I contact for support or for sales?',
      'For help with something that is not working, I open a support ticket for you. For pricing, new services or a demo, I connect you with sales.',
    ],
  },
  'Tech Office Front Desk Coordinator': {
    focus: 'runs the front desk of a busy tech office, from visitor badges and deliveries to meeting rooms',
    skills: ['Office front-desk operations', 'Meeting room booking'],
    duty: 'Books meeting rooms and keeps the visitor log',
    faq: [
      'Can I book a meeting room for my visit?',
      "Yes. Tell me the date, the time and how many people are coming, and I will reserve a room and add it to your host's calendar.",
    ],
  },
  'Visitor Management Coordinator': {
    focus: 'pre-registers guests, handles sign-in and NDAs, and lets hosts know the moment their visitors arrive',
    skills: ['Visitor pre-registration', 'NDA and safety sign-in'],
    duty: 'Pre-registers visitors and sends them arrival instructions',
    faq: [
      'Do I need to sign anything when I visit?',
      'Some visits require a visitor agreement or a non-disclosure agreement. We send it in advance so check-in takes only a minute.',
    ],
  },
  'Help Desk Intake Coordinator': {
    focus: 'takes in every support request, asks the right questions and sends well-prepared tickets to the right team',
    skills: ['Ticket triage and categorisation', 'Priority assessment'],
    duty: 'Sets the right category and priority on every new ticket',
    faq: [
      'How do you decide what gets fixed first?',
      'Tickets are prioritised by impact and urgency: a problem that stops a whole team is handled before an issue affecting one person who has a workaround.',
    ],
  },

  // Technology & IT · Appointment Setting
  'Product Demo Scheduler': {
    focus: 'books product demos with the right specialist and makes sure prospects arrive ready with their questions',
    skills: ['Demo scheduling across time zones', 'Pre-demo qualification'],
    duty: 'Books demos and sends a short agenda beforehand',
    faq: [
      'Can I see a demo this week?',
      'Usually there are slots within a few days. Tell me your time zone and a couple of times that work and I will send an invitation.',
    ],
  },
  'IT Onsite Visit Scheduler': {
    focus: 'schedules technician visits for installations, repairs and audits, and confirms access details with the customer',
    skills: ['Field technician scheduling', 'Site access coordination'],
    duty: 'Confirms site access, parking and contacts before each visit',
    faq: [
      'What do you need before a technician visits?',
      'The address, a contact on site, access instructions such as badges or door codes, and a short description of the work. We confirm everything the day before.',
    ],
  },
  'Onboarding Session Coordinator': {
    focus: 'books onboarding and training sessions for new customers and makes sure the right people attend',
    skills: ['Customer onboarding scheduling', 'Training session logistics'],
    duty: 'Schedules onboarding sessions and sends the preparation steps',
    faq: [
      'How long does onboarding take?',
      'Most teams are up and running after two or three short sessions over the first couple of weeks, and we tailor the plan to the size of your team.',
    ],
  },
  'Sales Meeting Coordinator': {
    focus: 'books discovery calls and follow-up meetings for the sales team and keeps prospects warm between conversations',
    skills: ['Sales calendar coordination', 'Follow-up reminders'],
    duty: 'Schedules a follow-up meeting after each sales call',
    faq: [
      'Can I reschedule my call with sales?',
      'Of course. Tell me which times suit you better and I will move the meeting and send a new invitation.',
    ],
  },

  // Technology & IT · Lead Generation
  'Sales Development Representative': {
    focus: 'responds to inbound interest right away, qualifies needs and budget, and books discovery calls',
    skills: ['Inbound qualification: need, timeline and budget', 'Concise value messaging'],
    duty: 'Qualifies leads on need, timeline and budget before booking',
    faq: [
      'Can I try the product before buying?',
      'Many customers start with a guided demo or a trial. Tell me a little about your team and I will set up whichever fits best.',
    ],
    price: 49,
  },
  'Managed IT Services Lead Specialist': {
    focus: 'talks with businesses about outsourcing their IT, learns about their set-up and books assessments',
    skills: ['Managed services offerings', 'IT environment discovery'],
    duty: 'Records the number of users, devices and locations for every lead',
    faq: [
      "What's included in managed IT services?",
      'Typically help desk support, monitoring and patching, backups, security tools and strategic advice, for a fixed monthly fee per user or device.',
    ],
  },
  'Inbound Lead Qualification Specialist': {
    focus: 'screens every inbound enquiry, routes the right ones to sales and keeps the rest warm',
    skills: ['Lead scoring', 'Keeping CRM records clean'],
    duty: 'Scores and routes each inbound lead within minutes',
    faq: [
      'Who will I be speaking to next?',
      'Based on what you have told me, I will connect you with the specialist for your company size and industry, who will reach out within one business day.',
    ],
  },
  'Cybersecurity Assessment Coordinator': {
    focus: 'answers first questions about security assessments, gathers basic information and books scoping calls',
    skills: ['Security assessment types', 'Discretion with sensitive details'],
    duty: 'Books scoping calls and avoids collecting sensitive security details in chat',
    faq: [
      'What is a security assessment?',
      'It is a review of your systems, policies and people to find weaknesses before attackers do. You receive a report with the risks ranked by severity and clear recommendations.',
    ],
    price: 59,
  },
  'Cloud Migration Lead Coordinator': {
    focus: 'qualifies businesses planning a move to the cloud and books planning sessions with architects',
    skills: ['Cloud migration basics', 'Discovery questions'],
    duty: 'Gathers current systems and goals before the planning session',
    faq: [
      'How long does a cloud migration take?',
      'Small migrations can be done in a few weeks, while larger environments move in phases over several months. A planning session gives you a realistic timeline.',
    ],
  },

  // Technology & IT · Answering Service
  'IT Help Desk Answering Specialist': {
    focus: 'answers help desk calls when technicians are busy, logs tickets and gives callers their reference number',
    skills: ['Help desk call logging', 'Ticket reference follow-up'],
    duty: 'Logs each call as a ticket and gives the caller its number',
    faq: [
      "What's my ticket number?",
      'You receive it by email as soon as the ticket is created. Give me your name and company and I can look up the latest update.',
    ],
  },
  'After-Hours IT Support Line Operator': {
    focus: 'answers support calls at night and at weekends, logs issues and pages the on-call engineer for critical ones',
    skills: ['After-hours triage', 'Paging on-call engineers'],
    duty: 'Pages the on-call engineer for critical incidents',
    faq: [
      'Is this urgent enough to call the on-call engineer?',
      'If a server, the network or a business-critical system is down, or you suspect a security incident, yes. For problems affecting one person, I log a ticket for the morning.',
    ],
  },
  'Managed Services Overflow Call Specialist': {
    focus: 'picks up overflow calls for a managed service provider, logs tickets and keeps clients informed',
    skills: ['Overflow support handling', 'Identifying the client quickly'],
    duty: 'Identifies the client and logs each overflow call as a ticket',
    faq: [
      'Why is someone else answering the support line?',
      'Our technicians are helping other clients right now. I log your issue with all the details so they can pick it up as soon as they are free.',
    ],
  },
  'Critical Outage Hotline Operator': {
    focus: 'handles calls about outages and security incidents, gathers the facts fast and starts the incident process',
    skills: ['Incident intake', 'Clear status communication'],
    duty: 'Starts the incident process and keeps callers updated',
    faq: [
      'Is there a known outage right now?',
      'I can check the status page and current incidents for you. If nothing is listed, tell me what is affected and I will open a critical ticket.',
    ],
  },
};

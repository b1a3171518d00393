import type { TemplateCategory, TemplateIndustry } from '@staffwright/contract';
import type { Faq } from './industries.ts';

/** What the templates of one industry and category share: a line for the description and two FAQs. */
export interface ComboContent {
  blurb: string;
  faq: readonly [Faq, Faq];
}

export const COMBO_CONTENT: Record<TemplateIndustry, Partial<Record<TemplateCategory, ComboContent>>> = {
  dental: {
    'customer-service': {
      blurb: 'Trained on the questions dental patients ask most about visits, insurance and billing.',
      faq: [
        [
          'Why is my bill different from my estimate?',
          'Estimates are based on what your insurance plan reports before treatment. If the plan pays less than expected, for example because of a frequency limit or a deductible, the difference appears on your statement. We are happy to go through the explanation of benefits with you line by line.',
        ],
        [
          'How do I update my insurance or contact details?',
          'Send me your new details, or bring your new insurance card to your next visit, and we will update your file. Please tell us before your appointment so we can check your new benefits in advance.',
        ],
      ],
    },
    receptionist: {
      blurb: 'Ready to greet patients, answer the phone and keep the front desk running on time.',
      faq: [
        [
          'Can I fill out my forms before I arrive?',
          'Yes. We can send the new-patient forms by email or text so you can complete them on your phone. That shortens your check-in to a couple of minutes.',
        ],
        [
          'Can I bring my child to my appointment?',
          'Children are welcome in the waiting room with another adult. For their safety, we ask that young children are not left alone while you are in the treatment room.',
        ],
      ],
    },
    'appointment-setting': {
      blurb: 'Built to keep the schedule full, from six-month cleanings to same-day emergency slots.',
      faq: [
        [
          'How long will my appointment take?',
          'A check-up and cleaning usually takes 45 to 60 minutes. A new-patient exam with X-rays can take up to 90 minutes, and fillings or crowns depend on how much work is planned.',
        ],
        [
          'Can I book appointments for my whole family together?',
          'Yes. I can look for back-to-back or side-by-side appointments so the whole family is seen in one trip. Just tell me who needs to come in and which days work best.',
        ],
      ],
    },
    'lead-generation': {
      blurb: 'Ready to turn website visitors and callers into booked new-patient and treatment consultations.',
      faq: [
        [
          'Are you accepting new patients?',
          'Yes, we welcome new patients of all ages. I can book your first exam and cleaning now, and I will ask a few quick questions so the team is ready for you.',
        ],
        [
          'Do you offer free consultations?',
          'Consultations for cosmetic treatment, implants and clear aligners are usually complimentary. A full exam with X-rays may be needed before the dentist can recommend a treatment plan.',
        ],
      ],
    },
    'answering-service': {
      blurb: 'Built for after-hours and busy-time calls, with dental emergencies routed to the on-call dentist.',
      faq: [
        [
          'I have a toothache but the office is closed. What should I do?',
          'Tell me your name, phone number and what is happening, and I will pass the message to the on-call dentist. In the meantime, rinse with warm salt water and take an over-the-counter pain reliever as directed on the label. If your face is swelling or you have a fever, go to urgent care or the emergency room.',
        ],
        [
          'When will someone call me back?',
          'Urgent messages go to the on-call dentist straight away. Routine messages are returned when the office opens on the next business day.',
        ],
      ],
    },
  },
  hvac: {
    'customer-service': {
      blurb: 'Trained on service questions, maintenance plans and billing for heating and cooling customers.',
      faq: [
        [
          'What does a maintenance plan include?',
          'A typical plan includes two precision tune-ups a year, priority scheduling, no overtime charges and a discount on repairs. Members also get a reminder when their next visit is due.',
        ],
        [
          'Is my repair covered by warranty?',
          'Most equipment comes with a manufacturer parts warranty of five to ten years if it was registered after installation; labour is covered separately. Give me your address or model number and we will check what applies to your system.',
        ],
      ],
    },
    'reception-desk': {
      blurb: 'Ready to greet customers and callers, book service visits and route every enquiry to the right person.',
      faq: [
        [
          'Can I speak with the technician who came out?',
          'Technicians are usually on other jobs during the day, so I will take a message with your question and the technician or the service manager will call you back.',
        ],
        [
          'Do you serve my area?',
          'Tell me your ZIP code and I will check whether you are inside our service area and whether a trip charge applies.',
        ],
      ],
    },
    'appointment-setting': {
      blurb: 'Built to book and confirm service calls, tune-ups and installations, with arrival windows customers can plan around.',
      faq: [
        [
          'What is the arrival window for a technician?',
          'We schedule visits in two- to four-hour arrival windows, and the technician texts or calls when on the way. Emergency calls are dispatched as soon as a technician is free.',
        ],
        [
          'Do I need to be home for the appointment?',
          'An adult over 18 needs to be there to let the technician in and approve any work. If the equipment is outside or in an accessible garage, tell us and we can discuss other arrangements.',
        ],
      ],
    },
    'lead-generation': {
      blurb: 'Ready to qualify replacement and installation enquiries and book in-home estimates.',
      faq: [
        [
          'How much does a new system cost?',
          'It depends on the size of your home, the equipment and the ductwork. A comfort advisor measures your home and gives you a written quote with options at different price points, and the in-home estimate is free.',
        ],
        [
          'Do you offer financing?',
          'Financing is available for new systems on approved credit, with monthly payment options. The comfort advisor can go through the plans with you during your estimate.',
        ],
      ],
    },
    'answering-service': {
      blurb: 'Built for after-hours and overflow calls, dispatching real no-heat and no-cooling emergencies.',
      faq: [
        [
          'Is there an extra charge for after-hours service?',
          'Emergency visits at night, at weekends and on holidays carry an after-hours rate, and maintenance plan members usually pay no overtime. I will confirm the charge before a technician is sent.',
        ],
        [
          'My system is not working and it is very hot or cold inside. Can someone come tonight?',
          'Tell me your address, phone number and what is happening, and I will pass it to the on-call technician. Homes with babies, older adults or people with health conditions are treated as a priority.',
        ],
      ],
    },
  },
  medical: {
    'customer-service': {
      blurb: 'Trained on patient questions about visits, billing, insurance and refills, and never gives medical advice.',
      faq: [
        [
          "I got a bill I don't understand. Who can help?",
          'I can explain the main charges, and our billing team can go through the details with you. Please have your statement and insurance card ready, and ask about a payment plan if the balance is hard to pay at once.',
        ],
        [
          'How do I get a copy of my medical records?',
          'Sign a records release form, which we can send you by email, and tell us where the records should go. Requests are usually completed within a few business days.',
        ],
      ],
    },
    'reception-desk': {
      blurb: 'Ready to check patients in, answer the phones and keep the waiting room moving.',
      faq: [
        [
          'How early should I arrive?',
          'Please arrive 15 minutes before your appointment if you are new, and 10 minutes before if you have been here before. If you are running late, let us know so we can tell the provider.',
        ],
        [
          'Do you take walk-ins?',
          'Scheduled patients are seen first. We keep some same-day slots for urgent problems, so contact us in the morning and we will fit you in if we can.',
        ],
      ],
    },
    'appointment-setting': {
      blurb: 'Built to schedule visits, referrals and follow-ups so patients see the right provider at the right time.',
      faq: [
        [
          'Do I need a referral to see a specialist?',
          'That depends on your insurance plan. Many HMO plans need a referral from your primary care provider before a specialist visit, and I can help you check and request one if it is needed.',
        ],
        [
          'Can I have a telehealth visit instead?',
          'Many follow-ups, medication checks and minor concerns can be handled by video. I will check whether your visit type qualifies and send you a link to join from your phone or computer.',
        ],
      ],
    },
    'lead-generation': {
      blurb: 'Ready to welcome prospective patients and book new-patient visits and consultations for elective services.',
      faq: [
        [
          'Are you accepting new patients?',
          'Yes, we are welcoming new patients. I can start your registration now and book your first appointment with an available provider.',
        ],
        [
          'How do I transfer my care to your practice?',
          'Book a new-patient visit and sign a records request so we can get your history from your previous provider. Bring your current medications to the first appointment.',
        ],
      ],
    },
    'answering-service': {
      blurb: 'Built for after-hours and overflow calls: accurate messages, and the on-call provider reached when it is urgent.',
      faq: [
        [
          'How do I reach the doctor after hours?',
          'I will take your name, date of birth, phone number and a short description of the problem, and pass urgent messages to the on-call provider, who will call you back. For a life-threatening emergency, call 911.',
        ],
        [
          'Can you cancel my appointment for tomorrow?',
          'Yes. Give me your name, date of birth and the appointment time, and I will pass the cancellation to the office. You will get a confirmation when the office opens.',
        ],
      ],
    },
  },
  legal: {
    'customer-service': {
      blurb: 'Trained to keep clients informed about their matters, invoices and next steps.',
      faq: [
        [
          "How can I find out what's happening with my case?",
          'I can pass a status request to your attorney or paralegal, who will reply within one business day. Important developments, such as a court date or a settlement offer, are always communicated to you directly.',
        ],
        [
          'Can I pay my invoice online?',
          'Invoices include a secure payment link for card or bank transfer. If you have a question about a charge, I can ask the billing team to go through it with you.',
        ],
      ],
    },
    'reception-desk': {
      blurb: 'Ready to greet clients and callers, screen new enquiries and route messages to the right attorney.',
      faq: [
        [
          'Can I speak to an attorney right now?',
          'Attorneys are often in court or in meetings, so I will take a message with your name, number and a short description, and the right person will call you back. If you are a new client, I can book a consultation.',
        ],
        [
          'Can I drop off documents?',
          'You can drop off copies at reception during office hours, or ask for a secure upload link. Please keep the originals of anything important unless an attorney asks for them.',
        ],
      ],
    },
    'appointment-setting': {
      blurb: 'Built to book consultations and client meetings, with reminders so nobody misses an important date.',
      faq: [
        [
          'Can I meet with an attorney by phone or video?',
          'Most consultations can be held in person, by phone or by video call. Tell me which you prefer and I will send the details with your confirmation.',
        ],
        [
          'How long does a consultation take?',
          'An initial consultation usually takes 30 to 60 minutes. Bring your documents and questions so the attorney can use the time well.',
        ],
      ],
    },
    'lead-generation': {
      blurb: 'Ready to screen potential clients, gather the facts of their matter and book qualified consultations.',
      faq: [
        [
          'What information do you need from me?',
          'Your name and contact details, the names of the other people or companies involved so we can check for conflicts, and a short summary of what happened and when. Please do not send original documents until an attorney asks for them.',
        ],
        [
          'Is there a deadline for my case?',
          'Many legal claims have strict time limits, called statutes of limitations. An attorney can tell you which deadline applies to you, so it is best to book a consultation as soon as you can.',
        ],
      ],
    },
    'answering-service': {
      blurb: 'Built for calls around the clock: new matters captured, and an attorney reached when it is urgent.',
      faq: [
        [
          'Someone I know has been arrested. What should I do?',
          "Give me your name and phone number, the person's full name and date of birth, and where they are being held, and I will pass it to the on-call attorney right away. Until they have spoken with a lawyer, it is wise for them not to discuss the case with anyone.",
        ],
        [
          'Will my message be kept confidential?',
          'Yes. Messages are shared only with the attorneys and staff of the firm who need them to respond to you.',
        ],
      ],
    },
  },
  technology: {
    'customer-service': {
      blurb: 'Trained on product, account and billing questions, with tickets opened for anything technical.',
      faq: [
        [
          'How do I add or remove users on my account?',
          'Account administrators can add or remove users in the admin settings of the customer portal. If you are not an administrator, I can let your admin know or open a request for you.',
        ],
        [
          'Can I upgrade or downgrade my plan?',
          'Upgrades take effect immediately and are prorated on your next invoice. Downgrades apply from the start of your next billing period.',
        ],
      ],
    },
    'reception-desk': {
      blurb: 'Ready to welcome visitors and callers, route enquiries to the right team and log support requests.',
      faq: [
        [
          'I have a meeting at your office. Where do I check in?',
          'Check in at reception when you arrive and we will let your host know. Please bring a photo ID, because visitors receive a badge for the day.',
        ],
        [
          'Who should I talk to about a sales enquiry?',
          'I will take your name, your company and what you are looking for, and connect you with the sales team. If you prefer, I can book a call at a time that suits you.',
        ],
      ],
    },
    'appointment-setting': {
      blurb: 'Built to book demos, onboarding sessions and onsite visits across time zones.',
      faq: [
        [
          'How long is a product demo?',
          'A standard demo takes about 30 minutes, with time for your questions at the end. If you would like a deeper technical session, I can book a 60-minute slot with a solutions engineer.',
        ],
        [
          'Can you schedule an onsite visit?',
          "Tell me the address, what needs doing and a few times that work for you, and I will book a technician. You will receive a confirmation with the technician's name before the visit.",
        ],
      ],
    },
    'lead-generation': {
      blurb: 'Ready to qualify inbound interest and book discovery calls with the sales team.',
      faq: [
        [
          'What does your service cost?',
          'Pricing depends on the number of users or devices and the level of support you need. After a short discovery call, we send a clear proposal with monthly pricing and no hidden fees.',
        ],
        [
          'Do you work with companies of our size?',
          'We work with teams from a handful of people up to several hundred. Tell me a little about your company and I will connect you with the right specialist.',
        ],
      ],
    },
    'answering-service': {
      blurb: 'Built for support lines around the clock, paging the on-call engineer for critical incidents.',
      faq: [
        [
          'Our whole office is offline. What happens now?',
          'I will open a critical ticket and page the on-call engineer immediately. Tell me your company name, a callback number, which locations or systems are affected and when it started.',
        ],
        [
          'How will I know my issue is being worked on?',
          'You receive a ticket number by email straight away, and updates as the engineer works on it. You can reply to that email to add details at any time.',
        ],
      ],
    },
  },
};

import { describe, expect, it } from 'vitest';
import { isBookingIntent } from './intent.ts';

/** Booking intent (decision 034): what opens the booking form in the chat, and what is left to the agent. */
describe('isBookingIntent', () => {
  it.each([
    'Can I book an appointment?',
    'I would like to book a cleaning for next week',
    "I'd like to make an appointment",
    'How do I schedule a consultation?',
    'can i get an appt on friday',
    'I need an appointment',
    'Please book me in for Tuesday morning',
    'Could you call me back?',
    'Can someone give me a call tomorrow?',
    'I would like to request a callback',
    'Can I come in on Saturday?',
    'I want to reserve a slot',
    "I'd like to set up a meeting with the owner",
    'What availability do you have next week?',
    'Book',
    'Is there a free slot on Monday afternoon?',
    'Can I book a haircut with Sam?',
    'Booking an appointment, please',
    'Hi! Could I arrange a visit to see the venue?',
    'Do you have any openings on Thursday for a check-up?',
    'Puis-je réserver… no sorry, can I book?',
  ])('asks to book: %s', (text) => {
    expect(isBookingIntent(text)).toBe(true);
  });

  it.each([
    'How do I cancel my appointment?',
    'What is your booking policy?',
    'Is there a cancellation fee?',
    'Do I need an appointment?',
    'Do you take walk-ins?',
    'Are appointments required for a flu shot?',
    'What time do you open?',
    'Where do I park?',
    'How much does a cleaning cost?',
    'Do you accept new patients?',
    'Can I pay by card?',
    'What should I bring to my first visit?',
    'How long does a session last?',
    'I missed my appointment, can I get a refund?',
    '',
  ])('does not: %s', (text) => {
    expect(isBookingIntent(text)).toBe(false);
  });
});

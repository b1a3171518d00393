import { describe, expect, it } from 'vitest';
import { leadIntent } from './intent.ts';

/** The questions after which the chat offers to take a visitor's details (decision 033). */
describe('lead intent', () => {
  it('hears questions about prices and quotes', () => {
    for (const q of [
      'How much is a custom cake?',
      'how much does whitening cost',
      'What are your prices for a wedding cake?',
      'Can I get a quote for a kitchen refit?',
      'What do you charge for delivery?',
      'Is there a deposit?',
      'What are your rates?',
      'Do you do student discounts?',
      'Any cheaper options?',
      'Could you give me an estimate?',
      'HOW MUCH FOR A DOZEN ROLLS',
    ])
      expect(leadIntent(q), q).toBe('price');
  });

  it('hears questions about availability and booking', () => {
    for (const q of ['Do you have any slots on Friday?', 'Is the blue sofa in stock?', 'What is your availability next week?'])
      expect(leadIntent(q), q).toBe('availability');
    for (const q of [
      'Can I book a table for 4?',
      'How do I make a booking?',
      'I’d like to reserve a room',
      'Can I get an appointment tomorrow?',
      'Do you have appointments on Saturday?',
      'Any appointments left this week?',
      'Can I schedule a visit?',
      'Do you take reservations?',
      'sign me up for the beginners class',
    ])
      expect(leadIntent(q), q).toBe('booking');
  });

  it('leaves other questions alone', () => {
    for (const q of [
      'Where do I park?',
      'What time are you open on Saturday?',
      'How much notice do you need for a custom cake?',
      'How much time does a cleaning take?',
      'Do you sell books?',
      'Is the cook book signed?',
      'Can I bring my dog?',
      'Who founded the bakery?',
      'What is your schedule of classes?',
      'Is the parking free?',
      'where do i park when i come in for my appointment?',
      'How long will my very first appointment take?',
      'hello',
      '',
    ])
      expect(leadIntent(q), q).toBeNull();
  });
});

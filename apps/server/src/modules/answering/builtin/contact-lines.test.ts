import { describe, expect, it } from 'vitest';
import { statesOwnAddress, statesOwnEmail, statesOwnPhone } from './contact-lines.ts';

describe("a contact card's lines, and what is someone else's", () => {
  it('reads a labelled number as the business’s phone, not a taxi firm’s, a VAT number or a fax', () => {
    for (const line of [
      'Main office: 051 381426',
      'Tel: 051 381426 | info@harbourcafe.ie',
      'Call us on (555) 010-0100',
      'Reception: 051 381426',
      'Book on 051 381426',
      'Emergency line: 087 111 2222',
    ])
      expect(statesOwnPhone(line), line).toBe(true);
    for (const line of [
      'After your evening with us, Dunmore Cabs can take you home: 051 555 123.',
      'If your pet needs urgent care, contact Vets Now on 01 234 5678.',
      'Registered in Ireland, company number 654321. VAT number IE 9876543T.',
      'Fax: 051 381427',
      'Post Office: 066 947 1234',
      'If you smell gas, call the Gas Networks Ireland 24 hour emergency line: 1800 20 50 50.',
      'Tom Ryan, Sales Manager — direct line 087 765 4321',
    ])
      expect(statesOwnPhone(line), line).toBe(false);
  });

  it('reads a street address given as the business’s own, not a supplier’s, a venue’s or a past one', () => {
    for (const line of [
      'Find us: 12 Harbour Road, Tramore, Co. Waterford X91 AB12',
      'Harbour Café 12 Harbour Road, Dungarvan, Co. Waterford X35 Y2K4',
      'Our shop is at 4 Marlboro Street, Cork.',
      'We are at 22 Quay Street, Galway H91 X2Y3.',
      'Head office: 14 Mill Lane, Waterford.',
      'The Old Forge High Street Little Snoring NR21 0JB',
      '220 Bank St, Ottawa, ON K2P 1X1',
      'T: 021 477 1234 / E: hello@corkyoga.ie / 15 Oliver Plunkett Street, Cork',
    ])
      expect(statesOwnAddress(line), line).toBe(true);
    for (const line of [
      'We started in a tiny kitchen at 5 Church Street back in 1998 before moving to our current home.',
      "The residents' group meets in Room 12 Main Street Community Hall on the first Tuesday of each month.",
      "Our beef comes from Walsh's farm at 12 Ballinamona Road, and our bread from the Tramore bakery.",
      'Our annual quiz night takes place at the Community Centre, 4 Church Lane, on Friday 8 November at 8pm.',
      'Order code R25 1000 for the universal kit.',
      'Join our annual 5K Fun Walk on Saturday 14 June in aid of the hospice.',
      'The nearest bus stop is at 20 Main Street, a two minute walk away.',
      'Parking: 14 Church Street multi-storey, two minutes walk.',
      'Venue: 4 Church Lane Parish Hall',
    ])
      expect(statesOwnAddress(line), line).toBe(false);
  });

  it('reads an email address on a card or after "email us" as the business’s, not the jobs, data or accounts address', () => {
    for (const line of [
      'info@harbourcafe.ie',
      'Tel: 051 381426 | info@harbourcafe.ie',
      'For bookings email bookings@harbourcafe.ie',
      'Email: hello@harbourcafe.ie',
    ])
      expect(statesOwnEmail(line), line).toBe(true);
    for (const line of [
      'Send your CV to jobs@harbourcafe.ie.',
      'For data protection requests contact our Data Protection Officer at dpo@harbourgroup.com.',
      'For accounts: accounts@harbourcafe.ie',
      'Sarah Byrne is our practice manager. You can reach her at sarah.byrne@dentalcare.ie.',
      'Website design: studio@webcraft.ie',
    ])
      expect(statesOwnEmail(line), line).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { type CustomerVenue, recogniseVenue, type SenderAccount, venueNameForms } from './venueRecognition';

const customers: CustomerVenue[] = [
  {
    venueId: 'ven-crown-anchor',
    title: 'The Crown & Anchor',
    code: 'CRNANC',
    addressLine1: '22 Bridge Street',
    addressCity: 'Bristol',
    addressPostCode: 'BS1 2PQ',
    accountNumber: '410200',
  },
  {
    venueId: 'ven-harbour-kitchen',
    title: 'Harbour Kitchen',
    code: 'HARBKT',
    addressLine1: '5 Quay Parade',
    addressCity: 'Brighton',
  },
  {
    venueId: 'ven-the-red-lion',
    title: 'The Red Lion',
    code: 'REDL00',
    addressLine1: '54 Mill Lane',
    addressCity: 'Birmingham',
  },
];
const accounts: SenderAccount[] = [
  { email: 'venue@oms.test', secondaryEmails: [], venueIds: ['ven-crown-anchor', 'ven-harbour-kitchen'] },
  {
    email: 'chef@crownandanchor.example',
    secondaryEmails: ['bar@crownandanchor.example'],
    venueIds: ['ven-crown-anchor'],
  },
];

const venueOf = (from: string, text: string, subject = '') => {
  const lines = text.split('\n');
  return recogniseVenue({ from, subject, lines, signOffAt: lines.length }, customers, accounts).venueId;
};

describe('recognising the venue', () => {
  it('knows the sender by an account e-mail or a secondary e-mail holding one customer', () => {
    expect(venueOf('chef@crownandanchor.example', 'order')).toBe('ven-crown-anchor');
    expect(venueOf('BAR@crownandanchor.example', 'order')).toBe('ven-crown-anchor');
  });

  it('reads the text when the sender holds several customers', () => {
    expect(venueOf('venue@oms.test', 'For Harbour Kitchen on Thursday please')).toBe('ven-harbour-kitchen');
    expect(venueOf('venue@oms.test', '2 x mayo\nThanks, Sam')).toBeNull();
  });

  it('reads names, short forms, addresses and account numbers of unknown senders', () => {
    expect(venueOf('x@mail.example', 'hiya order for fri for Red Lion B’ham')).toBe('ven-the-red-lion');
    expect(venueOf('x@mail.example', 'for the C&A')).toBe('ven-crown-anchor');
    expect(venueOf('x@mail.example', "I'm new at the Crown and Anchor on Bridge St")).toBe('ven-crown-anchor');
    expect(venueOf('x@mail.example', 'relief chef at 54 Mill Lane this week')).toBe('ven-the-red-lion');
    expect(venueOf('x@mail.example', 'Account no. BRK-REDL00')).toBe('ven-the-red-lion');
    expect(venueOf('x@mail.example', 'acc 410200')).toBe('ven-crown-anchor');
  });

  it("reads the sender's name when the text names no venue", () => {
    const lines = ['2 x mayo'];
    const reading = recogniseVenue(
      { from: 'x@mail.example', fromName: 'Red Lion Kitchen', subject: '', lines, signOffAt: 1 },
      customers,
      accounts,
    );
    expect(reading.venueId).toBe('ven-the-red-lion');
  });

  it('does not guess: an unknown venue, another town, or two venues named alike is null', () => {
    expect(venueOf('x@mail.example', 'delivered to The Swan Inn, 4 Castle Street, Oxford')).toBeNull();
    expect(venueOf('x@mail.example', 'this is the Red Lion, Oxford')).toBeNull();
    expect(venueOf('x@mail.example', 'for Harbour Kitchen and the Red Lion')).toBeNull();
  });

  it('writes a venue name the ways kitchens do', () => {
    expect(venueNameForms('The Crown & Anchor')).toEqual(['crown & anchor', 'crown and anchor', 'c & a']);
  });
});

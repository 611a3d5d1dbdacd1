import { describe, expect, it } from 'vitest';
import { type VenueSettingsBody, venueSettingsBodySchema } from './api';
import { venueMessages } from './messages';

const body: VenueSettingsBody = {
  title: 'The Anchor',
  code: 'ANCHOR',
  addressLine1: '1 Quay Street',
  addressLine2: 'Harbourside',
  addressCity: 'Bristol',
  addressPostCode: 'BS1 4QA',
  phoneNumber: '0117 000 0000',
  isPricesHidden: false,
};

/** The messages a body earns, by field. */
function messagesFor(candidate: unknown): Record<string, string[]> {
  const result = venueSettingsBodySchema.safeParse(candidate);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
}

function without(field: keyof VenueSettingsBody): Record<string, unknown> {
  const { [field]: _left, ...rest } = body;
  return rest;
}

describe('venueSettingsBodySchema', () => {
  it('accepts complete settings, trimming every text', () => {
    expect(
      venueSettingsBodySchema.parse({
        ...body,
        title: '  The Anchor ',
        addressLine1: ' 1 Quay Street ',
        addressPostCode: ' BS1 4QA ',
        phoneNumber: ' 0117 000 0000 ',
      }),
    ).toEqual(body);
  });

  it.each(['addressLine1', 'addressCity', 'addressPostCode'] as const)(
    'asks to complete the address when %s is empty or blank',
    (field) => {
      expect(messagesFor({ ...body, [field]: '' })).toEqual({ [field]: [venueMessages.addressIncomplete] });
      expect(messagesFor({ ...body, [field]: '   ' })).toEqual({ [field]: ['Please complete your address'] });
    },
  );

  it.each(['addressLine1', 'addressCity', 'addressPostCode'] as const)(
    'asks to complete the address when %s is left out',
    (field) => {
      expect(messagesFor(without(field))).toEqual({ [field]: ['Please complete your address'] });
    },
  );

  it('does not need the second address line', () => {
    expect(messagesFor({ ...body, addressLine2: '' })).toEqual({});
    expect(messagesFor({ ...body, addressLine2: '   ' })).toEqual({});
    expect(venueSettingsBodySchema.parse(without('addressLine2')).addressLine2).toBe('');
  });

  it('asks for the phone number', () => {
    expect(messagesFor({ ...body, phoneNumber: ' ' })).toEqual({ phoneNumber: [venueMessages.phoneRequired] });
    expect(messagesFor({ ...body, phoneNumber: '' })).toEqual({ phoneNumber: ['Please complete your phone number'] });
  });

  it('asks for the venue title', () => {
    expect(messagesFor({ ...body, title: ' ' })).toEqual({ title: [venueMessages.titleRequired] });
    expect(messagesFor({ ...body, title: '' })).toEqual({ title: ['Please complete your venue title'] });
  });

  it('asks for the phone number when it is left out', () => {
    expect(messagesFor(without('phoneNumber'))).toEqual({ phoneNumber: [venueMessages.phoneRequired] });
  });

  it('asks for the venue title when it is left out', () => {
    expect(messagesFor(without('title'))).toEqual({ title: [venueMessages.titleRequired] });
  });

  it('needs a venue code of at least 6 characters', () => {
    expect(messagesFor({ ...body, code: 'ABCDE' })).toEqual({ code: [venueMessages.codeTooShort] });
    expect(messagesFor({ ...body, code: '  ABCDE  ' })).toEqual({
      code: ['The venue code has to have at least 6 characters'],
    });
    expect(messagesFor({ ...body, code: 'ABCDEF' })).toEqual({});
  });

  it('lets the price visibility be left out', () => {
    expect(messagesFor(without('isPricesHidden'))).toEqual({});
  });

  it('names every field that is wrong at once', () => {
    expect(messagesFor({ ...body, title: '', code: 'ABC', addressCity: '', phoneNumber: '' })).toEqual({
      title: [venueMessages.titleRequired],
      code: [venueMessages.codeTooShort],
      addressCity: [venueMessages.addressIncomplete],
      phoneNumber: [venueMessages.phoneRequired],
    });
  });
});

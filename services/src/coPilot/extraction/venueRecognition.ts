import { plainText } from './productWords';

/**
 * Which of the supplier's customers sent an order: the sender's address when it belongs to an
 * account holding exactly one of them; otherwise what the e-mail names (the venue's name or its
 * short forms, address, postcode, venue code or account number with that supplier). Never a guess:
 * nothing named, or two customers named alike, is null ("Venue Not Recognised").
 */
export interface CustomerVenue {
  venueId: string;
  title: string;
  code?: string;
  addressLine1?: string;
  addressCity?: string;
  addressPostCode?: string;
  /** The venue's account number with this supplier. */
  accountNumber?: string;
}

export interface SenderAccount {
  email: string;
  secondaryEmails: string[];
  venueIds: string[];
}

export interface VenueReading {
  venueId: string | null;
  explanation: string;
  /** How sure: the sender's own address is surer than a name in the text. */
  certainty: number;
}

/** Towns that, written right after a venue's name, say it is another venue of that name. */
const ukTowns = [
  'london',
  'bristol',
  'birmingham',
  'brighton',
  'oxford',
  'cambridge',
  'manchester',
  'leeds',
  'liverpool',
  'bath',
  'york',
  'exeter',
  'cardiff',
  'glasgow',
  'edinburgh',
  'belfast',
  'newcastle',
  'sheffield',
  'nottingham',
  'leicester',
  'coventry',
  'reading',
  'southampton',
  'portsmouth',
  'norwich',
  'plymouth',
  'hove',
  'worthing',
  'swindon',
  'gloucester',
  'cheltenham',
  'derby',
  'stoke',
  'wolverhampton',
];

const townShortForms: Record<string, string[]> = {
  birmingham: ['bham', 'brum'],
  manchester: ['manc'],
  newcastle: ['toon'],
};

/** The ways a venue's name is written: without "The", "&" as "and", and initials ("the C&A"). */
export const venueNameForms = (title: string): string[] => {
  const plain = plainText(title).replace(/^the\s+/, '');
  const forms = new Set<string>([plain, plain.replace(/\s&\s/g, ' and '), plain.replace(/\s+and\s+/g, ' & ')]);
  const named = [...forms].filter((form) => form.replace(/[^a-z]/g, '').length >= 3);
  // "The Crown & Anchor" is "the C&A" (plainText writes it "c & a").
  const joined = /^(\w)\w*\s(?:&|and)\s(\w)\w*$/.exec(plain);
  return joined ? [...named, `${joined[1]} & ${joined[2]}`] : named;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compact = (text: string) => text.replace(/\s+/g, ' ');

interface Mention {
  venueId: string;
  weight: number;
  what: string;
}

const mentionsIn = (text: string, weight: number, customers: readonly CustomerVenue[]): Mention[] => {
  const plain = ` ${compact(plainText(text))} `;
  // "C&A" keeps no spaces in plainText's output ("c & a"), so it is searched both ways.
  const found: Mention[] = [];
  for (const customer of customers) {
    const ownTown = plainText(customer.addressCity ?? '');
    const otherTowns = ukTowns.filter((town) => town !== ownTown);
    for (const form of venueNameForms(customer.title)) {
      const pattern = new RegExp(`[ ]${escapeRegExp(form)}(?=[ ])((?: [a-z0-9]+){0,2})`, 'g');
      for (const match of plain.matchAll(pattern)) {
        const following = (match[1] ?? '').trim().split(' ');
        const elsewhere = following.some(
          (word) =>
            otherTowns.includes(word) ||
            Object.entries(townShortForms).some(([town, short]) => town !== ownTown && short.includes(word)),
        );
        if (!elsewhere) found.push({ venueId: customer.venueId, weight, what: `its name ("${form}")` });
      }
    }
    const exact: [string | undefined, string][] = [
      [customer.addressLine1, 'its address'],
      [customer.addressPostCode, 'its postcode'],
      [customer.code, 'its venue code'],
      [customer.accountNumber, 'its account number'],
    ];
    for (const [value, what] of exact) {
      const form = plainText(value ?? '');
      if (form.replace(/[^a-z0-9]/g, '').length < 4) continue;
      if (plain.includes(` ${form} `)) found.push({ venueId: customer.venueId, weight, what: `${what} (${value})` });
    }
  }
  return found;
};

export const recogniseVenue = (
  input: { from: string; fromName?: string | null; subject: string; lines: string[]; signOffAt: number },
  customers: readonly CustomerVenue[],
  accounts: readonly SenderAccount[],
): VenueReading => {
  const from = input.from.trim().toLowerCase();
  const customerIds = new Set(customers.map((customer) => customer.venueId));
  const senders = accounts.filter(
    (account) =>
      account.email.toLowerCase() === from ||
      account.secondaryEmails.some((secondary) => secondary.toLowerCase() === from),
  );
  const senderVenues = [...new Set(senders.flatMap((account) => account.venueIds))].filter((id) => customerIds.has(id));
  const titleOf = (venueId: string) => customers.find((customer) => customer.venueId === venueId)?.title ?? venueId;
  const [onlySenderVenue] = senderVenues;
  if (onlySenderVenue && senderVenues.length === 1) {
    return {
      venueId: onlySenderVenue,
      explanation: `The sender ${from} belongs to an account that holds ${titleOf(onlySenderVenue)}.`,
      certainty: 1,
    };
  }
  const body = input.lines.slice(0, input.signOffAt).join('\n');
  const signature = input.lines.slice(input.signOffAt).join('\n');
  const mentions = [
    ...mentionsIn(input.subject, 2, customers),
    ...mentionsIn(body, 2, customers),
    ...mentionsIn(signature, 1, customers),
    // "From: Red Lion Kitchen <someone@mail.example>": the sender's name counts like a signature.
    ...mentionsIn(input.fromName ?? '', 1, customers),
  ];
  const candidates = senderVenues.length > 1 ? senderVenues : [...customerIds];
  const totals = new Map<string, number>();
  for (const mention of mentions) {
    if (!candidates.includes(mention.venueId)) continue;
    totals.set(mention.venueId, (totals.get(mention.venueId) ?? 0) + mention.weight);
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const senderNote =
    senderVenues.length > 1 ? `The sender ${from} holds ${senderVenues.length} of this supplier's customers. ` : '';
  const [first, second] = ranked;
  if (!first) {
    return {
      venueId: null,
      explanation: `${senderNote}Venue Not Recognised: the sender is not known for one customer and the e-mail names none.`,
      certainty: 0,
    };
  }
  if (second && second[1] === first[1]) {
    return {
      venueId: null,
      explanation: `${senderNote}Venue Not Recognised: the e-mail names ${ranked
        .filter(([, total]) => total === first[1])
        .map(([venueId]) => titleOf(venueId))
        .join(' and ')} alike.`,
      certainty: 0,
    };
  }
  const venueId = first[0];
  const how = [...new Set(mentions.filter((mention) => mention.venueId === venueId).map((mention) => mention.what))];
  return {
    venueId,
    explanation: `${senderNote}The e-mail names ${titleOf(venueId)} by ${how.join(', ')}.`,
    certainty: ranked.length > 1 ? 0.8 : 0.95,
  };
};

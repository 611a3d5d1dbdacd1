import type { VenueRegistered } from '@oms/contracts';
import { seededRandom } from './seededRandom';

/** City, its post-code area and a telephone range set aside for drama (never a real line). */
const cities = [
  ['London', 'SE1', '020 7946 0'],
  ['Manchester', 'M4', '0161 496 0'],
  ['Leeds', 'LS1', '0113 496 0'],
  ['Bristol', 'BS1', '0117 496 0'],
  ['Edinburgh', 'EH1', '0131 496 0'],
  ['Cardiff', 'CF10', '029 2018 0'],
  ['Birmingham', 'B1', '0121 496 0'],
  ['Glasgow', 'G1', '0141 496 0'],
  ['York', 'YO1', '01904 960'],
  ['Brighton', 'BN1', '01273 960'],
  ['Bath', 'BA1', '01225 960'],
  ['Oxford', 'OX1', '01865 960'],
] as const;

const venueNames = [
  'The Red Lion',
  'The Kings Arms',
  'The White Hart',
  'The Fox & Hounds',
  'The Old Bell',
  'The Plough',
  'Bella Vista Trattoria',
  'Saffron Kitchen',
  'The Larder',
  'Copper Pot Brasserie',
  'The Rose & Crown',
  'Harbour View Hotel',
  'The Swan Inn',
  'Ember & Oak',
  'Little Lisbon',
  'The Corner Cafe',
  'Hawthorn House',
  'The Mill Tavern',
  'Seven Dials Bistro',
  'The Green Man',
] as const;

const streets = [
  'High Street',
  'Market Place',
  'Church Lane',
  'Station Road',
  'Mill Lane',
  'Castle Street',
  'Quay Street',
];
const districts = ['Old Town', 'Riverside', 'Harbourside', 'Northern Quarter', 'City Centre', ''];

function venueCodeOf(title: string, index: number): string {
  const letters = title
    .replace(/^The /, '')
    .replaceAll(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 4);
  return `${letters}${String(index).padStart(2, '0')}`.padEnd(6, 'X');
}

/**
 * Venues after the given ones, around the UK. Every third one leaves its phone empty, so the
 * 'Complete your settings' prompt has real cases besides the demo's.
 */
export function generateVenues(seed: number, count: number, existing: readonly VenueRegistered[] = []) {
  const random = seededRandom(seed).fork('venues');
  const venues: VenueRegistered[] = [...existing];
  for (let index = 0; venues.length < count; index += 1) {
    const [city, postArea, phoneRange] = random.pick(cities);
    const name = venueNames[index % venueNames.length] ?? 'The Anchor';
    const title = index < venueNames.length ? name : `${name} ${city}`;
    const slug = title
      .toLowerCase()
      .replaceAll('&', 'and')
      .replaceAll(/[^a-z0-9]+/g, '-')
      .replaceAll(/^-|-$/g, '');
    venues.push({
      venueId: `ven-${slug}${index < venueNames.length ? '' : `-${index}`}`,
      title,
      code: venueCodeOf(title, index),
      addressLine1: `${random.int(1, 180)} ${random.pick(streets)}`,
      addressLine2: random.pick(districts),
      addressCity: city,
      addressPostCode: `${postArea} ${random.int(1, 9)}${random.pick(['AB', 'DE', 'HQ', 'LT', 'RW', 'XY'])}`,
      phoneNumber: index % 3 === 2 ? '' : `${phoneRange}${String(random.int(0, 999)).padStart(3, '0')}`,
      isPricesHidden: false,
    });
  }
  return venues;
}

import { randomInt } from 'node:crypto';
import { venueCodeMinLength } from '@oms/contracts';

const letters = (title: string) => title.toUpperCase().replace(/[^A-Z]/g, '');

/** A fresh code: up to four letters of the title and four random digits, e.g. CROW4821. */
export function generateVenueCode(title: string): string {
  const prefix = (letters(title) || 'OMSV').slice(0, 4).padEnd(4, 'X');
  const code = `${prefix}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  return code.length >= venueCodeMinLength ? code : code.padEnd(venueCodeMinLength, '0');
}

export function normaliseVenueCode(code: string): string {
  return code.trim().toUpperCase();
}

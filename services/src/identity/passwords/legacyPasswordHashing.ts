import bcrypt from 'bcryptjs';

/** The legacy pool stored bcrypt hashes; they are checked once, at migration, then replaced by scrypt. */
export function verifyLegacyPassword(password: string, legacyHash: string): Promise<boolean> {
  if (!/^\$2[aby]\$\d{2}\$/.test(legacyHash)) return Promise.resolve(false);
  return bcrypt.compare(password, legacyHash);
}

/** Only for building legacy exports in tests and the demo. */
export function hashLegacyPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

import { createHash } from 'node:crypto';
import { normaliseEmail } from '@oms/contracts';

/**
 * One account per e-mail address: the id is derived from the address, so registering twice
 * meets the same stream and the event store's expected revision refuses the second.
 */
export function accountIdForEmail(email: string): string {
  return `acc-${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 20)}`;
}

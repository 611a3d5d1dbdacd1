import { z } from 'zod';
import { accountingConnectionStatusSchema, connectionExpiresAt } from './connection';
import { accountingOrganisationSchema, accountingProviderSchema } from './events';

/** The venue's accounting connection as the integrations page reads it: never a token. */
export const xeroConnectionViewSchema = z.object({
  status: accountingConnectionStatusSchema,
  provider: accountingProviderSchema.nullable(),
  financeEmail: z.string().nullable(),
  authorisedAt: z.iso.datetime().nullable(),
  /** When it must be re-authorised (90 days after consent). */
  expiresAt: z.iso.datetime().nullable(),
  organisations: z.array(accountingOrganisationSchema),
});
export type XeroConnectionView = z.infer<typeof xeroConnectionViewSchema>;

export const expiresAtOf = (authorisedAt: string | null) => (authorisedAt ? connectionExpiresAt(authorisedAt) : null);

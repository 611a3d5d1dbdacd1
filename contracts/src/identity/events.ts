import { z } from 'zod';
import { accountRolesSchema } from './roles';

const accountIdentity = {
  accountId: z.string(),
  name: z.string(),
  /** Lowercased; one account per address. */
  email: z.string(),
  /** `scrypt$N$r$p$salt$hash`; never leaves the server. */
  passwordHash: z.string(),
};

export const accountRegisteredSchema = z.object({
  ...accountIdentity,
  via: z.enum(['register', 'demo', 'configuration', 'admin']),
});
export const accountMigratedFromLegacyPoolSchema = z.object({ ...accountIdentity, legacyUserId: z.string() });
export const accountPasswordChangedSchema = z.object({
  accountId: z.string(),
  passwordHash: z.string(),
  via: z.enum(['reset', 'settings']),
});
export const accountRolesSetSchema = z.object({ accountId: z.string(), roles: accountRolesSchema });
export const accountVenueGrantedSchema = z.object({ accountId: z.string(), venueId: z.string() });
export const accountVenueRevokedSchema = z.object({ accountId: z.string(), venueId: z.string() });
export const accountCreditTermsSetSchema = z.object({
  accountId: z.string(),
  /** Pence. */
  creditLimit: z.number().int().nonnegative(),
  creditDays: z.number().int().nonnegative(),
});
export const accountSecondaryEmailsSetSchema = z.object({
  accountId: z.string(),
  secondaryEmails: z.array(z.string()),
});
export const accountOrderCaptureSetSchema = z.object({
  accountId: z.string(),
  /** The address suppliers forward e-mailed orders to; null turns AI order capture off. */
  orderCaptureEmail: z.string().nullable(),
});
export const passwordResetRequestedSchema = z.object({
  accountId: z.string(),
  /** sha256 of the code, so the store never holds a usable code. */
  codeHash: z.string(),
  expiresAt: z.string(),
});

export const legacyUserImportedSchema = z.object({
  legacyUserId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The legacy pool's own hash (bcrypt), verified once at migration. */
  passwordHash: z.string(),
});
export const legacyUserMigratedSchema = z.object({ legacyUserId: z.string(), accountId: z.string() });

export const sessionStartedSchema = z.object({
  /** sha256 of the bearer token the cookie carries. */
  sessionId: z.string(),
  accountId: z.string(),
  expiresAt: z.string(),
  address: z.string(),
});
export const sessionEndedSchema = z.object({
  sessionId: z.string(),
  reason: z.enum(['signedOut', 'passwordChanged']),
});

export const identityEventSchemas = {
  AccountRegistered: { schemaVersion: 1, schema: accountRegisteredSchema },
  AccountMigratedFromLegacyPool: { schemaVersion: 1, schema: accountMigratedFromLegacyPoolSchema },
  AccountPasswordChanged: { schemaVersion: 1, schema: accountPasswordChangedSchema },
  AccountRolesSet: { schemaVersion: 1, schema: accountRolesSetSchema },
  AccountVenueGranted: { schemaVersion: 1, schema: accountVenueGrantedSchema },
  AccountVenueRevoked: { schemaVersion: 1, schema: accountVenueRevokedSchema },
  AccountCreditTermsSet: { schemaVersion: 1, schema: accountCreditTermsSetSchema },
  AccountSecondaryEmailsSet: { schemaVersion: 1, schema: accountSecondaryEmailsSetSchema },
  AccountOrderCaptureSet: { schemaVersion: 1, schema: accountOrderCaptureSetSchema },
  PasswordResetRequested: { schemaVersion: 1, schema: passwordResetRequestedSchema },
  LegacyUserImported: { schemaVersion: 1, schema: legacyUserImportedSchema },
  LegacyUserMigrated: { schemaVersion: 1, schema: legacyUserMigratedSchema },
  SessionStarted: { schemaVersion: 1, schema: sessionStartedSchema },
  SessionEnded: { schemaVersion: 1, schema: sessionEndedSchema },
} as const;

type Data<TSchema extends z.ZodType> = z.infer<TSchema>;
export type AccountEvent =
  | { type: 'AccountRegistered'; data: Data<typeof accountRegisteredSchema> }
  | { type: 'AccountMigratedFromLegacyPool'; data: Data<typeof accountMigratedFromLegacyPoolSchema> }
  | { type: 'AccountPasswordChanged'; data: Data<typeof accountPasswordChangedSchema> }
  | { type: 'AccountRolesSet'; data: Data<typeof accountRolesSetSchema> }
  | { type: 'AccountVenueGranted'; data: Data<typeof accountVenueGrantedSchema> }
  | { type: 'AccountVenueRevoked'; data: Data<typeof accountVenueRevokedSchema> }
  | { type: 'AccountCreditTermsSet'; data: Data<typeof accountCreditTermsSetSchema> }
  | { type: 'AccountSecondaryEmailsSet'; data: Data<typeof accountSecondaryEmailsSetSchema> }
  | { type: 'AccountOrderCaptureSet'; data: Data<typeof accountOrderCaptureSetSchema> }
  | { type: 'PasswordResetRequested'; data: Data<typeof passwordResetRequestedSchema> };
export type LegacyUserEvent =
  | { type: 'LegacyUserImported'; data: Data<typeof legacyUserImportedSchema> }
  | { type: 'LegacyUserMigrated'; data: Data<typeof legacyUserMigratedSchema> };
export type SessionEvent =
  | { type: 'SessionStarted'; data: Data<typeof sessionStartedSchema> }
  | { type: 'SessionEnded'; data: Data<typeof sessionEndedSchema> };

export const accountStreamId = (accountId: string) => `account-${accountId}`;
export const legacyUserStreamId = (legacyUserId: string) => `legacyUser-${legacyUserId}`;
export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;

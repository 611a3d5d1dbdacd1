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
/** Spec 03 §3 creditApproved: the suppliers that approved the account for credit purchases. */
export const accountCreditApprovalsSetSchema = z.object({
  accountId: z.string(),
  supplierIds: z.array(z.string()),
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
  /** erased: the account's personal data was erased (docs/architecture.md "Forgetting a person"). */
  reason: z.enum(['signedOut', 'passwordChanged', 'erased']),
});

/**
 * Where a sign-in attempt came from: `device:<sha256 of the browser's device cookie>` for a browser
 * that has signed in to this account before, `address:<ip>` for any other.
 */
const signInSource = z.string();
const signInAttemptKind = z.enum(['password', 'resetCode']);
export const signInFailedSchema = z.object({
  accountId: z.string(),
  source: signInSource,
  kind: signInAttemptKind,
  at: z.string(),
});
export const signInLockedOutSchema = z.object({
  accountId: z.string(),
  /** null: every source that has not signed in before (too many failures across sources). */
  source: signInSource.nullable(),
  kind: signInAttemptKind,
  until: z.string(),
});
export const signInSucceededSchema = z.object({
  accountId: z.string(),
  source: signInSource,
  /** The address the good attempt came from: its earlier failures are forgiven, it is not trusted. */
  address: signInSource,
  /** 'register': the browser that created the account with its password. */
  via: z.enum(['password', 'reset', 'register']),
  at: z.string(),
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
  AccountCreditApprovalsSet: { schemaVersion: 1, schema: accountCreditApprovalsSetSchema },
  AccountOrderCaptureSet: { schemaVersion: 1, schema: accountOrderCaptureSetSchema },
  PasswordResetRequested: { schemaVersion: 1, schema: passwordResetRequestedSchema },
  LegacyUserImported: { schemaVersion: 1, schema: legacyUserImportedSchema },
  LegacyUserMigrated: { schemaVersion: 1, schema: legacyUserMigratedSchema },
  SessionStarted: { schemaVersion: 1, schema: sessionStartedSchema },
  SessionEnded: { schemaVersion: 1, schema: sessionEndedSchema },
  SignInFailed: { schemaVersion: 1, schema: signInFailedSchema },
  SignInLockedOut: { schemaVersion: 1, schema: signInLockedOutSchema },
  SignInSucceeded: { schemaVersion: 1, schema: signInSucceededSchema },
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
  | { type: 'AccountCreditApprovalsSet'; data: Data<typeof accountCreditApprovalsSetSchema> }
  | { type: 'AccountOrderCaptureSet'; data: Data<typeof accountOrderCaptureSetSchema> }
  | { type: 'PasswordResetRequested'; data: Data<typeof passwordResetRequestedSchema> };
export type LegacyUserEvent =
  | { type: 'LegacyUserImported'; data: Data<typeof legacyUserImportedSchema> }
  | { type: 'LegacyUserMigrated'; data: Data<typeof legacyUserMigratedSchema> };
export type SessionEvent =
  | { type: 'SessionStarted'; data: Data<typeof sessionStartedSchema> }
  | { type: 'SessionEnded'; data: Data<typeof sessionEndedSchema> };

export type SignInGuardEvent =
  | { type: 'SignInFailed'; data: Data<typeof signInFailedSchema> }
  | { type: 'SignInLockedOut'; data: Data<typeof signInLockedOutSchema> }
  | { type: 'SignInSucceeded'; data: Data<typeof signInSucceededSchema> };
export type SignInAttemptKind = z.infer<typeof signInAttemptKind>;

export const accountStreamId = (accountId: string) => `account-${accountId}`;
export const legacyUserStreamId = (legacyUserId: string) => `legacyUser-${legacyUserId}`;
export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;
/** Failed and good sign-ins of one account, kept where every instance and a restart see them. */
export const signInGuardStreamId = (accountId: string) => `signInGuard-${accountId}`;

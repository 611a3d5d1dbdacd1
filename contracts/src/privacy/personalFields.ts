/**
 * Which fields of which events hold a person's data, and whose (docs/architecture.md, "Forgetting a
 * person"). Each field is stored encrypted under its subject's key; erasing the subject destroys the key.
 * A subject is an account (`account`, named by a field holding the account id) or a person known only by
 * an e-mail (`email`, named by a field holding the address); the field may hold a list, one subject each.
 * A field several rules name is sealed under each of their subjects.
 */
export interface PersonalFieldRule {
  fields: readonly string[];
  subject: { kind: 'account'; idField: string } | { kind: 'email'; emailField: string };
}

const ofAccount = (fields: readonly string[], idField = 'accountId'): PersonalFieldRule => ({
  fields,
  subject: { kind: 'account', idField },
});
const ofEmail = (fields: readonly string[], emailField: string): PersonalFieldRule => ({
  fields,
  subject: { kind: 'email', emailField },
});

export const personalFields: Readonly<Record<string, readonly PersonalFieldRule[]>> = {
  AccountRegistered: [ofAccount(['name', 'email'])],
  AccountMigratedFromLegacyPool: [ofAccount(['name', 'email'])],
  AccountSecondaryEmailsSet: [ofAccount(['secondaryEmails'])],
  SessionStarted: [ofAccount(['address'])],
  SignInSucceeded: [ofAccount(['source', 'address'])],
  SignInFailed: [ofAccount(['source'])],
  SignInLockedOut: [ofAccount(['source'])],
  LegacyUserImported: [ofEmail(['name', 'email'], 'email')],
  ChatMessageSent: [ofAccount(['fromName'], 'fromAccountId')],
  SpecialPurchaseRequested: [
    ofEmail(['staffName', 'staffEmail'], 'staffEmail'),
    ofEmail(['managerName', 'managerEmail'], 'managerEmail'),
  ],
  // The invoice keeps its meaning; who uploaded it reads "erased".
  InvoiceUploaded: [ofAccount(['uploaderName'], 'uploadedBy')],
  DataDeletionRequested: [ofEmail(['accountHolderName', 'accountEmail'], 'accountEmail')],
  // A mail's words are its recipient's and those of the people it is about: the outbox and the demo
  // mailbox forget them with any of them.
  MailQueued: [
    ofEmail(['to', 'subject', 'text'], 'to'),
    ofAccount(['subject', 'text'], 'aboutAccountIds'),
    ofEmail(['subject', 'text', 'aboutEmails'], 'aboutEmails'),
  ],
};

/** What a field reads once its subject's key is destroyed. */
export const ERASED = 'erased';
/** An erased e-mail reads `erased-<hash>@erased.invalid`: unique, and never deliverable (RFC 2606). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

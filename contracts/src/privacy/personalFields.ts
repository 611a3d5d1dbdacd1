/**
 * Which fields of which events hold a person's data, and whose (docs/architecture.md, "Forgetting a
 * person"; docs/security.md, "Personal data map"). Each field is stored encrypted under its subject's
 * key; erasing the subject destroys the key. A field is named by its path in the event's data: `name`,
 * `email.text` (a field of an object) or `lines[].source` (that field of each element of a list).
 * A subject is
 * - `account`: the account a field names (its id), e.g. the chat message's writer;
 * - `email`: a person known only by an e-mail address a field holds (a keyed hash of it);
 * - `actor`: the account that recorded the event (its metadata), for words a person typed on an
 *   event that names nobody (feedback, receipting notes); the system is nobody;
 * - `eachEmail`: a list of addresses, each sealed by itself under its own address's subject, so
 *   erasing one person takes their address out of the list and leaves the others;
 * - `record`: a record kept only for a while (`<prefix>:<its id>`), e.g. a Co-Pilot e-mail: the
 *   retention schedule destroys its key when the keep time runs out, whoever else it belongs to.
 * A field may name a list of subjects (one each); a field several rules name is sealed under each of
 * their subjects, so erasing any of them forgets it. Empty values (absent, null, '', []) hold
 * nothing and stay as they are.
 */
export type PersonalFieldSubject =
  | { kind: 'account'; idField: string }
  | { kind: 'email'; emailField: string }
  | { kind: 'actor' }
  | { kind: 'eachEmail' }
  | { kind: 'record'; prefix: string; idField: string };

export interface PersonalFieldRule {
  fields: readonly string[];
  subject: PersonalFieldSubject;
}

const ofAccount = (fields: readonly string[], idField = 'accountId'): PersonalFieldRule => ({
  fields,
  subject: { kind: 'account', idField },
});
const ofEmail = (fields: readonly string[], emailField: string): PersonalFieldRule => ({
  fields,
  subject: { kind: 'email', emailField },
});
const ofActor = (fields: readonly string[]): PersonalFieldRule => ({ fields, subject: { kind: 'actor' } });
const COPILOT_EMAIL = 'coPilotEmail';
const ofRecord = (fields: readonly string[], prefix: string, idField: string): PersonalFieldRule => ({
  fields,
  subject: { kind: 'record', prefix, idField },
});
/** A Co-Pilot e-mail's own subject: its words go with its sender, or when its keep time runs out. */
export const coPilotEmailSubject = (aiOrderId: string) => `${COPILOT_EMAIL}:${aiOrderId}`;
const eachAddressIn = (fields: readonly string[]): PersonalFieldRule => ({ fields, subject: { kind: 'eachEmail' } });

const coPilotEmailFields = [
  'email.from',
  'email.fromName',
  'email.subject',
  'email.text',
  'email.attachments',
  'rawFile.fileName',
  'attachmentFiles[].fileName',
];
const coPilotReadingFields = [
  'senderEmail',
  'interpretation.venueExplanation',
  'interpretation.deliveryDateExplanation',
  'interpretation.notInPriceFile',
  'interpretation.lines[].source',
];

export const personalFields: Readonly<Record<string, readonly PersonalFieldRule[]>> = {
  AccountRegistered: [ofAccount(['name', 'email'])],
  AccountMigratedFromLegacyPool: [ofAccount(['name', 'email'])],
  AccountSecondaryEmailsSet: [ofAccount(['secondaryEmails'])],
  SessionStarted: [ofAccount(['address'])],
  SignInSucceeded: [ofAccount(['source', 'address'])],
  SignInFailed: [ofAccount(['source'])],
  SignInLockedOut: [ofAccount(['source'])],
  LegacyUserImported: [ofEmail(['name', 'email'], 'email')],
  // A message's words are its writer's: "call me on 07700 900461".
  ChatMessageSent: [ofAccount(['fromName', 'text'], 'fromAccountId')],
  SpecialPurchaseRequested: [
    ofEmail(['staffName', 'staffEmail'], 'staffEmail'),
    ofEmail(['managerName', 'managerEmail'], 'managerEmail'),
  ],
  // The invoice keeps its meaning (supplier, PO, total); who uploaded it, their comment and the file's
  // name read "erased".
  InvoiceUploaded: [ofAccount(['uploaderName', 'comment', 'fileName'], 'uploadedBy')],
  // A stored file's name is its uploader's words (an admin's import, a venue's invoice), or its
  // sender's (a Co-Pilot e-mail, named after its subject).
  FileStored: [ofActor(['file.fileName']), ofEmail(['file.fileName', 'ownerEmail'], 'ownerEmail')],
  // An order's notes are the words of the person who placed it.
  BasketOrderPlaced: [ofAccount(['notes'], 'placedBy')],
  OrderPlaced: [ofAccount(['notes'], 'placedBy')],
  ReceiptingErrorReported: [ofActor(['notes'])],
  // Co-Pilot: the e-mail is its sender's, whoever they are (an account's address is erased with the
  // account), and is kept only for a while (the retention schedule destroys its own key); its reading
  // quotes it. The order it stands for (venue, products, quantities) stays.
  OrderEmailReceived: [
    ofEmail(coPilotEmailFields, 'email.from'),
    ofRecord(coPilotEmailFields, COPILOT_EMAIL, 'aiOrderId'),
  ],
  OrderEmailInterpreted: [
    ofEmail(coPilotReadingFields, 'senderEmail'),
    ofRecord(coPilotReadingFields, COPILOT_EMAIL, 'aiOrderId'),
  ],
  AiOrderEdited: [ofActor(['notes'])],
  AiOrderApproved: [ofActor(['notes', 'feedback'])],
  AiOrderRejected: [ofActor(['feedback'])],
  // Addresses a venue's settings send to, each a person's own.
  VenueAdminSettingsSet: [
    eachAddressIn(['statsReciveEmails']),
    ofEmail(
      ['additionalChatSupport.title', 'additionalChatSupport.emailAddress'],
      'additionalChatSupport.emailAddress',
    ),
  ],
  // A supplier admin's feedback from the portal: their words and address.
  SupplierFeedbackGiven: [ofEmail(['comment', 'givenBy'], 'givenBy')],
  // A supplier's customer contact at a venue: a person's address and the name on the account.
  VenueSupplierCustomerDetailsSet: [ofEmail(['customerEmail', 'accountName'], 'customerEmail')],
  DataDeletionRequested: [ofEmail(['accountHolderName', 'accountEmail'], 'accountEmail')],
  // The admin who actioned it, by address.
  DataDeletionActioned: [ofEmail(['actionedBy'], 'actionedBy')],
  SubjectAccessDelivered: [ofEmail(['deliveredBy'], 'deliveredBy')],
  // A mail's words are its recipient's and those of the people it is about: the outbox and the demo
  // mailbox forget them with any of them.
  MailQueued: [
    ofEmail(['to', 'subject', 'text'], 'to'),
    ofAccount(['subject', 'text'], 'aboutAccountIds'),
    ofEmail(['subject', 'text', 'aboutEmails'], 'aboutEmails'),
  ],
};

/** Fields that read as an empty list once erased (a list of addresses, an e-mail's attachments, lines). */
export const erasedAsEmptyList: ReadonlySet<string> = new Set(['attachments', 'notInPriceFile']);
/** Fields that read as an undeliverable address once erased (besides every `…email` and `…emails`). */
export const erasedAsAddress: ReadonlySet<string> = new Set([
  'from',
  'emailAddress',
  'actionedBy',
  'deliveredBy',
  'givenBy',
]);

/** What a field reads once its subject's key is destroyed. */
export const ERASED = 'erased';
/** An erased e-mail reads `erased-<hash>@erased.invalid`: unique, and never deliverable (RFC 2606). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
/** An address as a screen shows it: an erased one reads "erased", as every other erased field. */
export const shownAddress = (email: string) => (isErasedEmail(email) ? ERASED : email);

import { homePathFor, type Session } from '@oms/contracts';
import type { AccountDocument } from '@oms/projections';

export function toSession(account: AccountDocument, options: { sandboxMail: boolean }): Session {
  return {
    account: {
      accountId: account.accountId,
      name: account.name,
      email: account.email,
      roles: account.roles,
      venueIds: account.venueIds,
      secondaryEmails: account.secondaryEmails,
      orderCaptureEmail: account.orderCaptureEmail,
    },
    homePath: homePathFor(account.roles),
    // The sandbox keeps sent mail in the app: each account reads its own there (admins all).
    mailboxVisible: options.sandboxMail || account.roles.isAdmin,
  };
}

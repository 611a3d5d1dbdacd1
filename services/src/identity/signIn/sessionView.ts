import { homePathFor, type Session } from '@oms/contracts';
import type { AccountDocument } from '@oms/projections';

export function toSession(account: AccountDocument, options: { mailboxOpen: boolean }): Session {
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
    mailboxVisible: options.mailboxOpen || account.roles.isAdmin,
  };
}

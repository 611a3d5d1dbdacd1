import { defineErrors } from '../platform/errors';
import { chatMessages } from './chat';

/** Every way support (chat, realtime) refuses a request. */
export const supportErrors = defineErrors({
  emptyMessage: { code: 'EMPTY_MESSAGE', status: 400, message: chatMessages.empty },
  messageTooLong: { code: 'MESSAGE_TOO_LONG', status: 400, message: chatMessages.tooLong },
  supplierSide: { code: 'SUPPLIER_SIDE', status: 400, message: 'Only a supplier writes for a supplier' },
  /** Support writes only in the venue's thread with support; a supplier only in its own. */
  otherThread: { code: 'OTHER_THREAD', status: 403, message: 'You do not write in this conversation' },
  realtimeOriginRefused: {
    code: 'FORBIDDEN_ORIGIN',
    status: 403,
    message: 'This origin may not open the realtime channel',
  },
});

import { z } from 'zod';

/** The per-user realtime channel (spec 03 §7 'Notification channel'), authenticated by the session cookie. */
export const realtimePath = '/api/realtime';

/** The server closes a signed-out session's channel with this code; the page then stops reconnecting. */
export const sessionEndedCloseCode = 4401;

/** A TanStack Query key prefix; every query whose key starts with it refetches in place. */
export const queryKeyPrefixSchema = z.array(z.string()).min(1);
export type QueryKeyPrefix = z.infer<typeof queryKeyPrefixSchema>;

export const realtimeMessageSchema = z.discriminatedUnion('event', [
  /** Shown as a toast for 3 seconds; the listed queries refresh instead of the page reloading. */
  z.object({
    event: z.literal('notification'),
    data: z.object({
      message: z.string().min(1),
      /** A heading above the message (an admin's push notification); most notifications have none. */
      title: z.string().min(1).optional(),
      invalidate: z.array(queryKeyPrefixSchema),
    }),
  }),
  /** Data another person or tab changed: refresh quietly. */
  z.object({ event: z.literal('invalidate'), data: z.object({ invalidate: z.array(queryKeyPrefixSchema) }) }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/** The spelling is the original product's; the supplier's order editor must not refresh under the user. */
export const newOrderThroughEmailMessage = 'New Order recieved through email';

/** Spec 03 §7: every notification refreshes, except that message while the address contains editOrder. */
export function notificationRefreshes(message: string, pathname: string): boolean {
  return !(message === newOrderThroughEmailMessage && pathname.includes('editOrder'));
}

export const realtimeMessages = {
  orderDecided: (supplierTitle: string, status: 'confirmed' | 'rejected' | 'adjusted' | 'received') => {
    switch (status) {
      case 'confirmed':
        return `Your order from ${supplierTitle} has been confirmed`;
      case 'rejected':
        return `Your order from ${supplierTitle} has been rejected`;
      case 'adjusted':
        return `Your order from ${supplierTitle} has been accepted with adjusted quantities`;
      default:
        return `Your order from ${supplierTitle} has been received`;
    }
  },
  newOrder: (venueTitle: string) => `New order from ${venueTitle}`,
  chatMessage: (from: string) => `New message from ${from}`,
  receiptingChangeDecided: (supplierTitle: string, change: { approved: boolean; title: string; poNumber: string }) =>
    `${supplierTitle} ${change.approved ? 'approved' : 'rejected'} the change to ${change.title} on PO ${change.poNumber}`,
  specialPurchaseDecided: (managerName: string, itemName: string, approved: boolean) =>
    `${managerName} ${approved ? 'approved' : 'rejected'} the special purchase: ${itemName}`,
};

/**
 * One topic per bounded context, named after it; the stream's prefix (`<aggregate>-<id>`) tells
 * which context owns it. Streams of an unlisted aggregate go to the `platform` topic, so the relay
 * never drops an event of a context added later.
 */
const contextOfAggregate: Record<string, string> = {
  account: 'identity',
  legacyUser: 'identity',
  session: 'identity',
  signInGuard: 'identity',
  venue: 'venues',
  supplier: 'catalogue',
  product: 'catalogue',
  priceNotifications: 'catalogue',
  shoppingList: 'shoppingLists',
  basket: 'ordering',
  order: 'ordering',
  subscription: 'subscriptions',
  featureUsage: 'subscriptions',
  specialPurchase: 'specialPurchases',
  aiOrder: 'coPilot',
  grossProfit: 'grossProfit',
  stockTake: 'stockTakes',
  stockTakePeriods: 'stockTakes',
  recipe: 'recipes',
  menuBuilder: 'recipes',
  credit: 'invoices',
  venueInvoices: 'invoices',
  mail: 'support',
  chat: 'support',
  supplierFeedback: 'support',
  dataDeletionRequest: 'privacy',
  subjectAccessRequest: 'privacy',
  pushNotification: 'support',
  orderReminder: 'venues',
  xeroConnection: 'integrations',
  xeroBill: 'integrations',
  dataplusSend: 'integrations',
};

export const defaultTopicPrefix = 'oms.events.';

export const feedContexts = [...new Set([...Object.values(contextOfAggregate), 'platform'])].sort();

export function contextOfStream(streamId: string): string {
  const aggregate = streamId.slice(0, Math.max(streamId.indexOf('-'), 0));
  return contextOfAggregate[aggregate] ?? 'platform';
}

export function topicsOf(prefix = defaultTopicPrefix): string[] {
  return feedContexts.map((context) => `${prefix}${context}`);
}

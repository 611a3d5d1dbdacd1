import type { z } from 'zod';
import { catalogueEventSchemas } from './catalogue/events';
import { coPilotEventSchemas } from './coPilot/events';
import { grossProfitEventSchemas } from './grossProfit/events';
import { identityEventSchemas } from './identity/events';
import { integrationEventSchemas } from './integrations/events';
import { creditEventSchemas } from './invoices/creditEvents';
import { invoiceUploadEventSchemas } from './invoices/uploads/events';
import { orderingEventSchemas } from './ordering/events';
import { csvImportEventSchemas } from './platform/csvImport';
import type { NewEvent } from './platform/events';
import { fileEventSchemas } from './platform/files';
import { dataDeletionEventSchemas } from './privacy/dataDeletion';
import { retentionEventSchemas } from './privacy/retention';
import { subjectAccessEventSchemas } from './privacy/subjectAccess';
import { receiptingEventSchemas } from './receipting/events';
import { menuBuilderEventSchemas, recipeEventSchemas } from './recipes/events';
import { shoppingListEventSchemas } from './shoppingLists/events';
import { specialPurchaseEventSchemas } from './specialPurchases/events';
import { stockTakeEventSchemas, stockTakePeriodEventSchemas } from './stockTakes/events';
import { subscriptionEventSchemas } from './subscriptions/events';
import { featureUsageEventSchemas } from './subscriptions/featureUsage';
import { feedbackEventSchemas } from './supplierPortal/feedback';
import { chatEventSchemas } from './support/chat';
import { mailEventSchemas } from './support/mailEvents';
import { pushNotificationEventSchemas } from './support/pushNotifications';
import { venueEventSchemas } from './venues/events';
import { orderReminderEventSchemas } from './venues/orderReminders';

export interface EventDefinition {
  schemaVersion: number;
  schema: z.ZodType;
  /** `upcasters[n]` turns the data of version n into version n + 1. */
  upcasters?: Record<number, (data: unknown) => unknown>;
}

/** Every event type the platform records, with its current schema version and shape. */
export const eventCatalogue: Record<string, EventDefinition> = {
  ...catalogueEventSchemas,
  ...venueEventSchemas,
  ...feedbackEventSchemas,
  ...dataDeletionEventSchemas,
  ...retentionEventSchemas,
  ...subjectAccessEventSchemas,
  ...orderingEventSchemas,
  ...receiptingEventSchemas,
  ...identityEventSchemas,
  ...mailEventSchemas,
  ...subscriptionEventSchemas,
  ...featureUsageEventSchemas,
  ...specialPurchaseEventSchemas,
  ...stockTakeEventSchemas,
  ...stockTakePeriodEventSchemas,
  ...recipeEventSchemas,
  ...menuBuilderEventSchemas,
  ...grossProfitEventSchemas,
  ...creditEventSchemas,
  ...invoiceUploadEventSchemas,
  ...chatEventSchemas,
  ...shoppingListEventSchemas,
  ...fileEventSchemas,
  ...csvImportEventSchemas,
  ...integrationEventSchemas,
  ...pushNotificationEventSchemas,
  ...orderReminderEventSchemas,
  ...coPilotEventSchemas,
};

export function currentSchemaVersion(type: string): number {
  const entry = eventCatalogue[type];
  if (!entry) throw new Error(`Unknown event type ${type}`);
  return entry.schemaVersion;
}

/**
 * The catalogue's current versions by type, asked for every event read: a type read from the store is
 * a new string each time, and looking it up as a key of the catalogue object cost V8 a string-table
 * search per event (about 1 % of a replay).
 */
const currentSchemaVersions = new Map(
  Object.entries(eventCatalogue).map(([type, entry]) => [type, entry.schemaVersion]),
);

/**
 * Old events are upcast when read, never rewritten: deciders and projectors only ever see the
 * current shape. Unknown types pass through untouched so a newer writer cannot break a reader.
 */
export function upcastEvent<TEvent extends NewEvent>(event: TEvent, catalogue = eventCatalogue): TEvent {
  if (catalogue === eventCatalogue) {
    const current = currentSchemaVersions.get(event.type);
    if (current === undefined || event.schemaVersion >= current) return event;
  }
  const definition = catalogue[event.type];
  if (!definition || event.schemaVersion >= definition.schemaVersion) return event;
  let data = event.data;
  for (let version = event.schemaVersion; version < definition.schemaVersion; version += 1) {
    const upcaster = definition.upcasters?.[version];
    if (!upcaster) throw new Error(`No upcaster for ${event.type} from version ${version}`);
    data = upcaster(data);
  }
  return { ...event, data, schemaVersion: definition.schemaVersion };
}

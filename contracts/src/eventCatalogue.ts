import type { z } from 'zod';
import { catalogueEventSchemas } from './catalogue/events';
import { orderingEventSchemas } from './ordering/events';
import { venueEventSchemas } from './venues/events';

/** Every event type the platform records, with its current schema version and shape. */
export const eventCatalogue: Record<string, { schemaVersion: number; schema: z.ZodType }> = {
  ...catalogueEventSchemas,
  ...venueEventSchemas,
  ...orderingEventSchemas,
};

export function currentSchemaVersion(type: string): number {
  const entry = eventCatalogue[type];
  if (!entry) throw new Error(`Unknown event type ${type}`);
  return entry.schemaVersion;
}

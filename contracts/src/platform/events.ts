import { z } from 'zod';

export const roles = ['admin', 'tfrAdmin', 'supplierAdmin', 'venueUser', 'system'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const channels = [
  'dashboard',
  'app',
  'email',
  'checklist',
  'system',
  'supplier link',
  'three-way match',
] as const;
export const channelSchema = z.enum(channels);
export type Channel = z.infer<typeof channelSchema>;

/** How each channel reads in histories. */
export const channelLabels: Record<Channel, string> = {
  dashboard: 'Dashboard',
  app: 'App',
  email: 'E-mail',
  checklist: 'Supplier checklist',
  system: 'System',
  'supplier link': 'Supplier link',
  'three-way match': 'Three-way match',
};

export const eventMetadataSchema = z.object({
  actorAccountId: z.string(),
  actorRole: roleSchema,
  channel: channelSchema,
  correlationId: z.string(),
  causationId: z.string().nullable(),
  recordedAt: z.string(),
  idempotencyKey: z.string().optional(),
  /** Digest of the request that carried the key: the same key with another request is refused. */
  requestDigest: z.string().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** A domain event as a decider emits it: a past-tense fact without storage concerns. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** An event ready to append: the domain fact plus identity, version and metadata. */
export interface NewEvent<TType extends string = string, TData = unknown> extends DomainEvent<TType, TData> {
  eventId: string;
  schemaVersion: number;
  metadata: EventMetadata;
}

/** An event as the store returns it. Revisions start at 0 per stream; positions grow across the store. */
export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  streamId: string;
  revision: number;
  globalPosition: number;
}

import { randomUUID } from 'node:crypto';
import type { Channel, EventMetadata, Role } from '@oms/contracts';

/** Who asks, through which channel, when, and under which correlation: what every event records. */
export interface CommandContext {
  actorAccountId: string;
  actorRole: Role;
  channel: Channel;
  correlationId: string;
  causationId: string | null;
  now: Date;
  idempotencyKey?: string;
  /** Digest of the HTTP request behind the idempotency key (method, path, body). */
  requestDigest?: string;
}

export function systemContext(now = new Date()): CommandContext {
  return {
    actorAccountId: 'system',
    actorRole: 'system',
    channel: 'system',
    correlationId: randomUUID(),
    causationId: null,
    now,
  };
}

export function metadataFor(context: CommandContext): EventMetadata {
  // Built by assignment: conditional spreads cost a copy each, and every event of a command asks.
  const metadata: EventMetadata = {
    actorAccountId: context.actorAccountId,
    actorRole: context.actorRole,
    channel: context.channel,
    correlationId: context.correlationId,
    causationId: context.causationId,
    recordedAt: context.now.toISOString(),
  };
  if (context.idempotencyKey) {
    metadata.idempotencyKey = context.idempotencyKey;
    if (context.requestDigest) metadata.requestDigest = context.requestDigest;
  }
  return metadata;
}

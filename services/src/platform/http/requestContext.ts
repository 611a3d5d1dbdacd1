import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../commands/commandContext';
import { DomainError } from '../commands/domainError';

export interface Actor {
  accountId: string;
  name: string;
  role: 'admin' | 'tfrAdmin' | 'supplierAdmin' | 'venueUser';
}

/**
 * DEVELOPMENT SWITCH, until sign-in exists: every request acts as this demo venue manager.
 * Turned on by OMS_DEV_FIXED_USER (the embedded demo sets it); the identity work removes it.
 */
export const developmentFixedUser: Actor = {
  accountId: 'demo-venue-user',
  name: 'Demo Venue Manager',
  role: 'venueUser',
};

export function actorOf(request: FastifyRequest): Actor {
  if (!request.server.platformOptions.developmentFixedUser) {
    throw new DomainError('UNAUTHENTICATED', 'Please sign in', { status: 401 });
  }
  return developmentFixedUser;
}

export function commandContextOf(request: FastifyRequest, actor: Actor, now = new Date()): CommandContext {
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    actorAccountId: actor.accountId,
    actorRole: actor.role,
    channel: 'dashboard',
    correlationId: (request.headers['x-correlation-id'] as string | undefined) ?? randomUUID(),
    causationId: null,
    now,
    ...(typeof idempotencyKey === 'string' && idempotencyKey.length > 0 ? { idempotencyKey } : {}),
  };
}

import { randomUUID } from 'node:crypto';
import { type AccountRoles, identityErrors, primaryRoleOf } from '@oms/contracts';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../commands/commandContext';
import { domainErrorOf } from '../commands/domainError';

/** The signed-in account behind a request, resolved from its session cookie. */
export interface Actor {
  accountId: string;
  name: string;
  email: string;
  roles: AccountRoles;
  venueIds: readonly string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) {
    throw domainErrorOf(identityErrors.unauthenticated);
  }
  return request.actor;
}

export function commandContextOf(request: FastifyRequest, actor: Actor | null, now = new Date()): CommandContext {
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    actorAccountId: actor?.accountId ?? 'anonymous',
    actorRole: actor ? primaryRoleOf(actor.roles) : 'system',
    channel: 'dashboard',
    correlationId: (request.headers['x-correlation-id'] as string | undefined) ?? randomUUID(),
    causationId: null,
    now,
    ...(typeof idempotencyKey === 'string' && idempotencyKey.length > 0 ? { idempotencyKey } : {}),
  };
}

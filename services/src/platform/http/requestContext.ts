import { hash, randomUUID } from 'node:crypto';
import { type AccountRoles, type Channel, identityErrors, primaryRoleOf, venueErrors } from '@oms/contracts';
import type { DeepReadonly, VenueDocument } from '@oms/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandContext } from '../commands/commandContext';
import { domainErrorOf } from '../commands/domainError';

/** The signed-in account behind a request, resolved from its session cookie. Its roles are the account document's own. */
export interface Actor {
  accountId: string;
  name: string;
  email: string;
  roles: Readonly<AccountRoles>;
  venueIds: readonly string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The route's :venueId venue, resolved by the access check of every `access: 'venue'` route. */
    venue: DeepReadonly<VenueDocument> | null;
    /** Who asks, now, through the dashboard: the context every command from this request records. */
    commandContext(options?: CommandContextOptions): CommandContext;
  }
}

export interface CommandContextOptions {
  channel?: Channel;
  /** Sign-in, registration and reset act for nobody yet, whoever else is signed in on the browser. */
  anonymous?: boolean;
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) {
    throw domainErrorOf(identityErrors.unauthenticated);
  }
  return request.actor;
}

/** What a request asks for, so one idempotency key cannot stand for two different requests. */
export function requestDigestOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return hash('sha256', `${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`);
}

/** The venue of a venue route; the access check has already refused or 404ed any other. */
export function venueOf(request: FastifyRequest): DeepReadonly<VenueDocument> {
  if (!request.venue) throw domainErrorOf(venueErrors.venueNotFound);
  return request.venue;
}

export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('venue', null);
  app.decorateRequest('commandContext', function (this: FastifyRequest, options: CommandContextOptions = {}) {
    const context = commandContextOf(this, options.anonymous ? null : this.actor, this.server.platform.clock());
    return options.channel ? { ...context, channel: options.channel } : context;
  });
}

function commandContextOf(request: FastifyRequest, actor: Actor | null, now = new Date()): CommandContext {
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    actorAccountId: actor?.accountId ?? 'anonymous',
    actorRole: actor ? primaryRoleOf(actor.roles) : 'system',
    channel: 'dashboard',
    correlationId: (request.headers['x-correlation-id'] as string | undefined) ?? randomUUID(),
    causationId: null,
    now,
    ...(typeof idempotencyKey === 'string' && idempotencyKey.length > 0
      ? { idempotencyKey, requestDigest: requestDigestOf(request) }
      : {}),
  };
}

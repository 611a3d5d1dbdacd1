import { identityErrors, reachesAdminArea } from '@oms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DomainError, domainErrorOf } from '../../platform/commands/domainError';
import { type Actor, actorOf, installRequestContext } from '../../platform/http/requestContext';
import { findVenue } from '../../venues/findVenue';
import { resolveActor } from '../session/sessionCookie';

/**
 * Who may call a route (spec 01 §6, spec 03 §6). Every API route declares one; the app refuses
 * to start with a route that does not, and the access matrix test covers each declared route.
 * - public: anyone; signedIn: any account
 * - venue: the route's :venueId must be in the account's venues list (admins and TFR admins reach all)
 * - supplier: the route's :supplierId must be the supplier admin's own (admins and TFR admins reach all)
 * - adminArea: admins and TFR admins; admin: platform admins only
 * - mailbox: admins, or anyone when the embedded demo opens the local mailbox
 */
export type Access = 'public' | 'signedIn' | 'venue' | 'supplier' | 'adminArea' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared, for the access matrix test and the docs. */
    declaredAccess: Map<string, Access>;
  }
}

function forbidden(): DomainError {
  return domainErrorOf(identityErrors.forbidden);
}

function paramOf(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function mayReachVenue(actor: Actor, venueId: string): boolean {
  return reachesAdminArea(actor.roles) || actor.venueIds.includes(venueId);
}

export function enforceAccess(access: Access, request: FastifyRequest): void {
  if (access === 'public') return;
  const actor = actorOf(request);
  switch (access) {
    case 'signedIn':
      return;
    case 'venue':
      if (!mayReachVenue(actor, paramOf(request, 'venueId'))) throw forbidden();
      return;
    case 'supplier':
      if (!reachesAdminArea(actor.roles) && actor.roles.supplierAdminOf !== paramOf(request, 'supplierId')) {
        throw forbidden();
      }
      return;
    case 'adminArea':
      if (!reachesAdminArea(actor.roles)) throw forbidden();
      return;
    case 'admin':
      if (!actor.roles.isAdmin) throw forbidden();
      return;
    default: {
      const unhandled: never = access;
      throw new Error(`Unknown access ${String(unhandled)}`);
    }
  }
}

const undeclaredAllowed = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs');

export function installAccessControl(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  installRequestContext(app);
  app.decorate('declaredAccess', new Map<string, Access>());
  app.addHook('onRoute', (route) => {
    if (undeclaredAllowed(route.url)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.declaredAccess.set(`${method} ${route.url}`, access);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    request.actor = await resolveActor(request);
    enforceAccess(access, request);
    if (access === 'venue') request.venue = await findVenue(request.server.platform, paramOf(request, 'venueId'));
  });
}

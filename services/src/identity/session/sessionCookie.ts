import { hash, randomBytes } from 'node:crypto';
import { readModels } from '@oms/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/http/requestContext';

export const sessionCookieName = 'oms_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** The cookie carries a random bearer token; the store only ever sees its hash, the session id. */
export function newSessionToken(): { token: string; sessionId: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sessionId: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return hash('sha256', token);
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.platformOptions.secureCookies,
    signed: true,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

/**
 * A browser sends the same signed cookie with every request: its session id (an HMAC check and a
 * hash) is remembered per app, whose secret it was checked with. Only the id is remembered: whether
 * the session is still open is read from the sessions read model on every request.
 */
const sessionIdsByCookie = new WeakMap<FastifyInstance, Map<string, string>>();
const REMEMBERED_COOKIES = 1_000;

export function sessionIdFromRequest(request: FastifyRequest): string | null {
  const raw = request.cookies[sessionCookieName];
  if (!raw) return null;
  let known = sessionIdsByCookie.get(request.server);
  const remembered = known?.get(raw);
  if (remembered) return remembered;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const sessionId = sessionIdOf(unsigned.value);
  if (!known) {
    known = new Map();
    sessionIdsByCookie.set(request.server, known);
  }
  if (known.size >= REMEMBERED_COOKIES) known.delete(known.keys().next().value as string);
  known.set(raw, sessionId);
  return sessionId;
}

export async function resolveActor(request: FastifyRequest): Promise<Actor | null> {
  const sessionId = sessionIdFromRequest(request);
  if (!sessionId) return null;
  const { readStore, clock } = request.server.platform;
  const session = await readModels.sessions.in(readStore).findOneReadOnly({ _id: sessionId });
  if (!session || session.endedAt || Date.parse(session.expiresAt) <= clock().getTime()) return null;
  const account = await readModels.accounts.in(readStore).findOneReadOnly({ _id: session.accountId });
  if (!account) return null;
  return {
    accountId: account.accountId,
    name: account.name,
    email: account.email,
    roles: account.roles,
    venueIds: account.venueIds,
    sessionId,
  };
}

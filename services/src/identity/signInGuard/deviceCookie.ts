import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestOrigin } from './signInGuardService';

/** A random id for the browser, so a browser that signed in before is recognised wherever it is. */
const deviceCookieName = 'oms_device';
const deviceCookieLifetimeSeconds = 365 * 24 * 60 * 60;

export function requestOriginOf(request: FastifyRequest): RequestOrigin {
  const raw = request.cookies[deviceCookieName];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return { deviceId: unsigned?.valid && unsigned.value ? unsigned.value : null, address: request.ip };
}

/** The browser's device id, given one now if it has none. */
export function ensureDeviceCookie(origin: RequestOrigin, reply: FastifyReply): RequestOrigin & { deviceId: string } {
  if (origin.deviceId) return { ...origin, deviceId: origin.deviceId };
  const deviceId = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName, deviceId, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.platformOptions.secureCookies,
    signed: true,
    maxAge: deviceCookieLifetimeSeconds,
  });
  return { ...origin, deviceId };
}

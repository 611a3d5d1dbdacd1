import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpErrors } from '@oms/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { domainErrorOf } from '../commands/domainError';

/** What Stripe.js needs to draw its card field and run 3-D Secure (Stripe's published CSP list). */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The dashboard loads only its own scripts (no inline script anywhere), so scripts are 'self'
 * only, plus Stripe.js when checkout runs on Stripe. Styles allow inline: Blueprint and AG Grid
 * position popovers and cells with style attributes.
 */
const contentSecurityPolicyFor = (stripe: boolean) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? stripeSources.connect : [])],
    frameSrc: ["'self'", ...(stripe ? stripeSources.frame : [])],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
});

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's Origin is this server's own, or one the operator allowed (OMS_ALLOWED_ORIGINS). */
export function isAllowedOrigin(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  if (!host) return false;
  try {
    const parsed = new URL(origin);
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Security headers on every answer (CSP, frame-ancestors, nosniff, Referrer-Policy, HSTS behind
 * TLS), and a cross-site check on state-changing requests: SameSite=Lax cookies still travel on
 * some cross-site requests, so a browser request that says it comes from another site is refused.
 * Requests without Origin (scripts, server-to-server) carry no ambient browser cookie risk.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { secureCookies: boolean; allowedOrigins: readonly string[]; stripe?: boolean },
): Promise<void> {
  // helmet's middleware sets the same headers on every answer (this policy has no per-request
  // directive): they are worked out once and copied, not rebuilt by a dozen middlewares per request.
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: contentSecurityPolicyFor(options.stripe ?? false),
      hsts: options.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    for (const name of headers.removed) response.removeHeader(name);
    for (const [name, value] of headers.set) response.setHeader(name, value);
    if (!stateChanging.has(request.method)) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && !isAllowedOrigin(origin, request.headers.host, options.allowedOrigins))) {
      return done(domainErrorOf(httpErrors.forbiddenOrigin));
    }
    done();
  });
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** What a header-setting middleware does to an answer, recorded on a stand-in. */
function headersSetBy(middleware: Middleware): { set: [string, string | string[]][]; removed: string[] } {
  const set: [string, string | string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return { set, removed };
}

import { httpErrors } from '@oms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendError } from './errorHandler';

/**
 * Fastify answers 404 for a known path under an unknown method; a client deserves 405 and the
 * methods it may use. Every registered route is mirrored into a router that only answers "which
 * methods does this path have".
 */
export function installRouteNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
): void {
  const methodsByPath = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: 500 });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!methodsByPath.hasRoute(method as HTTPMethod, route.url)) {
        methodsByPath.on(method as HTTPMethod, route.url, () => undefined);
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const answered = fallback?.(request, reply);
    if (answered) return answered;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
      (method) => methodsByPath.find(method, path) !== null,
    );
    if (allowed.length > 0) {
      return sendError(reply.header('allow', allowed.join(', ')), httpErrors.methodNotAllowed);
    }
    return sendError(reply, httpErrors.routeNotFound);
  });
}

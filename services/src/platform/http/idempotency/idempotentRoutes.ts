import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money or order command: it honours the Idempotency-Key header and a second identical
     * submit never doubles its effect. Each such route registers with the shared idempotency test.
     */
    idempotent?: true;
  }
  interface FastifyInstance {
    /** 'METHOD /path' of every route declaring `config.idempotent`. */
    idempotentRoutes: Set<string>;
  }
}

export function installIdempotentRoutes(app: FastifyInstance): void {
  app.decorate('idempotentRoutes', new Set<string>());
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    for (const method of [route.method].flat()) app.idempotentRoutes.add(`${method} ${route.url}`);
  });
}

/**
 * Write routes whose path names money or orders must say whether they are idempotent commands:
 * a route added later under one of these words cannot slip past the shared test unnoticed.
 */
export const moneyOrOrderPath =
  /order|basket|credit|statement|subscription|checklist|invoice|payment|checkout|purchase|receipt/;

import fastifyWebsocket from '@fastify/websocket';
import { realtimePath, sessionEndedCloseCode, supportErrors } from '@oms/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { domainErrorOf } from '../../platform/commands/domainError';
import { actorOf } from '../../platform/http/requestContext';
import { isAllowedOrigin } from '../../platform/http/securityHeaders';
import { inProcessFanOut } from './notificationFanOut';
import { startNotificationReactor } from './notificationReactor';

/** Proxies drop quiet connections; a ping keeps them open and finds the dead ones. */
const heartbeatMs = 30_000;

/**
 * The per-user channel (spec 03 §7): one websocket per signed-in tab, authenticated by the session
 * cookie (the access hook runs on the upgrade request). This instance's sockets receive every
 * delivery the fan-out carries for their account. Installed on the root instance, so tests can wait
 * for the reactor.
 */
export async function installRealtime(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const ownsFanOut = !platform.notifications;
  const fanOut = platform.notifications?.fanOut ?? inProcessFanOut();
  const sockets = new Map<string, Set<WebSocket>>();

  const sessionOf = new WeakMap<WebSocket, string>();
  const unsubscribe = fanOut.subscribe((delivery) => {
    if ('endedSessionId' in delivery) {
      for (const group of sockets.values()) {
        for (const socket of group) {
          if (sessionOf.get(socket) === delivery.endedSessionId) socket.close(sessionEndedCloseCode, 'Session ended');
        }
      }
      return;
    }
    const text = JSON.stringify(delivery.message);
    for (const accountId of delivery.accountIds) {
      for (const socket of sockets.get(accountId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  });
  const reactor = await startNotificationReactor({
    platform,
    fanOut,
    ...(platform.notifications?.reactorFeed ? { feed: platform.notifications.reactorFeed } : {}),
    ...(platform.notifications?.projectionWaitMs ? { projectionWaitMs: platform.notifications.projectionWaitMs } : {}),
    // With a fan-out of its own this instance is the only audience; an idle one need not react.
    ...(ownsFanOut ? { nobodyListening: () => sockets.size === 0 } : {}),
    logger: app.log,
  });
  app.decorate('notificationReactor', reactor);

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const group of sockets.values()) {
      for (const socket of group) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    await reactor.stop();
    if (ownsFanOut) await fanOut.close();
  });

  // A refused upgrade (no session, foreign origin) is answered over HTTP, and then its socket must go:
  // nothing else will ever read from or close it, and a server cannot stop while it stays open.
  app.addHook('onResponse', async (request, reply) => {
    if (request.raw.headers.upgrade && reply.statusCode !== 101) request.raw.socket.destroy();
  });

  await app.register(fastifyWebsocket);
  app.get(
    realtimePath,
    {
      websocket: true,
      config: { access: 'signedIn' },
      schema: { hide: true },
      // A page of another site may not open this user's channel with the user's cookie.
      preValidation: async (request) => {
        // Browsers always send Origin on an upgrade; the same rule as for state-changing requests.
        const origin = request.headers.origin;
        if (!origin || !isAllowedOrigin(origin, request.headers.host, app.platformOptions.allowedOrigins ?? [])) {
          throw domainErrorOf(supportErrors.realtimeOriginRefused);
        }
      },
    },
    (socket, request) => {
      const { accountId, sessionId } = actorOf(request);
      sessionOf.set(socket, sessionId);
      const group = sockets.get(accountId) ?? new Set<WebSocket>();
      group.add(socket);
      sockets.set(accountId, group);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => {
        group.delete(socket);
        if (group.size === 0) sockets.delete(accountId);
      });
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationReactor: { idle(): Promise<void> };
  }
}

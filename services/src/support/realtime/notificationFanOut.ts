import type { RealtimeMessage } from '@oms/contracts';

/**
 * One realtime message for some accounts, wherever their sockets are connected; or a session that
 * ended (signed out, password changed), whose sockets every instance closes.
 */
export type RealtimeDelivery = { accountIds: string[]; message: RealtimeMessage } | { endedSessionId: string };

/**
 * Carries deliveries from the reactor to every API instance, each of which hands them to the
 * sockets it holds. Embedded: within the process. Production: a Kafka topic every instance reads.
 */
export interface NotificationFanOut {
  publish(delivery: RealtimeDelivery): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (delivery: RealtimeDelivery) => void): () => void;
  close(): Promise<void>;
}

export function inProcessFanOut(): NotificationFanOut {
  const listeners = new Set<(delivery: RealtimeDelivery) => void>();
  return {
    async publish(delivery) {
      for (const listener of listeners) listener(delivery);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

import {
  notificationRefreshes,
  type QueryKeyPrefix,
  queryKeys,
  realtimeMessageSchema,
  realtimePath,
  sessionEndedCloseCode,
} from '@oms/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../platform/toaster';

/** Reconnect after 1 s, 2 s, 4 s … up to 30 s, with jitter so a restarted server is not hit all at once. */
export function reconnectDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

function invalidateAll(queryClient: QueryClient, prefixes: readonly QueryKeyPrefix[]) {
  for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The signed-in user's channel (spec 03 §7): each notification shows a toast for 3 seconds and,
 * instead of reloading the page, refreshes the queries it names in place. Returns the disconnect.
 */
export function connectRealtime(
  queryClient: QueryClient,
  location: Pick<Location, 'protocol' | 'host' | 'pathname'> = window.location,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let wasConnected = false;

  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const current = new WebSocket(`${scheme}://${location.host}${realtimePath}`);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      // Whatever changed while the connection was down was never announced: refresh what is on screen.
      if (wasConnected) void queryClient.invalidateQueries();
      wasConnected = true;
    };
    current.onmessage = (event) => {
      let parsed: ReturnType<typeof realtimeMessageSchema.safeParse>;
      try {
        parsed = realtimeMessageSchema.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.event === 'invalidate') {
        invalidateAll(queryClient, message.data.invalidate);
        return;
      }
      void showToast({
        message: message.data.title ? `${message.data.title} - ${message.data.message}` : message.data.message,
        intent: 'primary',
        icon: 'notifications',
      });
      if (notificationRefreshes(message.data.message, window.location.pathname)) {
        invalidateAll(queryClient, message.data.invalidate);
      }
    };
    current.onclose = (event) => {
      if (closed || socket !== current) return;
      if (event.code === sessionEndedCloseCode) {
        // Signed out elsewhere: the session query finds out, and the app goes to the sign-in page.
        void queryClient.invalidateQueries({ queryKey: queryKeys.identity.session });
        return;
      }
      timer = setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    };
  };

  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}

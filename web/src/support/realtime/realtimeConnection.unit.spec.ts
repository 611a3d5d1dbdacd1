import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: unknown[] = [];
vi.mock('../../platform/toaster', () => ({ showToast: async (toast: unknown) => void toasts.push(toast) }));

const { connectRealtime, reconnectDelayMs } = await import('./realtimeConnection');

/** Stands in for the browser's WebSocket: the spec plays the server's side. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByPage = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closedByPage = true;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const place = { protocol: 'https:', host: 'oms.example', pathname: '/' };

describe('realtime connection', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[][];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', { location: { pathname: '/v/v-1/purchasing/orders' } });
    FakeSocket.opened = [];
    toasts.length = 0;
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push([...((filters?.queryKey as unknown[]) ?? ['everything'])]);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to the channel over wss, toasts a notification and refreshes its queries in place', () => {
    const disconnect = connectRealtime(queryClient, place);
    const socket = FakeSocket.opened[0];
    expect(socket?.url).toBe('wss://oms.example/api/realtime');
    socket?.receive({
      event: 'notification',
      data: { message: 'Your order from Brakes has been confirmed', invalidate: [['venues', 'v-1', 'orders']] },
    });
    expect(toasts).toEqual([
      { message: 'Your order from Brakes has been confirmed', intent: 'primary', icon: 'notifications' },
    ]);
    expect(invalidated).toEqual([['venues', 'v-1', 'orders']]);
    socket?.receive({ event: 'invalidate', data: { invalidate: [['venues', 'v-1', 'basket']] } });
    expect(toasts).toHaveLength(1);
    expect(invalidated.at(-1)).toEqual(['venues', 'v-1', 'basket']);
    disconnect();
    expect(socket?.closedByPage).toBe(true);
  });

  it("heads an admin's push notification with its title (spec 03 §8 'Push Notification')", () => {
    connectRealtime(queryClient, place);
    FakeSocket.opened[0]?.receive({
      event: 'notification',
      data: { message: 'Deliveries run on Boxing Day', title: 'Push Notification', invalidate: [] },
    });
    expect(toasts).toEqual([
      { message: 'Push Notification - Deliveries run on Boxing Day', intent: 'primary', icon: 'notifications' },
    ]);
  });

  it("shows an e-mailed order's toast without refreshing the order being edited", () => {
    vi.stubGlobal('window', { location: { pathname: '/supplier/co-pilot/o-1/editOrder' } });
    connectRealtime(queryClient, place);
    FakeSocket.opened[0]?.receive({
      event: 'notification',
      data: { message: 'New Order recieved through email', invalidate: [['suppliers', 's-1', 'orders']] },
    });
    expect(toasts).toHaveLength(1);
    expect(invalidated).toEqual([]);
  });

  it('reconnects after a drop with backoff and refreshes what is on screen, but not after the session ended', () => {
    connectRealtime(queryClient, place);
    const first = FakeSocket.opened[0];
    first?.onopen?.();
    first?.onclose?.({ code: 1006 });
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1250);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]?.onopen?.();
    expect(invalidated).toEqual([['everything']]);

    FakeSocket.opened[1]?.onclose?.({ code: 4401 });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(invalidated.at(-1)).toEqual(['session']);
  });

  it('ignores messages it cannot read', () => {
    connectRealtime(queryClient, place);
    FakeSocket.opened[0]?.onmessage?.({ data: 'not json' });
    FakeSocket.opened[0]?.receive({ event: 'notification', data: { message: '' } });
    expect(toasts).toEqual([]);
    expect(invalidated).toEqual([]);
  });
});

describe('reconnect backoff', () => {
  it('doubles from one second up to thirty, within a quarter either way', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1250);
  });
});

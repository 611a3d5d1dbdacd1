import type { RecordedEvent } from '@oms/contracts';
import type { SubscribeToAllOptions, Subscription } from './eventStore';

/**
 * A subscription whose own handler may stop it and await that: `stop()` waits for the loop, which
 * waits for the running handler, so a handler awaiting it would wait for itself. A call made while
 * the handler runs synchronously (before its first await) is the handler's own and resolves at once;
 * the loop still ends as soon as the handler returns. A flag rather than AsyncLocalStorage, whose
 * promise hooks would cost every promise of the process.
 */
export function stoppableFromHandler(
  onEvent: SubscribeToAllOptions['onEvent'],
  subscribe: (onEvent: SubscribeToAllOptions['onEvent']) => Subscription,
): Subscription {
  let inHandler = false;
  const inner = subscribe((event: RecordedEvent) => {
    inHandler = true;
    try {
      return onEvent(event);
    } finally {
      inHandler = false;
    }
  });
  return {
    stop() {
      const stopping = inner.stop();
      return inHandler ? Promise.resolve() : stopping;
    },
  };
}

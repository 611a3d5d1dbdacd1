/** The `elementtiming` name the first-paint table's headers carry. */
export const firstPaintTiming = 'data-grid-first-paint';

/** Longest wait for the browser to report the table painted (hidden in a closed tab, say). */
const longestWaitMs = 1_000;

/**
 * Calls `start` once the browser reports the first-paint table on screen (Element Timing: Chromium
 * times a paint when the frame is presented, which can be frames after requestAnimationFrame runs),
 * or, where Element Timing is missing, after the next two frames. Returns a cancel function.
 */
export function afterTablePaint(start: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let frame = 0;
  const finish = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const timer = setTimeout(finish, longestWaitMs);
  const cancel = () => {
    done = true;
    observer?.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    observer = new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === firstPaintTiming)
      ) {
        setTimeout(finish, 0);
      }
    });
    observer.observe({ type: 'element', buffered: true });
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setTimeout(finish, 0));
    });
  }
  return cancel;
}

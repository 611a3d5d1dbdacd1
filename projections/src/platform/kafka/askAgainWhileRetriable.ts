/**
 * Asks again, a bounded number of times, while KafkaJS marks the failure retriable: a partition's
 * leader can move under the question (a topic just created, a broker restarting), and the next
 * metadata refresh answers it.
 */
export async function askAgainWhileRetriable<T>(ask: () => Promise<T>, attempts = 5, pauseMs = 200): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ask();
    } catch (error) {
      if (attempt >= attempts || (error as { retriable?: unknown }).retriable !== true) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}

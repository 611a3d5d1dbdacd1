import { type LogEntry, logLevel } from 'kafkajs';

interface Logger {
  debug?(object: unknown, message?: string): void;
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

/**
 * Answers a broker gives while it is still starting or moving a group, which kafkajs retries by
 * itself: logged as errors they look like an outage during every normal start.
 */
const retriedWhileStarting = [
  /coordinator is loading/i,
  /coordinator is not available/i,
  /not the correct coordinator/i,
  /no leader for this topic-partition/i,
  /leadership election/i,
  /group is rebalancing/i,
];

function isRetriedWhileStarting(entry: Pick<LogEntry['log'], 'message'> & { error?: unknown }): boolean {
  const text = `${entry.message} ${typeof entry.error === 'string' ? entry.error : ''}`;
  return retriedWhileStarting.some((pattern) => pattern.test(text));
}

/** kafkajs' log lines into the app's logger: warnings and errors only, retried start-up answers as debug. */
export function kafkaLogCreator(logger: Logger) {
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, timestamp: _timestamp, logger: _logger, ...fields } = log;
      const entry = { ...fields, kafka: namespace };
      if (level === logLevel.ERROR && !isRetriedWhileStarting(log)) logger.error(entry, message);
      else if (level === logLevel.WARN && !isRetriedWhileStarting(log)) logger.warn(entry, message);
      else logger.debug?.(entry, message);
    };
}

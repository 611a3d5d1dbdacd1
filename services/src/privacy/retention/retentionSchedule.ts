import { DEFAULT_COPILOT_EMAIL_RETENTION_DAYS } from '@oms/contracts';
import { sealStoredFiles } from '../../platform/files/sealStoredFiles';
import type { Platform } from '../../platform/platform';
import { type RetentionSettings, runRetention } from './runRetention';

interface Logger {
  info(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

/** Hourly: a keep time counted in days ends at most an hour late. */
const EVERY_MS = 60 * 60 * 1000;
/** The first run soon after start, once the read models are up. */
const FIRST_AFTER_MS = 30 * 1000;

/** OMS_COPILOT_EMAIL_RETENTION_DAYS: whole days, at least one; 90 unset. A wrong value stops the start. */
export function retentionSettingsFrom(env: { OMS_COPILOT_EMAIL_RETENTION_DAYS?: string }): RetentionSettings {
  const value = env.OMS_COPILOT_EMAIL_RETENTION_DAYS?.trim();
  if (!value) return { coPilotEmailDays: DEFAULT_COPILOT_EMAIL_RETENTION_DAYS };
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`OMS_COPILOT_EMAIL_RETENTION_DAYS must be a whole number of days, at least 1, not "${value}"`);
  }
  return { coPilotEmailDays: days };
}

/**
 * The retention schedule in every configuration (its first pass also seals files kept plain before
 * sealing), the embedded default included: a timer in the API
 * process, as the read-model snapshots are, running `runRetention` as of the platform's clock. Two
 * instances running it at once record each deletion once (its stream's decider).
 */
export function startRetentionSchedule(
  platform: Platform,
  settings: RetentionSettings,
  logger: Logger,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let first = true;
  const pass = async () => {
    if (first) {
      first = false;
      const { sealed, deleted } = await sealStoredFiles(platform);
      if (sealed + deleted > 0) logger.info({ sealed, deleted }, 'files stored plain before sealing sealed in place');
    }
    return runRetention(platform, settings);
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .then(({ deleted }) => {
          if (deleted.length > 0) logger.info({ deleted: deleted.length }, 'retention: Co-Pilot e-mails deleted');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'the retention run failed; trying again later'))
        .finally(() => schedule(EVERY_MS));
    }, delayMs);
    timer.unref();
  };
  schedule(FIRST_AFTER_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

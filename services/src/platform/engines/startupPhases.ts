interface Logger {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export type StartupPhaseName = 'engines' | 'projections' | 'seed' | 'caught up';

/** Each phase's deadline in seconds; OMS_START_PHASE_SECONDS overrides them all. */
export const defaultPhaseSeconds: Record<StartupPhaseName, number> = {
  engines: 120,
  projections: 600,
  seed: 600,
  'caught up': 600,
};

export class StartupPhaseTimeout extends Error {
  constructor(
    readonly phase: StartupPhaseName,
    readonly seconds: number,
    readonly waitingOn: string,
  ) {
    super(`start-up phase '${phase}' did not finish within ${seconds} s; still waiting on: ${waitingOn}`);
    this.name = 'StartupPhaseTimeout';
  }
}

export interface StartupPhases {
  /**
   * Runs one phase: logs its start and end, says every `reportEveryMs` what it is waiting on, and
   * fails with StartupPhaseTimeout past its deadline, so a start never hangs silently.
   */
  run<T>(phase: StartupPhaseName, work: () => Promise<T>, waitingOn: () => string | Promise<string>): Promise<T>;
}

export function startupPhases(options: {
  logger: Logger;
  env?: { OMS_START_PHASE_SECONDS?: string };
  reportEveryMs?: number;
}): StartupPhases {
  const { logger } = options;
  const override = Number(options.env?.OMS_START_PHASE_SECONDS);
  const reportEveryMs = options.reportEveryMs ?? 10_000;
  const describe = async (waitingOn: () => string | Promise<string>) => {
    try {
      return await waitingOn();
    } catch (error) {
      return `unknown (${(error as Error).message})`;
    }
  };

  return {
    async run(phase, work, waitingOn) {
      const seconds = override > 0 ? override : defaultPhaseSeconds[phase];
      const startedAt = Date.now();
      logger.info({ phase, deadlineSeconds: seconds }, `start-up: ${phase}`);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(async () => {
          const timeout = new StartupPhaseTimeout(phase, seconds, await describe(waitingOn));
          logger.error({ phase, deadlineSeconds: seconds, waitingOn: timeout.waitingOn }, timeout.message);
          reject(timeout);
        }, seconds * 1000);
      });
      const reporter = setInterval(async () => {
        const elapsed = Math.round((Date.now() - startedAt) / 1000);
        logger.warn(
          { phase, elapsedSeconds: elapsed, deadlineSeconds: seconds, waitingOn: await describe(waitingOn) },
          `start-up: still in ${phase}`,
        );
      }, reportEveryMs);
      try {
        const result = await Promise.race([work(), deadline]);
        logger.info({ phase, seconds: Math.round((Date.now() - startedAt) / 100) / 10 }, `start-up: ${phase} done`);
        return result;
      } finally {
        clearTimeout(timer);
        clearInterval(reporter);
      }
    },
  };
}

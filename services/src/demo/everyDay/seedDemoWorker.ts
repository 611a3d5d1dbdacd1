import { seedDemoAsOf } from './seedDemoAsOf';

/**
 * One worker of the every-day spec: seeds the demo as of each date given, one after the other, in
 * this process's time zone (TZ), and prints one JSON line per date.
 */
for (const date of process.argv.slice(2)) {
  const result = await seedDemoAsOf(new Date(date)).then(
    (broken) => ({ date, broken, error: null }),
    (error: unknown) => ({
      date,
      broken: [],
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
  console.log(`demo-day ${JSON.stringify(result)}`);
}

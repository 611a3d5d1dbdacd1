import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const enginesDir = resolve(fileURLToPath(new URL('../../engines', import.meta.url)));

export interface LocalKafka {
  env: { KAFKA_BROKERS: string };
  stop(): Promise<void>;
}

/**
 * A Kafka broker for the bench: the one KAFKA_BROKERS names, or one started on loopback from the
 * jars the engine tests provision from Maven Central (`npm run engines:provision -- kafka`, cached).
 */
export async function kafkaForBench(workDir: string): Promise<LocalKafka> {
  const configured = process.env.KAFKA_BROKERS;
  if (configured) return { env: { KAFKA_BROKERS: configured }, async stop() {} };
  // The engine scripts are plain ESM without types; loaded by URL so the checker does not look for any.
  const provisioning = (await import(pathToFileURL(resolve(enginesDir, 'provision.mjs')).href)) as {
    provision(name: string): { built: boolean; seconds: number };
  };
  const engines = (await import(pathToFileURL(resolve(enginesDir, 'localEngines.mjs')).href)) as {
    startKafka(dir: string): Promise<LocalKafka>;
  };
  provisioning.provision('kafka');
  return engines.startKafka(workDir);
}

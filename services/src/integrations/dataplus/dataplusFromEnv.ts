import { join } from 'node:path';
import type { DataplusReceiver } from './dataplusReceiver';
import { createHttpDataplusReceiver } from './httpDataplusReceiver';
import { createSandboxDataplusReceiver } from './sandboxDataplusReceiver';

/** DATAPLUS_URL (with DATAPLUS_TOKEN) picks the HTTP adapter; otherwise the sandbox receiver in the app. */
export function dataplusFromEnv(dataDir: string, env: NodeJS.ProcessEnv): DataplusReceiver {
  if (env.DATAPLUS_URL) return createHttpDataplusReceiver({ url: env.DATAPLUS_URL, token: env.DATAPLUS_TOKEN ?? '' });
  return createSandboxDataplusReceiver({ file: join(dataDir, 'dataplus-sandbox.json') });
}

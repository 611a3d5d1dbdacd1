import { randomBytes } from 'node:crypto';
import { sessionSecretFor } from '../../identity/startup';
import { readStorePersonalDataKeys } from './personalDataKeys';

/** A throwaway platform's keys live and die with its process (and the images its tests copy). */
const throwawaySecret = randomBytes(32).toString('base64url');

/** The personal data keys are sealed under PERSONAL_DATA_KEY, else the session secret. */
export function personalDataSecretFor(dataDir: string | null, env: NodeJS.ProcessEnv): string {
  if (env.PERSONAL_DATA_KEY) return env.PERSONAL_DATA_KEY;
  return dataDir || env.SESSION_SECRET ? sessionSecretFor(dataDir, env) : throwawaySecret;
}

/**
 * Production keeps the keys in MongoDB, in a database of their own (`<MONGO_DATABASE>-personal-keys`,
 * or PERSONAL_DATA_KEYS_DATABASE): never the read models' database, which may be dropped and rebuilt.
 */
export function mongoPersonalDataKeys(env: NodeJS.ProcessEnv & { MONGO_URL: string }, secret: string) {
  const database = env.PERSONAL_DATA_KEYS_DATABASE ?? `${env.MONGO_DATABASE ?? 'oms'}-personal-keys`;
  // The driver is loaded here, not at start: the embedded default never needs it.
  const opening = import('@oms/projections/mongo').then(({ openMongoReadStore }) =>
    openMongoReadStore({ url: env.MONGO_URL, database }),
  );
  return { keys: readStorePersonalDataKeys(opening, secret), opened: opening.then(() => undefined) };
}

import { sessionSecretFor } from '../identity/startup';
import type { ApprovalLinks } from './specialPurchaseMails';

/** The links in approval e-mails: signed with the session secret, based at OMS_PUBLIC_URL. */
export function approvalLinksFromEnv(dataDir: string | null, env: NodeJS.ProcessEnv): ApprovalLinks {
  return {
    secret: sessionSecretFor(dataDir, env),
    publicUrl: env.OMS_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
  };
}

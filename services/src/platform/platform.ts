import type { ProjectionRunner, ReadStore } from '@oms/projections';
import type { AccountingDependencies } from '../integrations/accounting/accountingDependencies';
import type { DataplusReceiver } from '../integrations/dataplus/dataplusReceiver';
import type { PersonalDataKeys } from '../privacy/personalData/personalDataKeys';
import type { PaymentProvider } from '../subscriptions/payments/paymentProvider';
import type { NotificationFanOut } from '../support/realtime/notificationFanOut';
import type { ReactorFeed } from '../support/realtime/reactorFeed';
import type { ProjectionMonitor } from './engines/projectionMonitor';
import type { WorkflowEngine } from './engines/workflowEngine';
import type { EventStore } from './eventStore/eventStore';
import type { FileStore } from './files/fileStore';

/** The engines one running API works with, whichever adapters were chosen. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Uploaded and generated files: DATA_DIR/files, or S3 with S3_BUCKET. */
  files: FileStore;
  runner: ProjectionRunner;
  clock: () => Date;
  /** Temporal; absent or unavailable means workflow-driven actions answer 503. */
  workflows?: WorkflowEngine;
  /**
   * Realtime fan-out across API instances (Kafka); absent means within this process.
   * `projectionWaitMs`: how long the reactor waits for this instance to apply an event before
   * reacting (with Kafka another instance may own the event's partition and apply it instead).
   */
  notifications?: { fanOut: NotificationFanOut; reactorFeed?: ReactorFeed; projectionWaitMs?: number };
  /** Checkout's payment provider: Stripe with STRIPE_SECRET_KEY, else the sandbox (the default). */
  payments?: PaymentProvider;
  /** The accounting service (the sandbox) and the venues' sealed tokens; the Xero bill send uses them. */
  accounting?: AccountingDependencies;
  /** The dataplus receiver: the HTTP adapter with DATAPLUS_URL, else the sandbox receiver. */
  dataplus?: DataplusReceiver;
  /** Watches the projection feed for stalls (the configured app); the health endpoint reads it. */
  monitor?: ProjectionMonitor;
  /**
   * The per-person keys the event store seals personal fields under (docs/architecture.md "Forgetting
   * a person"); erasing a person destroys theirs. Absent: erasure answers 503.
   */
  personalData?: PersonalDataKeys;
  /**
   * Run after an erasure: what the embedded engines keep in files is rewritten from the live state
   * (the read-model snapshot, the event store's emptied WAL), so no file keeps the erased person's
   * plain text or key until the next snapshot or stop. Absent where no engine keeps such files.
   */
  afterErasure?: () => Promise<void>;
  /** Which adapter serves each port, named without addresses or credentials. */
  engineNames?: Record<'eventStore' | 'readStore' | 'feed' | 'workflows' | 'files', string>;
}

export interface PlatformOptions {
  /** Signs session cookies; from SESSION_SECRET, or kept in the data folder by the embedded default. */
  sessionSecret: string;
  /** Cookies only over HTTPS; on whenever the app is served behind TLS. */
  secureCookies: boolean;
  /** Other origins a browser may send state-changing requests from (OMS_ALLOWED_ORIGINS); the app's own always may. */
  allowedOrigins?: readonly string[];
  mailTransport: 'mailbox' | 'smtp';
  /** Per-address limit on sign-in, registration and reset calls per 15 minutes. */
  signInAttemptsPerAddress: number;
  /** Where people reach the dashboard (OMS_PUBLIC_URL): the base of links in e-mails. */
  publicUrl?: string;
  /**
   * Which proxies' X-Forwarded-For to believe (OMS_TRUST_PROXY): off by default, so a client cannot
   * pick its own address; behind a load balancer the lock-out and rate limits need the real one.
   */
  trustProxy?: boolean | number | string;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    platformOptions: PlatformOptions;
  }
}

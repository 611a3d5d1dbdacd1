import type { Subscription } from '../eventStore/eventStore';
import type { Platform } from '../platform';
import { SwitchableWorkflowEngine } from './workflowEngine';

interface Logger {
  warn(object: unknown, message?: string): void;
}

const RETRY_MS = 5_000;

export interface WorkflowReactorOptions {
  /** For the log line when a reconcile fails. */
  name: string;
  /** The events after which a subject's workflow may need to start, be signalled or end. */
  reactsTo: ReadonlySet<string>;
  /** The subject (venue, request) an event is about, or null when its stream is not the subject's own. */
  subjectOf(event: { type: string; streamId: string; data: unknown }): string | null;
  /** Brings one subject's workflow in line with what the read model says now; idempotent. */
  reconcile(subject: string): Promise<void>;
  /** Every subject whose workflow should be running now (reconciled on start and when the engine is ready). */
  pendingSubjects(): Promise<string[]>;
}

/**
 * Commands never wait on Temporal: they record events, and a reactor makes the workflows follow
 * the read model. On every start, or once the engine becomes ready, it reconciles every pending
 * subject (a crash between an event and its workflow heals itself), then follows new events; a
 * failed reconcile is tried again after a pause. The downgrade and approval reactors are two uses.
 */
export function startWorkflowReactor(platform: Platform, options: WorkflowReactorOptions, logger?: Logger) {
  const workflows = platform.workflows;
  let subscription: Subscription | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  let reconciled = 0;

  async function reconcile(subject: string) {
    if (!workflows) return;
    await options.reconcile(subject);
    reconciled += 1;
  }

  function scheduleRetry(error: unknown) {
    logger?.warn({ err: error }, `${options.name} workflows could not follow the events; trying again`);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void follow();
    }, RETRY_MS);
  }

  async function follow(): Promise<void> {
    if (stopped) return;
    await subscription?.stop();
    subscription = null;
    try {
      const head = await platform.eventStore.headPosition();
      await platform.runner.waitFor(head);
      for (const subject of await options.pendingSubjects()) await reconcile(subject);
      subscription = platform.eventStore.subscribeToAll({
        after: head,
        onEvent: async (event) => {
          if (!options.reactsTo.has(event.type)) return;
          const subject = options.subjectOf(event);
          if (!subject) return;
          await platform.runner.waitFor(event.globalPosition);
          await reconcile(subject).catch(scheduleRetry);
        },
        onError: scheduleRetry,
      });
    } catch (error) {
      scheduleRetry(error);
    }
  }

  if (workflows instanceof SwitchableWorkflowEngine) {
    workflows.onReady(() => void follow());
  } else if (workflows && !workflows.unavailableReason) {
    void follow();
  }

  return {
    /** How many subjects it has brought in line so far (for specs and the health of the demo). */
    get reconciled() {
      return reconciled;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await subscription?.stop();
    },
  };
}

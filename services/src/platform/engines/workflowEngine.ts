import type { DowngradeWorkflowInput } from '@oms/contracts';
import { DomainError } from '../commands/domainError';

/** The workflow-driven actions the API starts; Temporal in every real configuration. */
export interface WorkflowEngine {
  /** Set when no engine could be reached or started; the routes then answer 503 with it. */
  readonly unavailableReason?: string;
  /** Starts the venue's downgrade; starting it again while it runs changes nothing. */
  scheduleDowngrade(input: DowngradeWorkflowInput): Promise<{ workflowId: string }>;
  /** Tells a running downgrade to end without applying; a finished or missing one is left alone. */
  cancelDowngrade(venueId: string): Promise<void>;
  close(): Promise<void>;
}

export class WorkflowEngineUnavailableError extends DomainError {
  constructor(reason: string) {
    super('WORKFLOW_ENGINE_UNAVAILABLE', `The workflow engine is unavailable: ${reason}`, { status: 503 });
  }
}

/** Used when no Temporal server could be reached or started: every action answers 503 with the reason. */
export function unavailableWorkflowEngine(reason: string): WorkflowEngine {
  const refuse = async (): Promise<never> => {
    throw new WorkflowEngineUnavailableError(reason);
  };
  return { unavailableReason: reason, scheduleDowngrade: refuse, cancelDowngrade: refuse, close: async () => {} };
}

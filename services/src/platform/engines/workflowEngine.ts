import type {
  DataplusSendWorkflowInput,
  DowngradeWorkflowInput,
  SpecialPurchaseWorkflowInput,
  StatisticsFrequency,
  WorkflowListing,
  XeroBillWorkflowInput,
} from '@oms/contracts';
import { DomainError } from '../commands/domainError';

export type WorkflowEngineStatus = 'ready' | 'starting' | 'unavailable';

/** The workflow-driven actions the API starts; Temporal in every real configuration. */
export interface WorkflowEngine {
  /** Set while no engine can take work (starting, or none reachable); the routes then answer 503. */
  readonly unavailableReason?: string;
  /** Where an operator inspects the workflows (Temporal Web UI), when known. */
  readonly webUiUrl?: string;
  readonly status?: WorkflowEngineStatus;
  /** Starts the venue's downgrade; starting it again while it runs changes nothing. */
  scheduleDowngrade(input: DowngradeWorkflowInput): Promise<{ workflowId: string }>;
  /** Tells a running downgrade to end without applying; a finished or missing one is left alone. */
  cancelDowngrade(venueId: string): Promise<void>;
  /** Starts the reminders of a waiting special purchase; starting it again while it runs changes nothing. */
  startSpecialPurchaseApproval(input: SpecialPurchaseWorkflowInput): Promise<{ workflowId: string }>;
  /** Tells a waiting approval the manager has answered; a finished or missing one is left alone. */
  endSpecialPurchaseApproval(requestId: string): Promise<void>;
  /** Starts the send of a purchase order's bill; starting it again while it runs changes nothing. */
  startXeroBill(input: XeroBillWorkflowInput): Promise<{ workflowId: string }>;
  /** Starts the dataplus send of a purchase order; starting it again while it runs changes nothing. */
  startDataplusSend(input: DataplusSendWorkflowInput): Promise<{ workflowId: string }>;
  /** What Temporal runs, has scheduled and saw fail, newest first (the operators' Workflows page); Temporal only. */
  listWorkflows?(limit: number): Promise<Omit<WorkflowListing, 'webUiUrl'>>;
  /** Makes the venue's statistics e-mail schedule run at `frequency`, or removes it for 'off'. */
  syncVenueStatisticsSchedule(venueId: string, frequency: StatisticsFrequency | 'off'): Promise<void>;
  /** Makes the venue's daily order reminder schedule run at `time` (HH:mm, Europe/London), or removes it for null. */
  syncOrderReminderSchedule(venueId: string, time: string | null): Promise<void>;
  close(): Promise<void>;
}

export const workflowEngineStartingReason = 'The workflow engine is starting';

export class WorkflowEngineUnavailableError extends DomainError {
  constructor(reason: string) {
    super(
      reason === workflowEngineStartingReason ? 'WORKFLOW_ENGINE_STARTING' : 'WORKFLOW_ENGINE_UNAVAILABLE',
      reason === workflowEngineStartingReason ? reason : `The workflow engine is unavailable: ${reason}`,
      { status: 503 },
    );
  }
}

/** Used when no Temporal server could be reached or started: every action answers 503 with the reason. */
export function unavailableWorkflowEngine(reason: string): WorkflowEngine {
  const refuse = async (): Promise<never> => {
    throw new WorkflowEngineUnavailableError(reason);
  };
  return {
    unavailableReason: reason,
    status: 'unavailable',
    scheduleDowngrade: refuse,
    cancelDowngrade: refuse,
    startSpecialPurchaseApproval: refuse,
    endSpecialPurchaseApproval: refuse,
    startXeroBill: refuse,
    startDataplusSend: refuse,
    listWorkflows: refuse,
    syncVenueStatisticsSchedule: refuse,
    syncOrderReminderSchedule: refuse,
    close: async () => {},
  };
}

/**
 * The engine of a process that started before its Temporal server was ready (the one-command demo
 * builds and starts it in the background): 'starting' until a connected engine with a running
 * worker is handed over, then every call goes to it, without a restart.
 */
export class SwitchableWorkflowEngine implements WorkflowEngine {
  private current: WorkflowEngine;
  private readyListeners: (() => void)[] = [];
  webUiUrl?: string;

  constructor(initial: WorkflowEngine) {
    this.current = initial;
  }

  get unavailableReason(): string | undefined {
    return this.current.unavailableReason;
  }

  get status(): WorkflowEngineStatus {
    if (!this.current.unavailableReason) return 'ready';
    return this.current.unavailableReason === workflowEngineStartingReason ? 'starting' : 'unavailable';
  }

  /** Hands over a connected engine; earlier callers waiting for it go on. */
  use(engine: WorkflowEngine, webUiUrl?: string): void {
    this.current = engine;
    if (webUiUrl) this.webUiUrl = webUiUrl;
    if (!engine.unavailableReason) for (const listener of this.readyListeners.splice(0)) listener();
  }

  /** Runs `listener` once the engine is ready (at once when it already is). */
  onReady(listener: () => void): void {
    if (!this.current.unavailableReason) listener();
    else this.readyListeners.push(listener);
  }

  scheduleDowngrade(input: DowngradeWorkflowInput) {
    return this.current.scheduleDowngrade(input);
  }

  cancelDowngrade(venueId: string) {
    return this.current.cancelDowngrade(venueId);
  }

  startSpecialPurchaseApproval(input: SpecialPurchaseWorkflowInput) {
    return this.current.startSpecialPurchaseApproval(input);
  }

  endSpecialPurchaseApproval(requestId: string) {
    return this.current.endSpecialPurchaseApproval(requestId);
  }

  startXeroBill(input: XeroBillWorkflowInput) {
    return this.current.startXeroBill(input);
  }

  startDataplusSend(input: DataplusSendWorkflowInput) {
    return this.current.startDataplusSend(input);
  }

  listWorkflows(limit: number) {
    const current = this.current;
    if (!current.listWorkflows)
      throw new WorkflowEngineUnavailableError(current.unavailableReason ?? 'no Temporal server is configured');
    return current.listWorkflows(limit);
  }

  syncVenueStatisticsSchedule(venueId: string, frequency: StatisticsFrequency | 'off') {
    return this.current.syncVenueStatisticsSchedule(venueId, frequency);
  }

  syncOrderReminderSchedule(venueId: string, time: string | null) {
    return this.current.syncOrderReminderSchedule(venueId, time);
  }

  close() {
    return this.current.close();
  }
}

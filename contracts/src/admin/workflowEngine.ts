import { z } from 'zod';

/** The admin area's view of the workflow engine: whether it runs, and where to inspect it. */
/** A workflow the read models say should be running now, for operators. */
export const liveWorkflowSchema = z.object({
  workflowId: z.string(),
  kind: z.enum(['Downgrade', 'Special purchase']),
  /** What it is about: the venue, or the item and its venue. */
  subject: z.string(),
  /** Where it stands, in words ("Takes effect on 22-12-2026", "Waiting for Morgan Lee, 1 reminder sent"). */
  state: z.string(),
  /** The workflow in the Temporal Web UI, when the UI's address is known. */
  url: z.string().nullable(),
});
export type LiveWorkflow = z.infer<typeof liveWorkflowSchema>;

export const workflowEngineStatusSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable']),
  reason: z.string().nullable(),
  webUiUrl: z.string().nullable(),
  live: z.array(liveWorkflowSchema),
});
export type WorkflowEngineStatusView = z.infer<typeof workflowEngineStatusSchema>;

export const workflowStatusMessages = {
  ready: 'Workflows are running.',
  starting: 'The workflow engine is starting.',
  unavailable: 'Workflows are unavailable',
  openWebUi: 'Open the Temporal Web UI',
  liveWorkflows: 'Live workflows',
} as const;

/** A workflow execution as Temporal reports it, for the operators' Workflows page. */
export const workflowExecutionViewSchema = z.object({
  workflowId: z.string(),
  runId: z.string(),
  type: z.string(),
  /** Temporal's status in words: Running, Failed, Timed out, Terminated, … */
  status: z.string(),
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type WorkflowExecutionView = z.infer<typeof workflowExecutionViewSchema>;

export const workflowScheduleViewSchema = z.object({
  scheduleId: z.string(),
  workflowType: z.string(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  paused: z.boolean(),
  url: z.string().nullable(),
});
export type WorkflowScheduleView = z.infer<typeof workflowScheduleViewSchema>;

/** Running now, scheduled (Temporal schedules), and those that failed, timed out or were terminated lately. */
export const workflowListingSchema = z.object({
  webUiUrl: z.string().nullable(),
  running: z.array(workflowExecutionViewSchema),
  scheduled: z.array(workflowScheduleViewSchema),
  failed: z.array(workflowExecutionViewSchema),
});
export type WorkflowListing = z.infer<typeof workflowListingSchema>;

export const workflowListingMessages = {
  title: 'Workflows',
  running: 'Running',
  scheduled: 'Scheduled',
  failed: 'Failed',
  noneRunning: 'No workflow is running',
  noneScheduled: 'Nothing is scheduled',
  noneFailed: 'No workflow has failed',
} as const;

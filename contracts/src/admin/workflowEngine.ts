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

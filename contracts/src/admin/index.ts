import { z } from 'zod';

/** The admin area's view of the workflow engine: whether it runs, and where to inspect it. */
export const workflowEngineStatusSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable']),
  reason: z.string().nullable(),
  webUiUrl: z.string().nullable(),
});
export type WorkflowEngineStatusView = z.infer<typeof workflowEngineStatusSchema>;

export const workflowStatusMessages = {
  ready: 'Workflows are running.',
  starting: 'The workflow engine is starting.',
  unavailable: 'Workflows are unavailable',
  openWebUi: 'Open the Temporal Web UI',
} as const;

import { z } from 'zod';

const engineCheckSchema = z.object({
  /** Which adapter serves the port, named without its address or credentials. */
  adapter: z.string(),
  reachable: z.boolean(),
  error: z.string().nullable(),
});

/**
 * GET /api/health: what an operator (or docker-compose's healthcheck) needs to know. 200 while the
 * app can serve (status 'ok', or 'degraded' when only workflows are away), 503 when an engine does
 * not answer or the projections have stalled.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  engines: z.object({
    eventStore: engineCheckSchema,
    readStore: engineCheckSchema,
    feed: engineCheckSchema,
    files: z.object({ adapter: z.string() }),
  }),
  projections: z.object({
    /** Events not yet applied (the largest lag of any read model); null when the feed did not answer. */
    lag: z.number().int().nullable(),
    stalled: z.boolean(),
    /** For Kafka: the consumer group's state and members. */
    detail: z.string().nullable(),
    readModels: z.array(z.object({ name: z.string(), position: z.number().int(), lag: z.number().int() })),
  }),
  workflowWorker: z.object({
    status: z.enum(['ready', 'starting', 'unavailable']),
    reason: z.string().nullable(),
  }),
  checkedAt: z.string(),
});
export type HealthView = z.infer<typeof healthSchema>;

import type { VenueStatisticsWorkflowInput } from '@oms/contracts';

/** What the statistics e-mail needs from the write side, handed in by whoever runs the worker. */
export interface VenueStatisticsActivityDependencies {
  /**
   * Queues the venue's statistics e-mail through the outbox, once per key; a venue without addresses
   * (or deleted) sends nothing and says so with 0.
   */
  sendVenueStatisticsEmail(input: VenueStatisticsWorkflowInput & { idempotencyKey: string }): Promise<{ sent: number }>;
}

export function createVenueStatisticsActivities(dependencies: VenueStatisticsActivityDependencies) {
  return { sendVenueStatisticsEmail: dependencies.sendVenueStatisticsEmail };
}

export type VenueStatisticsActivities = ReturnType<typeof createVenueStatisticsActivities>;

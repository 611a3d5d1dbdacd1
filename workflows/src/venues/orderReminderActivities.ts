import type { OrderReminderWorkflowInput } from '@oms/contracts';

/** What the order reminder needs from the write side, handed in by whoever runs the worker. */
export interface OrderReminderActivityDependencies {
  /**
   * Records the day's reminder for the venue's users (delivered through the realtime channel), once
   * per venue and day of `scheduledAt`; a venue since deleted or without a reminder records nothing.
   */
  sendOrderReminder(input: OrderReminderWorkflowInput & { scheduledAt: string }): Promise<{ sent: boolean }>;
}

export function createOrderReminderActivities(dependencies: OrderReminderActivityDependencies) {
  return { sendOrderReminder: dependencies.sendOrderReminder };
}

export type OrderReminderActivities = ReturnType<typeof createOrderReminderActivities>;

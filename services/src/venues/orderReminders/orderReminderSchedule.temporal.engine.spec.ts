import { type OrderReminderWorkflowInput, orderReminderScheduleId } from '@oms/contracts';
import { ScheduleNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTemporalWorkflowEngine } from '../../platform/engines/temporalWorkflowEngine';

// TEMPORAL_ADDRESS comes from `npm run test:engines` (the Temporal CLI's dev server) or the caller.
const address = process.env.TEMPORAL_ADDRESS;

describe.skipIf(!address)('venue order reminder schedule on a real Temporal server', () => {
  let engine: Awaited<ReturnType<typeof connectTemporalWorkflowEngine>>;
  const venueId = `v-${Date.now()}`;
  const handle = () => engine.client.schedule.getHandle(orderReminderScheduleId(venueId));
  const scheduled = async () => {
    const description = await handle().describe();
    const [input] = (description.action as { args: OrderReminderWorkflowInput[] }).args;
    return { input, spec: description.spec };
  };

  beforeAll(async () => {
    engine = await connectTemporalWorkflowEngine({ address: address ?? '' });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('makes the schedule at the venue’s time every day in London, moves it, and removes it when cleared', async () => {
    await engine.syncOrderReminderSchedule(venueId, null);
    await expect(handle().describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);

    await engine.syncOrderReminderSchedule(venueId, '10:00');
    const ten = await scheduled();
    expect(ten.input).toEqual({ venueId, time: '10:00' });
    expect(ten.spec.timezone).toBe('Europe/London');
    const next = (await handle().describe()).info.nextActionTimes[0];
    expect(next?.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' })).toBe(
      '10:00',
    );
    // Asked again: left as it is.
    await engine.syncOrderReminderSchedule(venueId, '10:00');
    expect((await scheduled()).input).toEqual({ venueId, time: '10:00' });

    await engine.syncOrderReminderSchedule(venueId, '16:45');
    expect((await scheduled()).input).toEqual({ venueId, time: '16:45' });

    await engine.syncOrderReminderSchedule(venueId, null);
    await expect(handle().describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });
});

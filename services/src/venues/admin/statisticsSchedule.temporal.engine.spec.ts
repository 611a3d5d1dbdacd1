import { type VenueStatisticsWorkflowInput, venueStatisticsScheduleId } from '@oms/contracts';
import { ScheduleNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTemporalWorkflowEngine } from '../../platform/engines/temporalWorkflowEngine';

// TEMPORAL_ADDRESS comes from `npm run test:engines` (the Temporal CLI's dev server) or the caller.
const address = process.env.TEMPORAL_ADDRESS;

describe.skipIf(!address)('venue statistics schedule on a real Temporal server', () => {
  let engine: Awaited<ReturnType<typeof connectTemporalWorkflowEngine>>;
  const venueId = `v-${Date.now()}`;
  const handle = () => engine.client.schedule.getHandle(venueStatisticsScheduleId(venueId));
  const scheduled = async () => {
    const description = await handle().describe();
    const [input] = (description.action as { args: VenueStatisticsWorkflowInput[] }).args;
    return { input, spec: description.spec };
  };

  beforeAll(async () => {
    engine = await connectTemporalWorkflowEngine({ address: address ?? '' });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('makes the schedule at the frequency, changes it, and removes it for off', async () => {
    await engine.syncVenueStatisticsSchedule(venueId, 'off');
    await expect(handle().describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);

    await engine.syncVenueStatisticsSchedule(venueId, 'weekly');
    const weekly = await scheduled();
    expect(weekly.input).toEqual({ venueId, frequency: 'weekly' });
    expect(weekly.spec.timezone).toBe('Europe/London');
    // Asked again: left as it is.
    await engine.syncVenueStatisticsSchedule(venueId, 'weekly');
    expect((await scheduled()).input).toEqual({ venueId, frequency: 'weekly' });

    await engine.syncVenueStatisticsSchedule(venueId, 'monthly');
    expect((await scheduled()).input).toEqual({ venueId, frequency: 'monthly' });

    await engine.syncVenueStatisticsSchedule(venueId, 'off');
    await expect(handle().describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });
});

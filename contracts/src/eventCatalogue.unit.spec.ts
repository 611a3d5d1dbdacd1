import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EventDefinition, upcastEvent } from './eventCatalogue';
import type { NewEvent } from './platform/events';

const catalogue: Record<string, EventDefinition> = {
  SupplierRenamed: {
    schemaVersion: 3,
    schema: z.object({ title: z.string(), secondTitle: z.string() }),
    upcasters: {
      1: (data) => ({ title: (data as { name: string }).name }),
      2: (data) => ({ ...(data as { title: string }), secondTitle: '' }),
    },
  },
};

const event = (schemaVersion: number, data: unknown): NewEvent => ({
  eventId: 'e1',
  type: 'SupplierRenamed',
  data,
  schemaVersion,
  metadata: {
    actorAccountId: 'a',
    actorRole: 'admin',
    channel: 'dashboard',
    correlationId: 'c',
    causationId: null,
    recordedAt: '2026-11-22T10:00:00.000Z',
  },
});

describe('upcasting on read', () => {
  it('brings an old event through every version to the current shape', () => {
    const upcast = upcastEvent(event(1, { name: 'Brakes' }), catalogue);
    expect(upcast.schemaVersion).toBe(3);
    expect(upcast.data).toEqual({ title: 'Brakes', secondTitle: '' });
    expect(catalogue.SupplierRenamed?.schema.parse(upcast.data)).toEqual(upcast.data);
  });

  it('leaves current events and unknown types alone', () => {
    const current = event(3, { title: 'Brakes', secondTitle: 'UK' });
    expect(upcastEvent(current, catalogue)).toBe(current);
    const unknown = { ...current, type: 'SomethingNew' };
    expect(upcastEvent(unknown, catalogue)).toBe(unknown);
  });

  it('refuses a gap in the upcaster chain rather than guessing', () => {
    const gapped: Record<string, EventDefinition> = {
      SupplierRenamed: { schemaVersion: 2, schema: z.object({}) },
    };
    expect(() => upcastEvent(event(1, {}), gapped)).toThrow('No upcaster for SupplierRenamed from version 1');
  });
});

import type { DomainEvent } from '@oms/contracts';

/**
 * Narrows an event read from the store to one member of a decider's union by its type alone: the
 * store upcasts every event it returns to the current shape, so the type names the data's shape.
 */
export function isEventOf<TEvent extends DomainEvent>() {
  return <TType extends TEvent['type'], TStored extends { type: string; data: unknown }>(
    event: TStored,
    type: TType,
  ): event is TStored & { type: TType; data: Extract<TEvent, { type: TType }>['data'] } => event.type === type;
}

/** A field of an event whose type is not known here (several contexts' events carry `venueId`). */
export function fieldOf(data: unknown, field: string): unknown {
  return typeof data === 'object' && data !== null ? Reflect.get(data, field) : undefined;
}

export function stringFieldOf(data: unknown, field: string): string | undefined {
  const value = fieldOf(data, field);
  return typeof value === 'string' ? value : undefined;
}

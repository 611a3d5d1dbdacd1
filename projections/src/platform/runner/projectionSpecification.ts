import type { RecordedEvent } from '@oms/contracts';
import { expect } from 'vitest';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import type { Document } from '../readStore/readStore';
import { applyEvent } from './applyEvent';
import type { DocumentProjection, TypedProjection } from './projection';

/**
 * given(events) → the read model, for projector specs (STYLE 3). Every given also proves the
 * at-least-once rule: delivering all the events a second time leaves every document as it was.
 * `alongside` are projections fed the same events, for specs of read models built together.
 */
export function projectionSpec<TDoc extends Document>(
  projection: TypedProjection<TDoc>,
  ...alongside: DocumentProjection[]
) {
  return {
    async given(...events: RecordedEvent[]) {
      const store = createMemoryReadStore();
      const deliver = async (event: RecordedEvent) => {
        for (const each of [projection, ...alongside]) await applyEvent(each, store, event);
      };
      const documents = () => projection.readModel.in(store).find({}, { sort: { _id: 1 } });
      for (const event of events) await deliver(event);
      const once = await documents();
      for (const event of events) await deliver(event);
      expect(await documents(), 'the same events delivered twice change nothing').toEqual(once);
      return { store, deliver, documents };
    },
  };
}

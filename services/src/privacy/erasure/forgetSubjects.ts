import { personalFields, type RecordedEvent } from '@oms/contracts';
import { allProjections, type DocumentsToReproject, documentsTouchedBy, reprojectDocuments } from '@oms/projections';
import { forgetReadStoresAsOf } from '../../platform/asOf/readStoreAsOf';
import { forgetAllFoldedStreams } from '../../platform/commands/streamStateCache';
import type { Platform } from '../../platform/platform';
import type { PersonalDataKeys } from '../personalData/personalDataKeys';
import { subjectsOfPersonalFields } from '../personalData/protectingEventStore';

const BATCH = 5_000;
const personalEventTypes = Object.keys(personalFields);

/**
 * The read-model documents built from the subjects' personal fields: they are folded again once the
 * keys are gone (a person erased, a Co-Pilot e-mail past its keep time).
 */
export async function documentsHolding(platform: Platform, keys: PersonalDataKeys, subjects: ReadonlySet<string>) {
  const touched: DocumentsToReproject = new Map();
  let after = 0;
  for (;;) {
    const batch = await platform.eventStore.readAll({ after, maxCount: BATCH, types: personalEventTypes });
    documentsHoldingIn(keys, subjects, batch, touched);
    const last = batch.at(-1);
    if (!last) return touched;
    after = last.globalPosition;
  }
}

/** The same, among the given events only (a caller that knows which streams hold the subjects' fields). */
export function documentsHoldingIn(
  keys: PersonalDataKeys,
  subjects: ReadonlySet<string>,
  events: readonly RecordedEvent[],
  touched: DocumentsToReproject = new Map(),
): DocumentsToReproject {
  const theirs = events.filter((event) =>
    subjectsOfPersonalFields(event, keys).some((subject) => subjects.has(subject)),
  );
  documentsTouchedBy(allProjections, theirs, touched);
  return touched;
}

/** Destroys the subjects' keys; what this process folded or cached from their fields is dropped. */
export async function destroySubjects(platform: Platform, keys: PersonalDataKeys, subjects: Iterable<string>) {
  for (const subject of subjects) await keys.destroy(subject);
  forgetAllFoldedStreams(platform.eventStore);
  forgetReadStoresAsOf(platform.eventStore);
}

/** Folds the touched documents again (now reading "erased"), then rewrites the copies on disk. */
export async function refoldAfterErasure(platform: Platform, touched: DocumentsToReproject) {
  const outcome = await reprojectDocuments(platform.readStore, platform.eventStore, allProjections, touched);
  // The snapshot on disk and the WAL still hold what the documents and the keys' table held before.
  await platform.afterErasure?.();
  return outcome;
}

import type { ReadStore } from '../readStore/readStore';

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';

interface CheckpointDocument {
  _id: string;
  position: number;
  /** The projection's version when it wrote this checkpoint (absent in checkpoints from before versions). */
  version?: string;
  [key: string]: unknown;
}

export interface Checkpoint {
  position: number;
  version: string | null;
}

export async function readCheckpoint(store: ReadStore, projectionName: string): Promise<Checkpoint | null> {
  const checkpoint = await store
    .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
    .findOne({ _id: projectionName });
  return checkpoint ? { position: checkpoint.position, version: checkpoint.version ?? null } : null;
}

export async function writeCheckpoint(
  store: ReadStore,
  projectionName: string,
  position: number,
  version: string,
): Promise<void> {
  await store
    .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
    .updateOne({ _id: projectionName }, { $max: { position }, $set: { version } }, { upsert: true });
}

export async function clearCheckpoint(store: ReadStore, projectionName: string): Promise<void> {
  await store.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).deleteOne({ _id: projectionName });
}

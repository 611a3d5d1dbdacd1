import type { ReadStore } from '../readStore/readStore';

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';

interface CheckpointDocument {
  _id: string;
  position: number;
  [key: string]: unknown;
}

export async function readCheckpoint(store: ReadStore, projectionName: string): Promise<number> {
  const checkpoint = await store
    .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
    .findOne({ _id: projectionName });
  return checkpoint?.position ?? 0;
}

export async function writeCheckpoint(store: ReadStore, projectionName: string, position: number): Promise<void> {
  await store
    .collection<CheckpointDocument>(CHECKPOINTS_COLLECTION)
    .updateOne({ _id: projectionName }, { $max: { position } }, { upsert: true });
}

export async function clearCheckpoint(store: ReadStore, projectionName: string): Promise<void> {
  await store.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION).deleteOne({ _id: projectionName });
}

import { describe, expect, it } from 'vitest';
import { boundedBulkChunks } from './boundedBulkChunks';
import type { BulkOperation, Document } from './readStore';

const replace = (id: string): BulkOperation<Document> => ({
  replaceOne: { filter: { _id: id }, replacement: { _id: id }, upsert: true },
});
const remove = (id: string): BulkOperation<Document> => ({ deleteOne: { filter: { _id: id } } });
const insert = (id: string): BulkOperation<Document> => ({ insertOne: { document: { _id: id } } });

describe('boundedBulkChunks', () => {
  it('given 20 replacements and a bound of 8, when chunked, then 8, 8 and 4 in their order', () => {
    const operations = Array.from({ length: 20 }, (_, index) => replace(`d${index}`));
    const chunks = boundedBulkChunks(operations, 8);
    expect(chunks.map((chunk) => chunk.length)).toEqual([8, 8, 4]);
    expect(chunks.flat()).toEqual(operations);
  });

  it('given deletes and inserts between updates, when chunked, then only updates count towards the bound', () => {
    const operations = [replace('a'), remove('b'), insert('c'), replace('d'), replace('e'), remove('f')];
    const chunks = boundedBulkChunks(operations, 2);
    expect(chunks).toEqual([
      [replace('a'), remove('b'), insert('c'), replace('d')],
      [replace('e'), remove('f')],
    ]);
  });

  it('given no operations, when chunked, then there is nothing to write', () => {
    expect(boundedBulkChunks([], 8)).toEqual([]);
  });
});

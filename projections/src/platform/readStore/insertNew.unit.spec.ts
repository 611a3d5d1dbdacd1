import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memoryReadStore';
import { DuplicateKeyError } from './readStore';

describe('insertNew (in memory)', () => {
  it('inserts the documents whose id is free and answers the ids already taken, leaving their documents alone', async () => {
    const store = createMemoryReadStore();
    const accounts = store.collection('accounts');
    await accounts.insertOne({ _id: 'a', name: 'Ann' });

    expect(
      await accounts.insertNew([
        { _id: 'a', name: 'Someone else' },
        { _id: 'b', name: 'Bea' },
      ]),
    ).toEqual({
      taken: ['a'],
    });
    expect(await accounts.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', name: 'Ann' },
      { _id: 'b', name: 'Bea' },
    ]);
  });

  it('refuses a document another unique index refuses, after inserting the others', async () => {
    const store = createMemoryReadStore();
    const accounts = store.collection('accounts');
    await accounts.createIndex({ email: 1 }, { unique: true });
    await accounts.insertOne({ _id: 'a', email: 'ann@example.com' });

    await expect(
      accounts.insertNew([
        { _id: 'b', email: 'ann@example.com' },
        { _id: 'c', email: 'cy@example.com' },
      ]),
    ).rejects.toThrow(DuplicateKeyError);
    expect(await accounts.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', email: 'ann@example.com' },
      { _id: 'c', email: 'cy@example.com' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { newId } from './newId';

describe('newId', () => {
  it('issues UUIDs that sort in the order they were issued, so index inserts land at the end', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
  });
});

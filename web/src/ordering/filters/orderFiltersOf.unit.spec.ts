import { orderFiltersSearch } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { orderFiltersOf } from './useOrderFilters';

const today = '2026-11-22';

describe('filters read from the address', () => {
  it('starts on the last 31 days with nothing chosen', () => {
    expect(orderFiltersOf(new URLSearchParams(''), today)).toEqual({
      start: '2026-10-23',
      end: today,
      types: [],
      locations: [],
      suppliers: [],
    });
  });

  it('reads dates and repeated choices, whatever else the address carries', () => {
    const filters = orderFiltersOf(
      new URLSearchParams(
        'start=2026-09-01&end=2026-09-30&types=Fruit%2C+Veg&types=Dairy&suppliers=sup-1&receipting=receipted',
      ),
      today,
    );
    expect(filters).toEqual({
      start: '2026-09-01',
      end: '2026-09-30',
      types: ['Fruit, Veg', 'Dairy'],
      locations: [],
      suppliers: ['sup-1'],
    });
  });

  it('falls back to the default range, keeping the choices, when a date cannot be read', () => {
    expect(orderFiltersOf(new URLSearchParams('start=01/09/2026&suppliers=sup-1'), today)).toEqual({
      start: '2026-10-23',
      end: today,
      types: [],
      locations: [],
      suppliers: ['sup-1'],
    });
  });

  it('reads back what the panel writes', () => {
    const written = {
      start: '2026-08-01',
      end: '2026-08-31',
      types: ['Meat'],
      locations: ['v1'],
      suppliers: ['s1', 's2'],
    };
    expect(orderFiltersOf(new URLSearchParams(orderFiltersSearch(written)), today)).toEqual(written);
  });

  it('gives a reversed or future range in a hand-edited address the default dates, keeping the other filters', () => {
    const reversed = orderFiltersOf(new URLSearchParams('start=2026-09-20&end=2026-09-01&types=Meat'), today);
    expect(reversed.types).toEqual(['Meat']);
    expect(reversed.end).toBe(today);
    expect(reversed.start < reversed.end).toBe(true);
    const future = orderFiltersOf(new URLSearchParams('start=2030-01-01&end=2030-01-31'), today);
    expect(future.end).toBe(today);
  });
});

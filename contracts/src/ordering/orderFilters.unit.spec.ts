import { describe, expect, it } from 'vitest';
import {
  defaultFilterRange,
  endDateProblem,
  filterDateBounds,
  filterDateProblems,
  orderFilterMessages,
  orderFiltersQuerySchema,
  orderFiltersSearch,
  parseOrderDate,
  resolveOrderFilters,
  startDateProblem,
} from './orderFilters';

const today = '2026-11-22';

describe('filter default range (spec 01 §9)', () => {
  it('is the last 31 days, today included', () => {
    expect(defaultFilterRange(today)).toEqual({ start: '2026-10-23', end: '2026-11-22' });
  });

  it('fills missing dates: end today, start 31 days before the end', () => {
    const empty = orderFiltersQuerySchema.parse({});
    expect(resolveOrderFilters(empty, today)).toEqual({
      start: '2026-10-23',
      end: '2026-11-22',
      types: [],
      locations: [],
      suppliers: [],
    });
    expect(resolveOrderFilters(orderFiltersQuerySchema.parse({ end: '2026-03-31' }), today)).toMatchObject({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(resolveOrderFilters(orderFiltersQuerySchema.parse({ start: '2026-11-01' }), today)).toMatchObject({
      start: '2026-11-01',
      end: today,
    });
  });
});

describe('filter date rules (spec 01 §5)', () => {
  it('refuses a start date after the end date or in the future', () => {
    expect(startDateProblem('2026-11-10', '2026-11-09', today)).toBe(orderFilterMessages.startAfterEnd);
    expect(startDateProblem('2026-11-23', '2026-11-22', today)).toBe(orderFilterMessages.startInFuture);
    expect(startDateProblem('2026-11-22', '2026-11-22', today)).toBeNull();
    expect(startDateProblem('2026-11-01', '2026-11-09', today)).toBeNull();
  });

  it('refuses an end date before the start date or in the future', () => {
    expect(endDateProblem('2026-11-10', '2026-11-09', today)).toBe(orderFilterMessages.endBeforeStart);
    expect(endDateProblem('2026-11-10', '2026-11-23', today)).toBe(orderFilterMessages.endInFuture);
    expect(endDateProblem('2026-11-10', '2026-11-10', today)).toBeNull();
  });

  it('reports each date that breaks a rule', () => {
    expect(filterDateProblems({ start: '2026-11-10', end: '2026-11-01' }, today)).toEqual({
      start: orderFilterMessages.startAfterEnd,
      end: orderFilterMessages.endBeforeStart,
    });
    expect(filterDateProblems({ start: '2026-11-01', end: '2026-11-30' }, today)).toEqual({
      end: orderFilterMessages.endInFuture,
    });
    expect(filterDateProblems({ start: '2026-11-01', end: today }, today)).toEqual({});
  });

  it('bounds the pickers: start up to the end (never past today), end from the start up to today', () => {
    expect(filterDateBounds({ start: '2026-11-01', end: '2026-11-10' }, today)).toEqual({
      start: { max: '2026-11-10' },
      end: { min: '2026-11-01', max: today },
    });
  });
});

describe('filter query', () => {
  it('reads repeated keys as lists, keeps commas inside a value and drops blanks and repeats', () => {
    const parsed = orderFiltersQuerySchema.parse({
      types: ['Fruit, Veg', 'Dairy', 'Dairy', ' '],
      suppliers: 'sup-1',
    });
    expect(parsed.types).toEqual(['Fruit, Veg', 'Dairy']);
    expect(parsed.suppliers).toEqual(['sup-1']);
    expect(parsed.locations).toEqual([]);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(orderFiltersQuerySchema.safeParse({ start: '22/11/2026' }).success).toBe(false);
  });

  it('writes the same search string it reads', () => {
    const search = orderFiltersSearch({
      start: '2026-11-01',
      end: '2026-11-22',
      types: ['Fruit, Veg'],
      locations: [],
      suppliers: ['sup-1', 'sup-2'],
    });
    expect(search).toBe('start=2026-11-01&end=2026-11-22&types=Fruit%2C+Veg&suppliers=sup-1&suppliers=sup-2');
    const params = new URLSearchParams(search);
    expect(
      orderFiltersQuerySchema.parse({ types: params.getAll('types'), suppliers: params.getAll('suppliers') }),
    ).toMatchObject({ types: ['Fruit, Veg'], suppliers: ['sup-1', 'sup-2'] });
  });
});

describe('DD/MM/YYYY dates typed into the panel', () => {
  it('reads a calendar date and refuses anything else', () => {
    expect(parseOrderDate('05/03/2026')).toBe('2026-03-05');
    expect(parseOrderDate(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseOrderDate('29/02/2026')).toBeNull();
    expect(parseOrderDate('2026-03-05')).toBeNull();
    expect(parseOrderDate('5/3/2026')).toBeNull();
  });
});

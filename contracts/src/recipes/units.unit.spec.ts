import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertQuantity,
  packContentOf,
  type RecipeUnit,
  recipeUnits,
  unitCategoryOf,
  unitsByCategory,
  unitsMismatchMessage,
} from './units';

const unit = fc.constantFrom(...recipeUnits);

describe('recipe units', () => {
  it('has the spec’s three categories', () => {
    expect(unitsByCategory).toEqual({
      weight: ['kg', 'g', 'mg', 'lb', 'oz'],
      volume: ['ltr', 'ml', 'cl', 'gal', 'floz'],
      count: ['unit', 'piece', 'item', 'pack', 'box'],
    });
    expect(unitsMismatchMessage).toBe('Units must belong to the same category.');
  });

  it('converts within a category', () => {
    expect(convertQuantity(1.5, 'kg', 'g')).toEqual({ ok: true, quantity: 1500 });
    expect(convertQuantity(250, 'ml', 'ltr')).toEqual({ ok: true, quantity: 0.25 });
    expect(convertQuantity(2, 'cl', 'ml')).toEqual({ ok: true, quantity: 20 });
    const pound = convertQuantity(1, 'lb', 'oz');
    expect(pound.ok && pound.quantity).toBeCloseTo(16, 9);
    const gallon = convertQuantity(1, 'gal', 'floz');
    expect(gallon.ok && gallon.quantity).toBeCloseTo(160, 9);
  });

  it('refuses conversion across categories and quantities below 0', () => {
    expect(convertQuantity(1, 'kg', 'ml')).toEqual({ ok: false, reason: 'unitsMismatch' });
    expect(convertQuantity(1, 'piece', 'g')).toEqual({ ok: false, reason: 'unitsMismatch' });
    expect(convertQuantity(-1, 'kg', 'g')).toEqual({ ok: false, reason: 'negative' });
  });

  it('converts only within a category, never to a negative, and round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), unit, unit, (quantity, from, to) => {
        const there = convertQuantity(quantity, from, to);
        expect(there.ok).toBe(unitCategoryOf(from) === unitCategoryOf(to));
        if (!there.ok) return;
        expect(there.quantity).toBeGreaterThanOrEqual(0);
        const back = convertQuantity(there.quantity, to, from);
        expect(back.ok && back.quantity).toBeCloseTo(quantity, 6);
      }),
    );
  });

  it('reads what a pack holds from its size', () => {
    expect(packContentOf('2.5kg')).toEqual({ quantity: 2.5, unit: 'kg' });
    expect(packContentOf('10 x 227g')).toEqual({ quantity: 2270, unit: 'g' });
    expect(packContentOf('12 x 1ltr')).toEqual({ quantity: 12, unit: 'ltr' });
    expect(packContentOf('5L')).toEqual({ quantity: 5, unit: 'ltr' });
    expect(packContentOf('30')).toEqual({ quantity: 30, unit: 'unit' });
    expect(packContentOf('Each')).toBeNull();
    expect(packContentOf('2 bunches')).toBeNull();
  });

  it('knows every unit’s category', () => {
    for (const [category, units] of Object.entries(unitsByCategory)) {
      for (const each of units as readonly RecipeUnit[]) expect(unitCategoryOf(each)).toBe(category);
    }
  });
});

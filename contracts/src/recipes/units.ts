import { z } from 'zod';

/** Spec 02 §3 "Units": the three categories a recipe quantity may be measured in. */
export const unitsByCategory = {
  weight: ['kg', 'g', 'mg', 'lb', 'oz'],
  volume: ['ltr', 'ml', 'cl', 'gal', 'floz'],
  count: ['unit', 'piece', 'item', 'pack', 'box'],
} as const;

export type UnitCategory = keyof typeof unitsByCategory;
export type RecipeUnit = (typeof unitsByCategory)[UnitCategory][number];
export const recipeUnits = Object.values(unitsByCategory).flat() as RecipeUnit[];
export const recipeUnitSchema = z.enum(recipeUnits as [RecipeUnit, ...RecipeUnit[]]);

/** How many of the category's base unit (g, ml, unit) one of each unit holds; UK gallons and fluid ounces. */
const baseAmount: Record<RecipeUnit, number> = {
  kg: 1000,
  g: 1,
  mg: 0.001,
  lb: 453.59237,
  oz: 28.349523125,
  ltr: 1000,
  ml: 1,
  cl: 10,
  gal: 4546.09,
  floz: 28.4130625,
  unit: 1,
  piece: 1,
  item: 1,
  pack: 1,
  box: 1,
};

export function unitCategoryOf(unit: RecipeUnit): UnitCategory {
  for (const [category, units] of Object.entries(unitsByCategory) as [UnitCategory, readonly RecipeUnit[]][]) {
    if (units.includes(unit)) return category;
  }
  throw new Error(`Unknown unit ${unit}`);
}

export const unitsMismatchMessage = 'Units must belong to the same category.';

/** The result of a conversion: the quantity, or the reason there is none. */
export type Conversion = { ok: true; quantity: number } | { ok: false; reason: 'unitsMismatch' | 'negative' };

/** Spec 02 §5: conversion only within a category, and quantities of at least 0. */
export function convertQuantity(quantity: number, from: RecipeUnit, to: RecipeUnit): Conversion {
  if (!Number.isFinite(quantity) || quantity < 0) return { ok: false, reason: 'negative' };
  if (unitCategoryOf(from) !== unitCategoryOf(to)) return { ok: false, reason: 'unitsMismatch' };
  return { ok: true, quantity: (quantity * baseAmount[from]) / baseAmount[to] };
}

const unitAliases: Record<string, RecipeUnit> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  g: 'g',
  gm: 'g',
  gr: 'g',
  mg: 'mg',
  lb: 'lb',
  lbs: 'lb',
  oz: 'oz',
  l: 'ltr',
  lt: 'ltr',
  ltr: 'ltr',
  litre: 'ltr',
  liter: 'ltr',
  ml: 'ml',
  cl: 'cl',
  gal: 'gal',
  floz: 'floz',
  unit: 'unit',
  units: 'unit',
  piece: 'piece',
  pieces: 'piece',
  pcs: 'piece',
  item: 'item',
  items: 'item',
  each: 'unit',
  count: 'unit',
  ct: 'unit',
  portions: 'unit',
  portion: 'unit',
  sheets: 'unit',
  rolls: 'unit',
  bags: 'unit',
  ea: 'unit',
  pack: 'pack',
  box: 'box',
};

export function unitOf(text: string): RecipeUnit | null {
  return unitAliases[text.trim().toLowerCase().replace(/[\s.]/g, '')] ?? null;
}

/** What a pack holds: "2.5kg" is 2.5 kg, "12 x 1ltr" is 12 ltr, "6 x 227g" 1362 g; a bare count is units. */
export interface PackContent {
  quantity: number;
  unit: RecipeUnit;
}

export function packContentOf(size: string): PackContent | null {
  const match = /^\s*(?:(\d+(?:\.\d+)?)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*([a-zA-Z. ]*)\s*$/.exec(size);
  if (!match) return null;
  const multiple = match[1] ? Number(match[1]) : 1;
  const amount = Number(match[2]);
  const unit = match[3]?.trim() ? unitOf(match[3]) : 'unit';
  if (!unit || amount <= 0) return null;
  return { quantity: multiple * amount, unit };
}

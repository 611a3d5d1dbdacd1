import { toCsv } from '../platform/csv';
import { formatOrderDate } from '../platform/dates';
import { formatPence } from '../platform/money';
import type { CreditNote } from './api';
import { formatQuantity } from './history';

export const creditNotesCsvHeadings = [
  'PO Number',
  'Supplier',
  'SKU',
  'Product',
  'Error',
  'Ordered Date',
  'Price',
  'Quantity',
  'Updated Quantity',
  'Credit Due',
  'Resolved',
] as const;

/** Credit_Notes.csv (spec 02 §2.7, §9): dates DD/MM/YYYY, pounds, formula-safe cells. */
export function creditNotesCsv(notes: readonly CreditNote[]): string {
  return toCsv([
    [...creditNotesCsvHeadings],
    ...notes.map((note) => [
      note.poNumber,
      note.supplierTitle,
      note.sku,
      note.title,
      note.error,
      formatOrderDate(note.orderedDate),
      formatPence(note.price),
      formatQuantity(note.quantity),
      formatQuantity(note.updatedQuantity),
      formatPence(note.creditPence),
      note.resolved ? 'Yes' : 'No',
    ]),
  ]);
}

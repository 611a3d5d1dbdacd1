import type { BusinessDate } from '@oms/contracts';
import { format } from 'date-fns';

/**
 * The date picker works in the browser's own zone: a day is the Date of its local midnight. A
 * business date goes in and comes out by its calendar parts, never through an instant, which would
 * read a local midnight east of London (Paris, Auckland) as the day before.
 */

/** Local midnight of a business date, the kind of Date the date picker compares with. */
export const pickerDate = (date: BusinessDate) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The business date a picker Date stands for: its local calendar day. */
export const businessDateOfPicker = (date: Date): BusinessDate => format(date, 'yyyy-MM-dd');

/** The picker answers with an ISO string; the business date is its calendar part. */
export const businessDateFromPicker = (value: string | null): BusinessDate | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

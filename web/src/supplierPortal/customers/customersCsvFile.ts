import { customerCsvHeadings, customerMessages, toCsv } from '@oms/contracts';
import Papa from 'papaparse';

export const customerTemplateFileName = 'customers-template.csv';

/** Download CSV Template: the headings of spec 03 §5 and one example row. */
export function customerTemplateCsv(): string {
  return toCsv([
    [...customerCsvHeadings],
    [
      'orders@example.com',
      'Example Ltd',
      '100200',
      'London',
      '1 High Street',
      'Unit 2',
      'N1 1AA',
      'The Example Arms',
      'Mon, Wed, Fri',
      '150',
      '0',
      '14:00',
      '',
    ],
  ]);
}

const looksLikeCsv = (file: File) =>
  /\.csv$/i.test(file.name) && (file.type === '' || /csv|comma-separated|text\/plain|excel/i.test(file.type));

/**
 * The checks spec 03 §5 makes before a file is sent: a CSV file, readable, with the template's
 * headings exactly. The server checks again; this only saves a round trip.
 */
export async function checkCustomerCsv(file: File): Promise<string | null> {
  if (!looksLikeCsv(file)) return customerMessages.invalidCsv;
  let text: string;
  try {
    text = await file.text();
  } catch {
    return customerMessages.readError;
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { preview: 1 });
  const headings = (parsed.data[0] ?? []).map((heading) => heading.trim());
  const matches =
    headings.length === customerCsvHeadings.length &&
    headings.every((heading, index) => heading === customerCsvHeadings[index]);
  return matches ? null : customerMessages.wrongHeadings;
}

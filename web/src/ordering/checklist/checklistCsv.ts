import { type Checklist, checklistCsvRows, toCsv } from '@oms/contracts';

/** Spec 01 §9's rows as CSV text through the shared formula-safe writer. */
export function checklistCsv(checklist: Checklist): string {
  return toCsv(checklistCsvRows(checklist));
}

export function checklistCsvFileName(checklist: Checklist, date: string, orderNumber: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `checklist-${safe(checklist.venue.title)}-${safe(checklist.supplier.title)}-${date}-${safe(orderNumber)}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

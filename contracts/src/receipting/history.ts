import { formatPence } from '../platform/money';
import type { LineValues } from './events';

/** Spec 02 §9: quantities show to 2 decimals when not whole. */
export function formatQuantity(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
}

const fieldWords = { quantity: 'quantity', price: 'price', sku: 'sku', size: 'size', title: 'title' } as const;

/** Spec 02 §4 history text: "Change quantity/price/sku/size/title from X to Y", prices in pounds. */
export function changeTexts(previous: LineValues, updated: LineValues): string[] {
  const texts: string[] = [];
  for (const field of Object.keys(fieldWords) as (keyof LineValues)[]) {
    if (previous[field] === updated[field]) continue;
    const shown = (value: string | number) =>
      field === 'price'
        ? formatPence(Number(value))
        : field === 'quantity'
          ? formatQuantity(Number(value))
          : String(value);
    texts.push(`Change ${fieldWords[field]} from ${shown(previous[field])} to ${shown(updated[field])}`);
  }
  return texts;
}

/** DD-MM-YYYY HH:mm on the London clock. */
export function formatHistoryStamp(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Spec 02 §4: '{channel} reported "{error}" on DD-MM-YYYY HH:mm'. */
export const reportedText = (channel: string, error: string, recordedAt: string) =>
  `${channel} reported "${error}" on ${formatHistoryStamp(recordedAt)}`;

/** Spec 02 §4: other entries read as accepted by the channel. */
export const acceptedText = (channel: string) => `Accepted by ${channel}`;
export const rejectedText = (channel: string) => `Rejected by ${channel}`;

type HistoryEvent =
  | {
      type: 'ReceiptingErrorReported';
      data: { error: string; previous: LineValues; updated: LineValues; weight: number | null };
    }
  | { type: 'ReceiptingChangeDecided'; data: { approved: boolean; ordered: LineValues; agreed: LineValues } }
  | { type: 'GoodsReceipted'; data: { receiptingStatus: string } }
  | { type: 'CreditNoteResolved' | 'ReceiptingOrderDeleted'; data: unknown }
  | { type: 'ReceiptingProductAdded'; data: { line: { title: string; quantity: number; unitPrice: number } } }
  | { type: 'InvoiceMismatchRaised'; data: { invoicedPence: number; receivedPence: number } };

/** The spec 02 §4 history lines of one receipting event, as the venue's history and the admin's order history show them. */
export function receiptingHistoryTexts(event: HistoryEvent, channel: string, recordedAt: string): string[] {
  switch (event.type) {
    case 'ReceiptingErrorReported':
      return [
        reportedText(channel, event.data.error, recordedAt),
        ...changeTexts(event.data.previous, event.data.updated),
        ...(event.data.weight !== null ? [`Weight ${formatQuantity(event.data.weight)} Kg`] : []),
      ];
    case 'ReceiptingChangeDecided':
      return event.data.approved
        ? [acceptedText(channel), ...changeTexts(event.data.ordered, event.data.agreed)]
        : [rejectedText(channel)];
    case 'GoodsReceipted':
      return [`${acceptedText(channel)} (${event.data.receiptingStatus})`];
    case 'CreditNoteResolved':
      return [`Credit marked resolved by ${channel}`];
    case 'ReceiptingProductAdded':
      return [
        `${channel} added ${event.data.line.title}: ${formatQuantity(event.data.line.quantity)} at ${formatPence(event.data.line.unitPrice)}`,
      ];
    case 'ReceiptingOrderDeleted':
      return [`Order deleted by ${channel}`];
    case 'InvoiceMismatchRaised':
      return [
        `${channel} reported "Invoice mismatch" on ${formatHistoryStamp(recordedAt)}`,
        `Invoiced ${formatPence(event.data.invoicedPence)} against ${formatPence(event.data.receivedPence)} received`,
      ];
    default:
      return [];
  }
}

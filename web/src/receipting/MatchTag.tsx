import { Tag, Tooltip } from '@blueprintjs/core';
import { formatPence, type PurchaseOrder, receiptingWords } from '@oms/contracts';

/** The three-way match on a PO row: Matched, or how far the invoice is from what was received. */
export function MatchTag({ match }: { match: PurchaseOrder['match'] }) {
  if (!match) return null;
  const details = `Ordered ${formatPence(match.orderedPence)} · received ${formatPence(match.receivedPence)} · invoiced ${formatPence(match.invoicedPence)}`;
  if (match.status === 'matched') {
    return (
      <Tooltip content={details}>
        <Tag intent="success" minimal icon="endorsed" interactive>
          {receiptingWords.matched}
        </Tag>
      </Tooltip>
    );
  }
  const over = match.differencePence > 0;
  return (
    <Tooltip content={`${details}${match.creditRequested ? ' · credit requested from the supplier' : ''}`}>
      <Tag intent={over ? 'danger' : 'warning'} minimal icon="warning-sign" interactive>
        Invoice {formatPence(Math.abs(match.differencePence))} {over ? 'over' : 'under'}
      </Tag>
    </Tooltip>
  );
}

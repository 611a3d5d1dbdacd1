import type { ReceiptingHistoryRow } from '@oms/contracts';

/** History rows as a list: what changed on which product of which PO, in the spec's words. */
export function HistoryRows({
  rows,
  showPurchaseOrder = false,
}: {
  rows: ReceiptingHistoryRow[];
  showPurchaseOrder?: boolean;
}) {
  return (
    <ol className="receipting-history">
      {rows.map((row) => (
        <li key={row.id} className="receipting-history__row">
          <div className="receipting-history__what">
            <strong>{row.productTitle}</strong>
            {showPurchaseOrder && (
              <span className="receipting-history__po">
                {row.supplierTitle} · PO {row.poNumber}
              </span>
            )}
          </div>
          <ul className="receipting-history__texts">
            {row.texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

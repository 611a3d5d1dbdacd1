import { HTMLTable } from '@blueprintjs/core';
import { formatLondonDateTime, type ReceiptingHistoryRow } from '@oms/contracts';

/** History rows as a table of changes (spec 02 §2.4): when, by whom, on which product of which PO, in the spec's words. */
export function HistoryRows({
  rows,
  showPurchaseOrder = false,
}: {
  rows: ReceiptingHistoryRow[];
  showPurchaseOrder?: boolean;
}) {
  return (
    <div className="receipting-history__wrap">
      <HTMLTable compact className="receipting-history">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Product</th>
            {showPurchaseOrder && <th scope="col">Supplier and PO</th>}
            <th scope="col">By</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Date" className="receipting-history__date">
                {formatLondonDateTime(row.createdAt)}
              </td>
              <td data-label="Product">
                <strong>{row.productTitle}</strong>
              </td>
              {showPurchaseOrder && (
                <td data-label="Supplier and PO">
                  {row.supplierTitle} · PO {row.poNumber}
                </td>
              )}
              <td data-label="By">{row.channel}</td>
              <td data-label="Change">
                <ul className="receipting-history__texts">
                  {row.texts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

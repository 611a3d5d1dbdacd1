import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { formatOrderDate, formatTableDate } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { ScrollingTable } from '../ScrollingTable';
import { sandboxDataplusQuery } from './queries';

/** /admin/dataplus-sandbox: every order the sandbox dataplus receiver stored, as it received it. */
export function SandboxReceiverPage() {
  const receipts = useQuery(sandboxDataplusQuery());
  return (
    <>
      <PageHeading
        title="Dataplus sandbox"
        subtitle="What the sandbox dataplus receiver received. It stands in for dataplus in this environment."
      />
      <Tag intent="warning" icon="lab-test" minimal>
        Sandbox
      </Tag>
      {receipts.isPending && <LoadingState label="Loading what the sandbox received" />}
      {receipts.isError && <Callout intent="danger">{receipts.error.message}</Callout>}
      {receipts.data?.receipts.length === 0 && (
        <EmptyState
          icon="inbox"
          title="Nothing received yet"
          description="Orders venues send to dataplus appear here."
        />
      )}
      {receipts.data && receipts.data.receipts.length > 0 && (
        <ScrollingTable label="Orders the sandbox received">
          <HTMLTable compact striped className="dataplus-table">
            <thead>
              <tr>
                <th>Received</th>
                <th>Venue</th>
                <th>PO</th>
                <th>Invoice number</th>
                <th>Invoice date</th>
                <th>Delivery day</th>
                <th>Orders</th>
                <th>Files</th>
              </tr>
            </thead>
            <tbody>
              {receipts.data.receipts.map((receipt) => (
                <tr key={receipt.receiptId}>
                  <td>{formatTableDate(receipt.receivedAt)}</td>
                  <td>{receipt.venueId}</td>
                  <td>{receipt.order.PONumber}</td>
                  <td>{receipt.order.dataplusInfo.invoiceNumber}</td>
                  <td>{formatOrderDate(receipt.order.dataplusInfo.invoiceDate)}</td>
                  <td>{formatOrderDate(receipt.order.requiredDeliveryDay)}</td>
                  <td>{receipt.order.orderIds.join(', ')}</td>
                  <td>{receipt.fileNames.join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ScrollingTable>
      )}
    </>
  );
}

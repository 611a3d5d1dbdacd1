import { Callout, Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { formatOrderDate, formatPence, formatTableDate, xeroConnectionPath } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { sandboxLedgerQuery } from './queries';
import { ScrollingTable } from './ScrollingTable';
import './integrations.css';

/** The sandbox accounting service's ledger: every bill it received from this venue, as it received it. */
export function SandboxLedgerPage() {
  const { venueId = '' } = useParams();
  const ledger = useQuery(sandboxLedgerQuery(venueId));
  return (
    <>
      <PageHeading
        title="Sandbox bills ledger"
        subtitle="What the sandbox accounting service received. It stands in for Xero in this environment."
        actions={<Link to={xeroConnectionPath(venueId)}>Back to Integrations</Link>}
      />
      <Tag intent="warning" icon="lab-test" minimal>
        Sandbox
      </Tag>
      {ledger.isPending && <LoadingState label="Loading the sandbox ledger" />}
      {ledger.isError && <Callout intent="danger">{ledger.error.message}</Callout>}
      {ledger.data?.bills.length === 0 && (
        <EmptyState icon="document" title="No bills yet" description="Bills you send to Xero appear here." />
      )}
      {ledger.data?.bills.map((bill) => (
        <Card key={bill.billId} className="sandbox-ledger__bill" compact>
          <H2 className="integration-card__title">
            {bill.contactName} · {bill.reference}
          </H2>
          <p>
            {bill.organisationName} · dated {formatOrderDate(bill.date)} · due {formatOrderDate(bill.dueDate)} ·{' '}
            <strong>{formatPence(bill.totalPence)}</strong> excl. VAT · received {formatTableDate(bill.receivedAt)}
            {bill.fileName && <> · file {bill.fileName}</>}
          </p>
          <ScrollingTable label={`Lines of ${bill.reference}`}>
            <HTMLTable compact striped className="sandbox-ledger__lines">
              <thead>
                <tr>
                  <th>Description</th>
                  <th>Quantity</th>
                  <th>Unit amount</th>
                  <th>Account</th>
                  <th>Tax type</th>
                </tr>
              </thead>
              <tbody>
                {bill.lines.map((line) => (
                  <tr key={`${line.description}-${line.quantity}-${line.unitAmount}`}>
                    <td>{line.description}</td>
                    <td>{line.quantity}</td>
                    <td>{formatPence(Math.round(line.unitAmount * 100))}</td>
                    <td>{line.accountCode}</td>
                    <td>{line.taxType || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ScrollingTable>
        </Card>
      ))}
    </>
  );
}

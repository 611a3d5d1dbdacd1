import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { creditApprovalsLabel, creditReportMessages, formatPence, shownAddress } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { AsOfInput, AsOfTag, useAsOf } from '../../platform/asOf/AsOfInput';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { creditReportQuery } from './queries';
import '../orders/adminOrders.css';
import '../accounts/accounts.css';
import './creditReport.css';

/** Finance's credit report (issue 23): every account's credit terms, approvals and what it owes, as of any moment. */
export function CreditReportPage() {
  const { asOf, setAsOf } = useAsOf();
  const report = useQuery(creditReportQuery(asOf));
  return (
    <div className="admin-credit">
      <PageHeading title={creditReportMessages.title} subtitle={creditReportMessages.subtitle} />
      <div className="admin-orders__report-filters">
        <AsOfInput asOf={asOf} onChange={setAsOf} />
      </div>
      <AsOfTag asOf={report.data?.asOf} />
      {report.isPending ? (
        <LoadingState label="Loading the credit report" />
      ) : report.isError ? (
        <NonIdealState icon="error" title="The credit report could not be loaded" description={report.error.message} />
      ) : report.data.accounts.length === 0 ? (
        <NonIdealState icon="credit-card" title={creditReportMessages.empty} />
      ) : (
        <div className="admin-orders__table-wrap">
          <HTMLTable striped className="admin-orders__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email address</th>
                <th scope="col">Venue owned</th>
                <th scope="col">Credit limit (GBP)</th>
                <th scope="col">Days credit after statement</th>
                <th scope="col">Credit approvals</th>
                <th scope="col">Outstanding</th>
                <th scope="col">Available credit</th>
              </tr>
            </thead>
            <tbody>
              {report.data.accounts.map((account) => (
                <tr key={account.accountId}>
                  <td data-label="Name">{account.name}</td>
                  <td data-label="Email address">{shownAddress(account.email)}</td>
                  <td data-label="Venue owned" className="admin-accounts__venues">
                    {account.venues.join(', ') || '—'}
                  </td>
                  <td data-label="Credit limit (GBP)">{formatPence(account.creditLimit)}</td>
                  <td data-label="Days credit after statement">{account.creditDays}</td>
                  <td data-label="Credit approvals" className="admin-accounts__venues">
                    <Tag intent={account.approvals.length > 0 ? 'success' : 'danger'}>
                      {creditApprovalsLabel(account.approvals.length)}
                    </Tag>{' '}
                    {account.approvals.map((approval) => approval.title).join(', ')}
                  </td>
                  <td data-label="Outstanding">{formatPence(account.outstanding)}</td>
                  <td data-label="Available credit">{formatPence(account.availableCredit)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p className="admin-credit__total">
            Total outstanding: <strong>{formatPence(report.data.totalOutstanding)}</strong>
          </p>
        </div>
      )}
    </div>
  );
}

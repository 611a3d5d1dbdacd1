import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { type AdminAccount, creditApprovalsLabel, formatPence, shownAddress } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { showErrorToast, showToast } from '../../platform/toaster';
import { venueListQuery } from '../../venues/queries';
import { adminSuppliersQuery } from '../suppliers/queries';
import { EditAccountDialog } from './EditAccountDialog';
import { accountsPageQuery, allAccountsQuery, useAssignVenue } from './queries';
import '../orders/adminOrders.css';
import './accounts.css';
import { PageSteps } from '../../platform/PageSteps';

function AssignEmailToVenue() {
  const id = useId();
  const [venueTitle, setVenueTitle] = useState('');
  const [venueId, setVenueId] = useState('');
  const [accountId, setAccountId] = useState('');
  const venues = useQuery(venueListQuery({ title: venueTitle.trim(), page: 1 }));
  const accounts = useQuery(allAccountsQuery());
  const assign = useAssignVenue();
  const venueChoices = venues.data?.venues ?? [];
  const chosenVenue = venueChoices.find((venue) => venue.venueId === venueId);
  return (
    <form
      className="admin-accounts__assign"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosenVenue || !accountId) {
          void showToast({ intent: 'warning', message: 'Choose a venue and an e-mail first' });
          return;
        }
        assign.mutate(
          { accountId, venueId: chosenVenue.venueId },
          {
            onSuccess: (account) =>
              void showToast({ intent: 'success', message: `${account.email} assigned to ${chosenVenue.title}` }),
            onError: showErrorToast,
          },
        );
      }}
    >
      <FormGroup label="Find a venue" labelFor={`${id}-venue-title`}>
        <InputGroup
          id={`${id}-venue-title`}
          type="search"
          leftIcon="search"
          placeholder="Venue title"
          value={venueTitle}
          onValueChange={setVenueTitle}
        />
      </FormGroup>
      <FormGroup label="Venue" labelFor={`${id}-venue`}>
        <HTMLSelect id={`${id}-venue`} value={venueId} onChange={(event) => setVenueId(event.currentTarget.value)}>
          <option value="">Choose a venue</option>
          {venueChoices.map((venue) => (
            <option key={venue.venueId} value={venue.venueId}>
              {venue.title}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="E-mail" labelFor={`${id}-email`}>
        <HTMLSelect id={`${id}-email`} value={accountId} onChange={(event) => setAccountId(event.currentTarget.value)}>
          <option value="">Choose an e-mail</option>
          {(accounts.data?.accounts ?? []).map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {shownAddress(account.email)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" intent="primary" text="Assign Email To Venue" loading={assign.isPending} />
    </form>
  );
}

/** Spec 03 Admin Accounts: who has an account, the venues they own, and their credit. */
export function AccountsPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const accounts = useQuery(accountsPageQuery(page));
  const suppliers = useQuery(adminSuppliersQuery());
  const totalPages = accounts.data?.totalPages ?? 1;
  return (
    <div className="admin-accounts">
      <PageHeading title="Accounts" subtitle="Every account, the venues it owns and its credit terms." />
      <AssignEmailToVenue />
      {accounts.isPending ? (
        <LoadingState label="Loading accounts" />
      ) : accounts.isError ? (
        <NonIdealState icon="error" title="Accounts could not be loaded" description={accounts.error.message} />
      ) : (
        <>
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
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.accounts.map((account) => (
                  <tr key={account.accountId}>
                    <td data-label="Name">{account.name}</td>
                    <td data-label="Email address">{shownAddress(account.email)}</td>
                    <td data-label="Venue owned" className="admin-accounts__venues">
                      {account.venues.map((venue) => venue.title).join(', ') || '—'}
                    </td>
                    <td data-label="Credit limit (GBP)">{formatPence(account.creditLimit)}</td>
                    <td data-label="Days credit after statement">{account.creditDays}</td>
                    <td data-label="Credit approvals">
                      <Tag intent={account.creditApproved.length > 0 ? 'success' : 'danger'}>
                        {creditApprovalsLabel(account.creditApproved.length)}
                      </Tag>
                    </td>
                    <td data-label="Action">
                      <Button size="small" icon="edit" text="Edit" onClick={() => setEditing(account)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <div className="admin-orders__pager">
            <PageSteps page={page} pages={totalPages} onPage={setPage} />
          </div>
        </>
      )}
      {editing && (
        <EditAccountDialog
          account={editing}
          suppliers={suppliers.data?.suppliers ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

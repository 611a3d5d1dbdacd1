import { H2 } from '@blueprintjs/core';
import {
  type CreditAccountView,
  creditPageSubtitle,
  creditPageTitle,
  invoiceMessages,
  reachesAdminArea,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../identity/queries';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { CreditNotesDue } from '../receipting/CreditNotesDue';
import { CreditAccountsGrid } from './CreditAccountsGrid';
import { CreditAdminPanel, useStatementAction } from './CreditAdminPanel';
import { CreditStatementsGrid } from './CreditStatementsGrid';
import { CreditSummary } from './CreditSummary';
import { creditQuery } from './queries';
import './creditPage.css';

function AccountCredit({ account, isAdmin }: { account: CreditAccountView; isAdmin: boolean }) {
  const actions = useStatementAction(account.accountId);
  return (
    <section className="credit-account" aria-label={`Credit of ${account.name}`}>
      <CreditSummary account={account} />
      <H2 className="credit-account__heading">Statements</H2>
      {account.statements.length === 0 ? (
        <EmptyState
          icon="document"
          title={invoiceMessages.noCreditStatements}
          description={invoiceMessages.noCreditStatementsDescription}
        />
      ) : (
        <CreditStatementsGrid statements={account.statements} {...(isAdmin ? { actions } : {})} />
      )}
      {isAdmin && <CreditAdminPanel account={account} />}
    </section>
  );
}

/** Spec 01 §2 credit tab: balance, credit days and statements; admins see every account (§6). */
export function CreditPage() {
  const { venueId = '' } = useParams();
  const session = useSession();
  const isAdmin = session ? reachesAdminArea(session.account.roles) : false;
  const mayAct = session?.account.roles.isAdmin ?? false;
  const credit = useQuery(creditQuery(venueId));
  const [chosen, setChosen] = useState<string>();

  const heading = (
    <>
      <PageHeading title={creditPageTitle} subtitle={creditPageSubtitle} />
      <CreditNotesDue venueId={venueId} />
    </>
  );
  if (!credit.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading credit" />
      </>
    );
  }

  const { accounts } = credit.data;
  const account = accounts.find((candidate) => candidate.accountId === chosen) ?? accounts[0];
  if (!account) {
    return (
      <>
        {heading}
        <EmptyState
          icon="bank-account"
          title={invoiceMessages.noCreditStatements}
          description="No account of this venue buys on credit yet."
        />
      </>
    );
  }
  return (
    <>
      {heading}
      {isAdmin && accounts.length > 1 && (
        <section className="credit-accounts" aria-label="All accounts">
          <H2 className="credit-accounts__heading">All accounts</H2>
          <CreditAccountsGrid accounts={accounts} chosenId={account.accountId} onChoose={setChosen} />
          <H2 className="credit-accounts__heading">{account.name}</H2>
        </section>
      )}
      <AccountCredit key={account.accountId} account={account} isAdmin={mayAct} />
    </>
  );
}

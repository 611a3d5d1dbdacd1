import { Button, Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import {
  type AccountingOrganisation,
  billFormRefusal,
  billTaxTypeOf,
  businessDateOf,
  formatPence,
  integrationErrors,
  isErrorOf,
  isVatOnIncome,
  uploadErrors,
  type XeroBillDraft,
  type XeroBillFile,
  xeroConnectionPath,
  xeroMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { newIdempotencyKey } from '../ordering/orderModal/idempotencyKey';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { PlanLimitPage } from '../subscriptions/PlanLimitPage';
import { planUsageQuery } from '../subscriptions/queries';
import { BillFileChoice, type BillFileMode } from './BillFileChoice';
import { useSendXeroBill, xeroBillDraftQuery, xeroBillsQuery, xeroConnectionQuery } from './queries';
import { ScrollingTable } from './ScrollingTable';
import './integrations.css';

const receiptingPath = (venueId: string) => `/v/${encodeURIComponent(venueId)}/purchasing/receipting`;

function SendForm({
  venueId,
  draft,
  organisations,
}: {
  venueId: string;
  draft: XeroBillDraft;
  organisations: AccountingOrganisation[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const today = businessDateOf(new Date());
  const [organisationId, setOrganisationId] = useState(draft.organisationId ?? organisations[0]?.organisationId ?? '');
  const organisation = organisations.find((candidate) => candidate.organisationId === organisationId);
  const [accountId, setAccountId] = useState(draft.accountId ?? '');
  const [contactId, setContactId] = useState(draft.contactId ?? organisation?.contacts[0]?.contactId ?? '');
  const [dueDate, setDueDate] = useState<string>('');
  const [fileMode, setFileMode] = useState<BillFileMode>(draft.invoice ? 'invoice' : 'none');
  const [billFile, setBillFile] = useState<XeroBillFile | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [waiting, setWaiting] = useState(false);
  const send = useSendXeroBill(venueId);
  const bills = useQuery({ ...xeroBillsQuery(venueId), enabled: waiting });
  const account = organisation?.accounts.find((candidate) => candidate.accountId === accountId);
  const bill = bills.data?.bills.find((candidate) => candidate.poNumber === draft.poNumber);

  useEffect(() => {
    if (!waiting || !bill || bill.status === 'requested') return;
    setWaiting(false);
    if (bill.status === 'sent') {
      void showToast({ intent: 'success', message: xeroMessages.sent });
      navigate(receiptingPath(venueId));
    } else {
      void showToast({ intent: 'danger', message: bill.failure || xeroMessages.failed });
      setIdempotencyKey(newIdempotencyKey());
    }
  }, [bill, navigate, venueId, waiting]);

  const submit = () => {
    const refusal = billFormRefusal({ accountId, dueDate });
    if (refusal) {
      void showToast({ intent: 'danger', message: refusal });
      return;
    }
    if (fileMode === 'file' && !billFile) {
      void showToast({ intent: 'danger', message: uploadErrors.noFile.message });
      return;
    }
    send.mutate(
      {
        body: {
          supplierId: draft.supplierId,
          poNumber: draft.poNumber,
          organisationId,
          accountId,
          contactId,
          dueDate,
          attachInvoice: fileMode === 'invoice',
          fileKey: fileMode === 'file' ? billFile?.fileKey : null,
        },
        idempotencyKey,
      },
      {
        onSuccess: () => setWaiting(true),
        onError: (error) => {
          void showToast({ intent: 'danger', message: error.message || xeroMessages.failed });
          if (!isErrorOf(error, integrationErrors.accountAndDueDateRequired)) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };

  const alreadySent = draft.bill !== null && draft.bill.status !== 'failed';
  return (
    <>
      <Card>
        <div className="xero-send__form">
          <FormGroup label="Organisation" labelFor={`${id}-organisation`}>
            <HTMLSelect
              id={`${id}-organisation`}
              fill
              value={organisationId}
              onChange={(event) => {
                const next = organisations.find((candidate) => candidate.organisationId === event.currentTarget.value);
                setOrganisationId(event.currentTarget.value);
                setAccountId('');
                setContactId(
                  next?.contacts.find((contact) => contact.name === draft.supplierTitle)?.contactId ??
                    next?.contacts[0]?.contactId ??
                    '',
                );
              }}
              options={organisations.map((candidate) => ({ value: candidate.organisationId, label: candidate.name }))}
            />
          </FormGroup>
          <FormGroup label="Contact" labelFor={`${id}-contact`}>
            <HTMLSelect
              id={`${id}-contact`}
              fill
              value={contactId}
              onChange={(event) => setContactId(event.currentTarget.value)}
              options={(organisation?.contacts ?? []).map((contact) => ({
                value: contact.contactId,
                label: contact.name,
              }))}
            />
          </FormGroup>
          <FormGroup label="Account" labelFor={`${id}-account`} labelInfo="(required)">
            <HTMLSelect
              id={`${id}-account`}
              fill
              value={accountId}
              onChange={(event) => setAccountId(event.currentTarget.value)}
              options={[
                { value: '', label: 'Choose an account' },
                ...(organisation?.accounts ?? []).map((candidate) => ({
                  value: candidate.accountId,
                  label: `${candidate.code} ${candidate.name} (${candidate.taxType})`,
                })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Due date" labelFor={`${id}-due`} labelInfo="(required)">
            <BusinessDateInput
              id={`${id}-due`}
              value={dueDate}
              minDate={today}
              onChange={(date) => setDueDate(date ?? '')}
            />
          </FormGroup>
        </div>
        {account && isVatOnIncome(account) && (
          <Callout intent="warning" icon="warning-sign" className="xero-send__warning">
            {xeroMessages.vatOnIncomeWarning}
          </Callout>
        )}
        <BillFileChoice
          venueId={venueId}
          invoiceName={draft.invoice?.fileName ?? null}
          mode={fileMode}
          onModeChange={setFileMode}
          file={billFile}
          onFileChange={setBillFile}
        />
      </Card>
      <Card>
        <H2 className="integration-card__title">The bill</H2>
        <p>
          {draft.supplierTitle} · PO {draft.poNumber} · {formatPence(draft.totalSpendReceived)} received, excl. VAT
        </p>
        <ScrollingTable label="Lines of the bill">
          <HTMLTable compact striped className="xero-send__lines">
            <thead>
              <tr>
                <th>Description</th>
                <th>Quantity</th>
                <th>Unit price</th>
                <th>Tax type</th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line) => (
                <tr key={`${line.description}-${line.quantity}-${line.unitPence}`}>
                  <td>{line.description}</td>
                  <td>{line.quantity}</td>
                  <td>{formatPence(line.unitPence)}</td>
                  <td>{account ? billTaxTypeOf(line.hasVat, account) || '—' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ScrollingTable>
      </Card>
      <div className="xero-send__actions">
        <Button
          intent="primary"
          icon="send-to"
          text={xeroMessages.sendToXero}
          loading={send.isPending || waiting}
          disabled={alreadySent}
          onClick={submit}
        />
        <Link to={receiptingPath(venueId)}>Back to receipting</Link>
      </div>
      {alreadySent && <Callout intent="success">This order has already been sent to Xero.</Callout>}
    </>
  );
}

/** /v/{venueId}/purchasing/receipting/xero (spec 02 §2.5): one receipted order's bill to the accounting service. */
export function SendToXeroPage() {
  const { venueId = '' } = useParams();
  const [search] = useSearchParams();
  const supplierId = search.get('supplierId') ?? '';
  const poNumber = search.get('poNumber') ?? '';
  const usage = useQuery(planUsageQuery(venueId));
  const included = usage.data?.includedFeatures.includes('Xero') ?? false;
  const connection = useQuery({ ...xeroConnectionQuery(venueId), enabled: included });
  const draft = useQuery({
    ...xeroBillDraftQuery(venueId, supplierId, poNumber),
    enabled: included && supplierId !== '' && poNumber !== '',
  });
  const heading = <PageHeading title="Send to Xero" subtitle={poNumber ? `PO ${poNumber}` : undefined} />;
  const page = (body: React.ReactNode) => (
    <>
      {heading}
      <div className="xero-send">{body}</div>
    </>
  );
  if (usage.isPending) return page(<LoadingState label="Loading" />);
  if (!included) {
    return page(
      <PlanLimitPage
        venueId={venueId}
        requiredPlan="growth"
        description="On Growth and above, send the bills of your receipted orders to your accounting service."
      />,
    );
  }
  if (!supplierId || !poNumber) {
    return page(
      <Callout intent="warning">
        Choose an order to send from <Link to={receiptingPath(venueId)}>Goods receipting</Link>.
      </Callout>,
    );
  }
  if (connection.isPending || draft.isPending) return page(<LoadingState label="Loading the order" />);
  if (connection.isError) return page(<Callout intent="danger">{connection.error.message}</Callout>);
  if (draft.isError) return page(<Callout intent="danger">{draft.error.message}</Callout>);
  if (connection.data.status !== 'connected') {
    return page(
      <Callout intent="danger" icon="warning-sign">
        {connection.data.status === 'expired' ? xeroMessages.connectionExpired : 'Connect Xero first.'}{' '}
        <Link to={xeroConnectionPath(venueId)}>Go to Integrations</Link>
      </Callout>,
    );
  }
  return page(<SendForm venueId={venueId} draft={draft.data} organisations={connection.data.organisations} />);
}

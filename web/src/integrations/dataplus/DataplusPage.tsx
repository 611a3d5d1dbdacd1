import { AnchorButton, Callout, FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { type DataplusIntegrationOrder, dataplusMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { Pager } from '../../platform/Pager';
import '../../receipting/receipting.css';
import { DataplusOrderPdfDialog } from './DataplusOrderPdfDialog';
import { DataplusOrdersTable, type GlnEdit } from './DataplusOrdersTable';
import { EditGlnDialog } from './EditGlnDialog';
import { dataplusOrdersQuery } from './queries';
import { SelectInvoicesDialog } from './SelectInvoicesDialog';
import { SendFileDialog } from './SendFileDialog';
import { useDataplusSendToasts } from './useDataplusSendToasts';
import './dataplus.css';

/** The dataplus provider's contact, for venues that have not got the integration yet. */
export const dataplusProviderEmail = 'support@oms.test';

const PAGE_SIZE = 25;

const keyOf = (order: DataplusIntegrationOrder) => `${order.supplierId}:${order.poNumber}`;

const matches = (order: DataplusIntegrationOrder, term: string) =>
  `${order.supplierTitle} ${order.poNumber}`.toLowerCase().includes(term.toLowerCase());

function NotEnabled() {
  return (
    <NonIdealState
      icon="data-connection"
      title="Order integration"
      description={dataplusMessages.notEnabled(dataplusProviderEmail)}
      action={
        <AnchorButton
          icon="envelope"
          href={`mailto:${dataplusProviderEmail}?subject=Dataplus`}
          text={`Email ${dataplusProviderEmail}`}
        />
      }
    />
  );
}

/** /v/{venueId}/purchasing/dataplus (spec 02 §2.6): the orders integration screen. */
export function DataplusPage() {
  const { venueId = '' } = useParams();
  const id = useId();
  const orders = useQuery(dataplusOrdersQuery(venueId));
  const enabled = orders.data?.enabled === true;
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [searchMessage, setSearchMessage] = useState('');
  const [attached, setAttached] = useState<Record<string, string[]>>({});
  const [selecting, setSelecting] = useState<DataplusIntegrationOrder | null>(null);
  const [sending, setSending] = useState<DataplusIntegrationOrder | null>(null);
  const [showingPdf, setShowingPdf] = useState<DataplusIntegrationOrder | null>(null);
  const [editingGln, setEditingGln] = useState<GlnEdit | null>(null);
  const awaitSend = useDataplusSendToasts(orders.data);

  const heading = <PageHeading title="Dataplus" subtitle="Orders integration" />;
  if (orders.isPending)
    return (
      <>
        {heading}
        <LoadingState label="Loading the orders" />
      </>
    );
  if (orders.isError)
    return (
      <>
        {heading}
        <Callout intent="danger" title={dataplusMessages.sendFailed}>
          {orders.error.message || dataplusMessages.tryAgain}
        </Callout>
      </>
    );
  if (!enabled)
    return (
      <>
        {heading}
        <NotEnabled />
      </>
    );

  const shown = term ? orders.data.orders.filter((order) => matches(order, term)) : orders.data.orders;
  const attachedOf = (order: DataplusIntegrationOrder) => attached[keyOf(order)] ?? [];
  return (
    <>
      {heading}
      <div className="dataplus-page">
        <FormGroup
          className="dataplus-page__search"
          label="Search by supplier or PO"
          labelFor={`${id}-search`}
          helperText={searchMessage || undefined}
          intent={searchMessage ? 'danger' : 'none'}
        >
          <InputGroup
            id={`${id}-search`}
            type="search"
            leftIcon="search"
            placeholder="Search"
            value={typed}
            intent={searchMessage ? 'danger' : 'none'}
            onValueChange={(value) => {
              setTyped(value);
              setSearchMessage('');
              if (value === '') {
                setTerm('');
                setPage(1);
              }
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              const value = typed.trim();
              if (!value) setSearchMessage(dataplusMessages.searchTermRequired);
              setTerm(value);
              setPage(1);
            }}
          />
        </FormGroup>
        {shown.length === 0 ? (
          <NonIdealState icon="search" title={dataplusMessages.noData} />
        ) : (
          <DataplusOrdersTable
            orders={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            linesOf={(order) => order.lines}
            glns={orders.data.glns}
            attachedOf={attachedOf}
            onSelectInvoices={setSelecting}
            onSendFile={setSending}
            onOrderPdf={setShowingPdf}
            onEditGln={setEditingGln}
          />
        )}
        {shown.length > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={shown.length} onPage={setPage} />}
      </div>
      {selecting && (
        <SelectInvoicesDialog
          order={selecting}
          selected={attachedOf(selecting)}
          onClose={() => setSelecting(null)}
          onDone={(invoiceIds) => {
            setAttached((current) => ({ ...current, [keyOf(selecting)]: invoiceIds }));
            setSelecting(null);
          }}
        />
      )}
      {sending && (
        <SendFileDialog
          venueId={venueId}
          order={sending}
          attachedInvoices={attachedOf(sending)}
          onClose={() => setSending(null)}
          onSent={() => awaitSend(sending)}
        />
      )}
      {showingPdf && (
        <DataplusOrderPdfDialog venueId={venueId} order={showingPdf} onClose={() => setShowingPdf(null)} />
      )}
      {editingGln && <EditGlnDialog venueId={venueId} product={editingGln} onClose={() => setEditingGln(null)} />}
    </>
  );
}

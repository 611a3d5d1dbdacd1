import { Button, Card, Checkbox, Icon, InputGroup, Tag } from '@blueprintjs/core';
import {
  formatLondonDateTime,
  formatPence,
  formatTableDate,
  type SpecialPurchaseStatus,
  type SpecialPurchaseView,
  specialPurchaseMessages,
  specialPurchaseStatuses,
  specialPurchaseStatusLabels,
  subscriptionsPath,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { downloadCsv } from '../ordering/checklist/checklistCsv';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { planUsageQuery } from '../subscriptions/queries';
import { approvalHistoryCsv, matchesSearch } from './approvalHistoryCsv';
import { specialPurchasesQuery } from './queries';
import { RequestApprovalDialog } from './RequestApprovalDialog';
import './specialPurchases.css';

const statusIntent: Record<SpecialPurchaseStatus, 'success' | 'danger' | 'warning'> = {
  approved: 'success',
  declined: 'danger',
  pending: 'warning',
};

const statusColumn: ColDef<SpecialPurchaseView> = {
  headerName: 'Status',
  field: 'status',
  minWidth: 120,
  cellRenderer: ({ value }: { value: SpecialPurchaseStatus }) => (
    <Tag intent={statusIntent[value]} minimal>
      {specialPurchaseStatusLabels[value]}
    </Tag>
  ),
};

const columns: ColDef<SpecialPurchaseView>[] = [
  {
    headerName: 'Created at',
    field: 'requestedAt',
    // Spec 02 §9: DD-MM-YYYY in tables.
    valueFormatter: ({ value }) => (value ? formatLondonDateTime(value).replace(/\//g, '-') : ''),
    minWidth: 150,
  },
  { headerName: 'Item', field: 'itemName', minWidth: 160, flex: 2 },
  {
    headerName: 'File',
    colId: 'attachment',
    minWidth: 70,
    width: 80,
    sortable: false,
    cellRenderer: ({ data }: { data?: SpecialPurchaseView }) =>
      data?.attachment?.url ? (
        <a
          href={data.attachment.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${data.attachment.fileName}`}
        >
          <Icon icon="paperclip" />
        </a>
      ) : null,
  },
  { headerName: 'SKU', field: 'sku', minWidth: 100 },
  {
    headerName: 'Cost',
    field: 'itemCostPence',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    type: 'rightAligned',
    minWidth: 100,
  },
  { headerName: 'Supplier', valueGetter: ({ data }) => data?.supplier.title ?? '', minWidth: 140, flex: 1 },
  { headerName: 'Staff', field: 'staffName', minWidth: 130, flex: 1 },
  { headerName: 'Manager', field: 'managerName', minWidth: 130, flex: 1 },
  statusColumn,
];

/** Phones: the item with cost, supplier and date under it, and the status. */
const narrowColumns: ColDef<SpecialPurchaseView>[] = [
  {
    headerName: 'Item',
    field: 'itemName',
    flex: 1,
    minWidth: 160,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (request) =>
        `${formatPence(request.itemCostPence)} · ${request.supplier.title} · ${formatTableDate(request.requestedAt)}`,
    } satisfies TitleWithDetailsParams<SpecialPurchaseView>,
  },
  { ...statusColumn, minWidth: 100, width: 110 },
];

function Upsell({ venueId }: { venueId: string }) {
  return (
    <Card>
      <EmptyState
        icon="endorsed"
        title="Special purchases are a Pro feature"
        description="On the Pro plan, staff ask a manager to approve an out-of-the-ordinary purchase, and the manager answers from an e-mailed link."
        action={
          <LinkButton to={subscriptionsPath(venueId)} intent="primary" text={specialPurchaseMessages.upgradeToPro} />
        }
      />
    </Card>
  );
}

/** /v/{venueId}/special-purchases (spec 02 §2.11): Pro venues' approval requests; others see the upsell. */
export function SpecialPurchasesPage() {
  const { venueId = '' } = useParams();
  const usage = useQuery(planUsageQuery(venueId));
  const isPro = usage.data?.includedFeatures.includes('Special_Purchases') ?? false;
  const list = useQuery({ ...specialPurchasesQuery(venueId), enabled: isPro });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Set<SpecialPurchaseStatus>>(new Set(specialPurchaseStatuses));
  const [requesting, setRequesting] = useState(false);
  const isNarrow = useNarrowerThan('md');

  const rows = useMemo(
    () => (list.data?.requests ?? []).filter((request) => shown.has(request.status) && matchesSearch(request, search)),
    [list.data, shown, search],
  );
  const heading = <PageHeading title={specialPurchaseMessages.pageTitle} />;
  if (usage.isPending || (isPro && list.isPending)) {
    return (
      <>
        {heading}
        <LoadingState label="Loading special purchases" />
      </>
    );
  }
  if (!isPro) {
    return (
      <>
        {heading}
        <Upsell venueId={venueId} />
      </>
    );
  }

  const toggle = (status: SpecialPurchaseStatus) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });

  return (
    <>
      <PageHeading
        title={specialPurchaseMessages.pageTitle}
        subtitle="Ask a manager to approve a purchase outside the usual order. The manager gets an e-mail with Approve and Reject, and you are told the answer."
        actions={
          <>
            <Button
              icon="download"
              text={specialPurchaseMessages.downloadCsv}
              disabled={rows.length === 0}
              onClick={() => downloadCsv(approvalHistoryCsv(rows), specialPurchaseMessages.csvFileName)}
            />
            <Button
              intent="primary"
              icon="endorsed"
              text={specialPurchaseMessages.requestApproval}
              onClick={() => setRequesting(true)}
            />
          </>
        }
      />
      <div className="special-purchases__filters">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Search manager, staff, item or cost"
          aria-label="Search special purchases"
          value={search}
          onValueChange={setSearch}
          className="special-purchases__search"
        />
        <fieldset className="special-purchases__statuses">
          <legend className="special-purchases__legend">Statuses</legend>
          {specialPurchaseStatuses.map((status) => (
            <Checkbox
              key={status}
              inline
              label={specialPurchaseStatusLabels[status]}
              checked={shown.has(status)}
              onChange={() => toggle(status)}
            />
          ))}
        </fieldset>
      </div>
      {rows.length === 0 ? (
        <Card>
          <EmptyState
            icon="endorsed"
            title={list.data?.requests.length ? specialPurchaseMessages.noMatches : specialPurchaseMessages.empty}
            description="Requests you send for approval are listed here with the manager's answer."
          />
        </Card>
      ) : (
        <DataGrid<SpecialPurchaseView>
          rowData={rows}
          columnDefs={isNarrow ? narrowColumns : columns}
          rowHeight={isNarrow ? 60 : 44}
          getRowId={({ data }) => data.requestId}
        />
      )}
      <RequestApprovalDialog venueId={venueId} isOpen={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}

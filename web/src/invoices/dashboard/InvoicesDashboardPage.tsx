import { Alert, Button, Card } from '@blueprintjs/core';
import { invoiceUploadMessages, isLimitReached, type UploadedInvoiceView, usageOf } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../identity/queries';
import { DataGrid } from '../../platform/DataGrid';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { PageHeading } from '../../platform/PageHeading';
import { useNarrowerThan } from '../../platform/useNarrowerThan';
import { PlanLimitModal, planUsageQuery } from '../../subscriptions';
import { venueSuppliersQuery } from '../../venues/suppliers/queries';
import { AddInvoicesDialog } from './AddInvoicesDialog';
import { EditPoNumberDialog } from './EditPoNumberDialog';
import { showDownloadFailure, showInvoiceFailure, showInvoiceSuccess } from './invoiceToasts';
import { downloadInvoicesZip, uploadedInvoicesQuery, useDeleteInvoice } from './queries';
import { RangeDownload } from './RangeDownload';
import { SupplierTree, supplierKeyOf } from './SupplierTree';
import { uploadedInvoiceColumns } from './uploadedInvoiceColumns';
import './invoicesDashboard.css';

/** /v/{venueId}/purchasing/invoices (spec 02 §2.8): the venue's uploaded invoices by supplier. */
export function InvoicesDashboardPage() {
  const { venueId = '' } = useParams();
  const session = useSession();
  const isAdmin = session?.account.roles.isAdmin ?? false;
  const invoices = useQuery(uploadedInvoicesQuery(venueId));
  const suppliers = useQuery(venueSuppliersQuery(venueId));
  const usage = useQuery(planUsageQuery(venueId));
  const isNarrow = useNarrowerThan('md');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [planLimitOpen, setPlanLimitOpen] = useState(false);
  const [editing, setEditing] = useState<UploadedInvoiceView | null>(null);
  const [deleting, setDeleting] = useState<UploadedInvoiceView | null>(null);
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteInvoice(venueId);
  const deleteQuestionId = useId();

  const all = invoices.data?.invoices ?? [];
  const rows = useMemo(
    () => (supplierId ? all.filter((invoice) => supplierKeyOf(invoice) === supplierId) : all),
    [all, supplierId],
  );
  const supplierChoices = useMemo(
    () =>
      (suppliers.data?.suppliers ?? []).map((supplier) => ({
        supplierId: supplier.supplierId,
        title: supplier.supplierTitle,
      })),
    [suppliers.data],
  );
  const columns = useMemo(
    () => uploadedInvoiceColumns(isNarrow, { venueId, isAdmin, onEdit: setEditing, onDelete: setDeleting }),
    [isNarrow, venueId, isAdmin],
  );

  // Spec 02 §5: not Pro and no uploads left this month → the limit modal instead of the upload.
  const uploads = usage.data ? usageOf(usage.data, 'Upload_Invoices_Dashboard') : null;
  const isUploadLocked = usage.data?.plan !== 'pro' && uploads !== null && isLimitReached(uploads);

  const heading = (
    <PageHeading
      title={invoiceUploadMessages.pageTitle}
      subtitle="Keep your suppliers' invoices in one place: upload PDFs or photos, find them by supplier and download them together."
      actions={
        <>
          <Button
            icon="download"
            text={invoiceUploadMessages.downloadAll}
            disabled={supplierId === null || rows.length === 0}
            loading={downloading}
            onClick={() => {
              if (!supplierId) return;
              setDownloading(true);
              downloadInvoicesZip(venueId, { supplierId })
                .catch(showDownloadFailure)
                .finally(() => setDownloading(false));
            }}
          />
          <Button
            intent="primary"
            icon="cloud-upload"
            text={invoiceUploadMessages.addInvoices}
            onClick={() => (isUploadLocked ? setPlanLimitOpen(true) : setAdding(true))}
          />
        </>
      }
    />
  );

  if (invoices.isPending) {
    return (
      <>
        {heading}
        <LoadingState label="Loading invoices" />
      </>
    );
  }

  return (
    <>
      {heading}
      {invoices.isError && (
        <NoticeCallout intent="danger" role="alert" title="The invoices could not be loaded">
          {invoices.error.message}
        </NoticeCallout>
      )}
      <div className="invoices-dashboard">
        <Card className="invoices-dashboard__filters" compact>
          <SupplierTree
            suppliers={supplierChoices}
            invoices={all}
            selected={supplierId}
            onSelect={setSupplierId}
            asSelect={isNarrow}
          />
        </Card>
        <div className="invoices-dashboard__main">
          <RangeDownload venueId={venueId} />
          {rows.length === 0 ? (
            <Card>
              <EmptyState
                icon="document"
                title={all.length ? invoiceUploadMessages.noMatches : invoiceUploadMessages.empty}
                description="Invoices you add are listed here with their supplier, PO number and who uploaded them."
              />
            </Card>
          ) : (
            <DataGrid<UploadedInvoiceView>
              rowData={rows}
              columnDefs={columns}
              rowHeight={isNarrow ? 60 : 44}
              getRowId={({ data }) => data.invoiceId}
              pagination={rows.length > 50}
              paginationPageSize={50}
              paginationPageSizeSelector={false}
            />
          )}
        </div>
      </div>
      <AddInvoicesDialog
        venueId={venueId}
        isOpen={adding}
        onClose={() => setAdding(false)}
        onPlanLimit={() => setPlanLimitOpen(true)}
      />
      <PlanLimitModal venueId={venueId} isOpen={planLimitOpen} onClose={() => setPlanLimitOpen(false)} />
      <EditPoNumberDialog venueId={venueId} invoice={editing} onClose={() => setEditing(null)} />
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        aria-labelledby={deleteQuestionId}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.invoiceId, {
            onSuccess: (answer) => showInvoiceSuccess(answer.message),
            onError: showInvoiceFailure,
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <p id={deleteQuestionId}>{invoiceUploadMessages.deleteConfirm}</p>
      </Alert>
    </>
  );
}

import { Button, Classes } from '@blueprintjs/core';
import {
  formatPence,
  formatTableDate,
  invoiceUploadMessages,
  invoiceViewerPath,
  type UploadedInvoiceView,
} from '@oms/contracts';
import type { ColDef } from 'ag-grid-community';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../../platform/TitleWithDetailsCell';

export interface RowActions {
  venueId: string;
  isAdmin: boolean;
  onEdit: (invoice: UploadedInvoiceView) => void;
  onDelete: (invoice: UploadedInvoiceView) => void;
}

function InvoiceActions({ data, venueId, isAdmin, onEdit, onDelete }: { data?: UploadedInvoiceView } & RowActions) {
  if (!data) return null;
  return (
    <div className="invoices-dashboard__actions">
      <a
        className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}`}
        href={invoiceViewerPath(venueId, data.invoiceId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${data.fileName}`}
      >
        View
      </a>
      {isAdmin && (
        <>
          <Button
            size="small"
            variant="minimal"
            icon="edit"
            aria-label={`${invoiceUploadMessages.editPoNumber} of ${data.fileName}`}
            onClick={() => onEdit(data)}
          />
          <Button
            size="small"
            variant="minimal"
            intent="danger"
            icon="trash"
            aria-label={`Delete ${data.fileName}`}
            onClick={() => onDelete(data)}
          />
        </>
      )}
    </div>
  );
}

const uploaderColumn: ColDef<UploadedInvoiceView> = { headerName: 'Uploaded by', field: 'userType', width: 120 };

/** Desktop: one column per fact; phones: the supplier with the facts under it, and the actions. */
export function uploadedInvoiceColumns(isNarrow: boolean, actions: RowActions): ColDef<UploadedInvoiceView>[] {
  const actionsColumn: ColDef<UploadedInvoiceView> = {
    headerName: '',
    colId: 'actions',
    sortable: false,
    minWidth: actions.isAdmin ? 112 : 72,
    width: actions.isAdmin ? 112 : 72,
    cellRenderer: InvoiceActions,
    cellRendererParams: actions,
  };
  if (isNarrow) {
    return [
      {
        headerName: 'Invoice',
        field: 'supplierTitle',
        flex: 1,
        minWidth: 150,
        cellRenderer: TitleWithDetailsCell,
        cellRendererParams: {
          details: (invoice) =>
            [
              formatTableDate(invoice.uploadedAt),
              invoice.purchaseOrderNumber && `PO ${invoice.purchaseOrderNumber}`,
              invoice.userType,
              invoice.checked && 'Checked',
            ]
              .filter(Boolean)
              .join(' · '),
        } satisfies TitleWithDetailsParams<UploadedInvoiceView>,
      },
      actionsColumn,
    ];
  }
  return [
    {
      headerName: 'Uploaded',
      field: 'uploadedAt',
      valueFormatter: ({ value }) => (value ? formatTableDate(value) : ''),
      width: 120,
    },
    { headerName: 'Supplier', field: 'supplierTitle', minWidth: 150, flex: 1, tooltipField: 'supplierTitle' },
    { headerName: 'PO number', field: 'purchaseOrderNumber', width: 130 },
    { headerName: 'Comment', field: 'comment', minWidth: 150, flex: 1, tooltipField: 'comment' },
    {
      headerName: 'Total',
      field: 'totalPence',
      type: 'rightAligned',
      width: 110,
      valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    },
    // Spec 02 Invoice info 'checked': ticked on the PO in Goods receipting; read-only here.
    { headerName: 'Checked', field: 'checked', width: 100 },
    uploaderColumn,
    actionsColumn,
  ];
}

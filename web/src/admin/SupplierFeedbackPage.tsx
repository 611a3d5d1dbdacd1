import { type FeedbackView, feedbackListSchema, formatLondonDateTime, queryKeys, shownAddress } from '@oms/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { apiFetch } from '../platform/apiFetch';
import { DataGrid } from '../platform/DataGrid';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';

const supplierFeedbackQuery = queryOptions({
  queryKey: queryKeys.supplierPortal.feedback(),
  queryFn: ({ signal }) => apiFetch('/api/admin/supplier-feedback', feedbackListSchema, { signal }),
});

const columns: ColDef<FeedbackView>[] = [
  {
    headerName: 'Given',
    field: 'givenAt',
    valueFormatter: ({ value }) => (typeof value === 'string' ? formatLondonDateTime(value) : ''),
    width: 150,
  },
  { headerName: 'Supplier', field: 'supplierTitle', width: 160 },
  { headerName: 'Rating', field: 'rating', type: 'rightAligned', width: 90 },
  { headerName: 'Feedback', field: 'comment', flex: 1, minWidth: 240, wrapText: true, autoHeight: true },
  {
    headerName: 'From',
    field: 'givenBy',
    valueFormatter: ({ value }) => (typeof value === 'string' ? shownAddress(value) : ''),
    width: 200,
  },
];

/** What suppliers said from their portal's Feedback screen (spec 03 §2), newest first. */
export function SupplierFeedbackPage() {
  const feedback = useQuery(supplierFeedbackQuery);
  return (
    <>
      <PageHeading
        title="Supplier feedback"
        subtitle="Ratings from 0 to 10 and comments sent from the supplier portal."
      />
      {!feedback.data ? (
        <LoadingState label="Loading feedback" />
      ) : feedback.data.feedback.length === 0 ? (
        <EmptyState icon="comment" title="No feedback yet" description="Suppliers have not sent any feedback." />
      ) : (
        <DataGrid<FeedbackView>
          rowData={feedback.data.feedback}
          columnDefs={columns}
          getRowId={({ data }) => data.feedbackId}
        />
      )}
    </>
  );
}

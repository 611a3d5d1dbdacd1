import {
  deleteInvoiceResponseSchema,
  editInvoicePoNumberResponseSchema,
  invoiceFileViewSchema,
  invoiceUploadMessages,
  queryKeys,
  uploadedInvoicesViewSchema,
  uploadInvoicesResponseSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../platform/apiError';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';
import { type InvoiceUploadDraft, uploadFormOf } from './invoiceUploadForm';

const uploadsPath = (venueId: string) => `${venueApiPath(venueId)}/invoice-uploads`;
const invoicePath = (venueId: string, invoiceId: string) => `${uploadsPath(venueId)}/${encodeURIComponent(invoiceId)}`;

export const uploadedInvoicesQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.uploads(venueId),
    queryFn: ({ signal }) => apiFetch(uploadsPath(venueId), uploadedInvoicesViewSchema, { signal }),
  });

/** The viewer's file: the signed link lasts minutes, so it is asked for each time the viewer opens. */
export const invoiceFileQuery = (venueId: string, invoiceId: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.uploadedFile(venueId, invoiceId),
    queryFn: ({ signal }) => apiFetch(invoicePath(venueId, invoiceId), invoiceFileViewSchema, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

function useInvoicesMutation<TInput, TResult>(venueId: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The plan usage counts uploads too: refresh everything of the venue's invoices and its plan.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.uploads(venueId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.planUsage(venueId) }),
      ]),
  });
}

export const useUploadInvoices = (venueId: string) =>
  useInvoicesMutation(venueId, ({ drafts, idempotencyKey }: { drafts: InvoiceUploadDraft[]; idempotencyKey: string }) =>
    apiFetch(uploadsPath(venueId), uploadInvoicesResponseSchema, {
      method: 'POST',
      body: uploadFormOf(drafts),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export const useEditInvoicePoNumber = (venueId: string) =>
  useInvoicesMutation(
    venueId,
    ({ invoiceId, purchaseOrderNumber }: { invoiceId: string; purchaseOrderNumber: string }) =>
      apiFetch(invoicePath(venueId, invoiceId), editInvoicePoNumberResponseSchema, {
        method: 'PUT',
        body: { purchaseOrderNumber },
      }),
  );

export const useDeleteInvoice = (venueId: string) =>
  useInvoicesMutation(venueId, (invoiceId: string) =>
    apiFetch(invoicePath(venueId, invoiceId), deleteInvoiceResponseSchema, { method: 'DELETE' }),
  );

/** Download All (one supplier) or a date range: the streamed zip, saved under the server's name. */
export async function downloadInvoicesZip(
  venueId: string,
  filter: { supplierId: string } | { start: string; end: string },
): Promise<void> {
  const query = new URLSearchParams(filter);
  const response = await fetch(`${uploadsPath(venueId)}/zip?${query}`, { credentials: 'same-origin' });
  if (!response.ok) {
    // Spec 02 §8: the status is logged; the page tells the user "Failed to download invoice."
    console.warn(`Failed to download invoice. Status: ${response.status}`);
    throw new ApiError({
      status: response.status,
      code: 'DOWNLOAD_FAILED',
      message: invoiceUploadMessages.downloadFailed,
    });
  }
  const fileName =
    'supplierId' in filter
      ? invoiceUploadMessages.supplierZipName
      : invoiceUploadMessages.rangeZipName(filter.start, filter.end);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

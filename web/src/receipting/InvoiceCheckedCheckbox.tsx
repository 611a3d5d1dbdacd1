import { Checkbox } from '@blueprintjs/core';
import { type PurchaseOrder, queryKeys, uploadedInvoiceViewSchema } from '@oms/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { showErrorToast } from '../platform/toaster';
import { venueApiPath } from '../venues/queries';

/** The PO's 'Invoice checked' flag (spec 02 Invoice info 'checked'): ticked once someone checked the invoice against the delivery. */
export function InvoiceCheckedCheckbox({
  venueId,
  invoice,
}: {
  venueId: string;
  invoice: NonNullable<PurchaseOrder['invoice']>;
}) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: (checked: boolean) =>
      apiFetch(
        `${venueApiPath(venueId)}/invoice-uploads/${encodeURIComponent(invoice.invoiceId)}/checked`,
        uploadedInvoiceViewSchema,
        { method: 'PUT', body: { checked } },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.receipting.all(venueId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.uploads(venueId) }),
      ]),
    onError: showErrorToast,
  });
  const checked = check.isPending ? check.variables : invoice.checked;
  return (
    <Checkbox
      className="receipting-po__invoice-checked"
      label="Invoice checked"
      checked={checked}
      disabled={check.isPending}
      onChange={(event) => check.mutate(event.currentTarget.checked)}
    />
  );
}

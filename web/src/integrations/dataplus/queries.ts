import {
  dataplusIntegrationOrdersSchema,
  dataplusOrderPdfSchema,
  dataplusSendAnswerSchema,
  productGlnSchema,
  queryKeys,
  type SendToDataplusBody,
  sandboxDataplusReceiptsSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

const dataplusPath = (venueId: string) => `${venueApiPath(venueId)}/integrations/dataplus`;

/** While a send is on its way the list is asked again, so the row's status lands without a reload. */
export const dataplusOrdersQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.integrations.dataplusOrders(venueId),
    queryFn: ({ signal }) => apiFetch(`${dataplusPath(venueId)}/orders`, dataplusIntegrationOrdersSchema, { signal }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.orders.some((order) => order.dataplus?.status === 'requested') ? 1_500 : false,
  });

export const useSendToDataplus = (venueId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendToDataplusBody) =>
      apiFetch(`${dataplusPath(venueId)}/sends`, dataplusSendAnswerSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations.dataplusOrders(venueId) }),
  });
};

/** The order's PDF behind a link signed for a few minutes: asked again rather than kept. */
export const dataplusOrderPdfQuery = (venueId: string, supplierId: string, poNumber: string) =>
  queryOptions({
    queryKey: queryKeys.integrations.dataplusOrderPdf(venueId, supplierId, poNumber),
    queryFn: ({ signal }) =>
      apiFetch(
        `${dataplusPath(venueId)}/orders/pdf?${new URLSearchParams({ supplierId, poNumber })}`,
        dataplusOrderPdfSchema,
        { signal },
      ),
    retry: false,
    // The link works for five minutes; a fresh one on every focus would reload the frame it is shown in.
    staleTime: 60_000,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useSetProductGln = (venueId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, GLN }: { productId: string; GLN: string }) =>
      apiFetch(`${dataplusPath(venueId)}/products/${encodeURIComponent(productId)}/gln`, productGlnSchema, {
        method: 'PUT',
        body: { GLN },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations.dataplusOrders(venueId) }),
  });
};

export const sandboxDataplusQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.dataplusSandbox(),
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/integrations/dataplus/sandbox', sandboxDataplusReceiptsSchema, { signal }),
  });

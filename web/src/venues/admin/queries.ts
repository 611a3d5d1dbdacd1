import {
  adminMessageResponseSchema,
  type PushNotificationBody,
  pushRecipientsSchema,
  queryKeys,
  sentPushNotificationsSchema,
  type VenueAdminSettingsBody,
  type VenueReportBody,
  type VenueReportKind,
  venueAdminSettingsSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../queries';

export const venueAdminSettingsQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.venues.adminSettings(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/admin-settings`, venueAdminSettingsSchema, { signal }),
  });

export const pushRecipientsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.pushRecipients(),
    queryFn: ({ signal }) => apiFetch('/api/admin/push-notifications/recipients', pushRecipientsSchema, { signal }),
  });

export const sentPushNotificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.pushNotifications(),
    queryFn: ({ signal }) => apiFetch('/api/admin/push-notifications', sentPushNotificationsSchema, { signal }),
  });

export function useSaveVenueAdminSettings(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueAdminSettingsBody) =>
      apiFetch(`${venueApiPath(venueId)}/admin-settings`, venueAdminSettingsSchema, { method: 'PUT', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.venues.adminSettings(venueId), settings);
      // The dataplus tab and catalogue switches of the venue follow these settings.
      return queryClient.invalidateQueries({ queryKey: queryKeys.venues.venue(venueId) });
    },
  });
}

export function useSendVenueStatistics(venueId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch(`${venueApiPath(venueId)}/statistics-email`, adminMessageResponseSchema, { method: 'POST' }),
  });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: string) => apiFetch(venueApiPath(venueId), adminMessageResponseSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.venues.all }),
  });
}

const reportFileSchema = z.object({ fileName: z.string(), csv: z.string() });

export function useVenueReport() {
  return useMutation({
    mutationFn: ({ kind, body }: { kind: VenueReportKind; body: VenueReportBody }) =>
      apiFetch(`/api/admin/venue-reports/${kind}`, reportFileSchema, { method: 'POST', body }),
  });
}

export function useSendPushNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.pushNotifications() }),
    mutationFn: ({ body, idempotencyKey }: { body: PushNotificationBody; idempotencyKey: string }) =>
      apiFetch('/api/admin/push-notifications', adminMessageResponseSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}

import {
  adminMessageResponseSchema,
  pushNotificationBodySchema,
  pushRecipientsSchema,
  sentPushNotificationsSchema,
  venueAdminMessages,
  venueAdminSettingsBodySchema,
  venueAdminSettingsSchema,
  venueParamsSchema,
  venueReportBodySchema,
  venueReportParamsSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPushNotification } from '../../support/pushNotifications/pushNotificationService';
import { findVenue } from '../findVenue';
import { adminSettingsView, deleteVenue, setVenueAdminSettings } from './venueAdminSettings';
import { venueReportCsv } from './venueReportsService';
import { sendVenueStatistics } from './venueStatistics';

const reportFileSchema = z.object({ fileName: z.string(), csv: z.string() });

/** The venues list's admin parts (spec 03 §2): settings, deletion, reports, push notifications, statistics. */
export const venueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/admin-settings',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueAdminSettingsSchema } },
    },
    async (request) => adminSettingsView(await findVenue(platform, request.params.venueId)),
  );

  app.put(
    '/api/venues/:venueId/admin-settings',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['venues'],
        params: venueParamsSchema,
        body: venueAdminSettingsBodySchema,
        response: { 200: venueAdminSettingsSchema },
      },
    },
    async (request) => setVenueAdminSettings(platform, request.params.venueId, request.body, request.commandContext()),
  );

  app.delete(
    '/api/venues/:venueId',
    {
      config: { access: 'admin' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: adminMessageResponseSchema } },
    },
    async (request) => {
      await deleteVenue(platform, request.params.venueId, request.commandContext());
      return { message: venueAdminMessages.venueDeleted };
    },
  );

  app.post(
    '/api/venues/:venueId/statistics-email',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: adminMessageResponseSchema } },
    },
    async (request) => {
      await sendVenueStatistics(platform, request.params.venueId, request.commandContext());
      return { message: venueAdminMessages.statisticsSent };
    },
  );

  app.post(
    '/api/admin/venue-reports/:kind',
    {
      config: { access: 'adminArea' },
      schema: {
        tags: ['admin'],
        params: venueReportParamsSchema,
        body: venueReportBodySchema,
        response: { 200: reportFileSchema },
      },
    },
    async (request) => venueReportCsv(platform, request.params.kind, request.body),
  );

  app.post(
    '/api/admin/push-notifications',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], body: pushNotificationBodySchema, response: { 200: adminMessageResponseSchema } },
    },
    async (request) => sendPushNotification(platform, request.body, request.commandContext()),
  );

  app.get(
    '/api/admin/push-notifications/recipients',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], response: { 200: pushRecipientsSchema } },
    },
    async () => {
      const [venues, suppliers] = await Promise.all([
        readModels.venues.in(platform.readStore).find({ deletedAt: null }, { sort: { titleKey: 1, _id: 1 } }),
        readModels.suppliers.in(platform.readStore).find({}, { sort: { title: 1, _id: 1 } }),
      ]);
      return {
        venues: venues.map((venue) => ({ venueId: venue.venueId, title: venue.title })),
        suppliers: suppliers.map((supplier) => ({ supplierId: supplier._id, title: supplier.title })),
      };
    },
  );

  app.get(
    '/api/admin/push-notifications',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], response: { 200: sentPushNotificationsSchema } },
    },
    async () => {
      const sent = await readModels.pushNotifications
        .in(platform.readStore)
        .find({}, { sort: { sentAt: -1, _id: 1 }, limit: 20 });
      const [venues, suppliers] = await Promise.all([
        readModels.venues.in(platform.readStore).find({ _id: { $in: sent.flatMap((push) => push.venueIds) } }),
        readModels.suppliers.in(platform.readStore).find({ _id: { $in: sent.flatMap((push) => push.supplierIds) } }),
      ]);
      const venueTitles = new Map(venues.map((venue) => [venue._id, venue.title]));
      const supplierTitles = new Map(suppliers.map((supplier) => [supplier._id, supplier.title]));
      return {
        notifications: sent.map((push) => ({
          notificationId: push.notificationId,
          message: push.message,
          sentAt: push.sentAt,
          venues: push.venueIds.map((id) => venueTitles.get(id) ?? id),
          suppliers: push.supplierIds.map((id) => supplierTitles.get(id) ?? id),
          accounts: push.accountIds.length,
        })),
      };
    },
  );
};

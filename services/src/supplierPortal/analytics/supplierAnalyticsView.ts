import {
  type AnalyticsPage,
  type AnalyticsRow,
  type analyticsQuerySchema,
  businessDateOf,
  supplierPortalErrors,
} from '@oms/contracts';
import { readModels, supplierCustomerTotals } from '@oms/projections';
import type { z } from 'zod';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import { escapeRegex, supplierOf } from '../customers/customerViews';

type Query = z.output<typeof analyticsQuerySchema>;

/**
 * Spec 03 Analytics: every customer of the supplier with its orders over the range, the weekly
 * trend and the drop flag; the search and the page are over the customers, sorted by venue name.
 */
export async function supplierAnalytics(platform: Platform, supplierId: string, query: Query): Promise<AnalyticsPage> {
  const today = businessDateOf(platform.clock());
  if (query.fromDate > query.toDate) throw domainErrorOf(supplierPortalErrors.rangeOrder);
  if (query.toDate > today) throw domainErrorOf(supplierPortalErrors.futureDate);
  await supplierOf(platform, supplierId);

  const links = await readModels.venueSuppliers.in(platform.readStore).find({ supplierId });
  const term = query.venueTitle?.trim().toLowerCase();
  const venues = await readModels.venues.in(platform.readStore).find(
    {
      _id: { $in: links.map((link) => link.venueId) },
      ...(term ? { titleKey: { $regex: escapeRegex(term) } } : {}),
    },
    { sort: { titleKey: 1, _id: 1 } },
  );
  const linkByVenue = new Map(links.map((link) => [link.venueId, link]));
  const totals = await supplierCustomerTotals(
    platform.readStore,
    supplierId,
    venues.map((venue) => venue._id),
    query.fromDate,
    query.toDate,
  );
  const rows: AnalyticsRow[] = venues.map((venue) => {
    const total = totals.get(venue._id);
    const orders = total?.orders ?? 0;
    const revenue = total?.revenue ?? 0;
    return {
      venueId: venue._id,
      venueTitle: venue.title,
      logo: null,
      accountNumber: linkByVenue.get(venue._id)?.accountNumber ?? '',
      totalOrders: orders,
      totalRevenue: revenue,
      averageOrderSize: orders > 0 ? Math.round(revenue / orders) : 0,
      lastOrderPlaced: total?.lastOrderedAt ?? null,
      active: orders > 0 ? 'green' : 'red',
      weeklySpend: total?.weeklySpend ?? [],
      hasDropped: total?.hasDropped ?? false,
    };
  });
  const start = (query.page - 1) * query.limit;
  return {
    rows: rows.slice(start, start + query.limit),
    totalVenueSuppliersCount: rows.length,
    activeCount: rows.filter((row) => row.active === 'green').length,
    page: query.page,
    limit: query.limit,
  };
}

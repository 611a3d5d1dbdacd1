import {
  flashReportRows,
  grossProfitReport,
  type ReportOrder,
  toCsv,
  type VenueReportBody,
  type VenueReportKind,
  venueReportRows,
  venuesOrdersReportRows,
} from '@oms/contracts';
import { grossProfitEntries, readModels } from '@oms/projections';
import { assertRange } from '../../grossProfit/grossProfitService';
import { reportReadStore } from '../../platform/asOf/reportReadStore';
import type { Platform } from '../../platform/platform';

/** Chosen venues that still exist, in title order; an unknown or deleted id is simply not reported. */
async function reportedVenues(platform: Platform, venueIds: readonly string[]) {
  return readModels.venues
    .in(platform.readStore)
    .find({ _id: { $in: [...new Set(venueIds)] }, deletedAt: null }, { sort: { titleKey: 1, _id: 1 } });
}

async function reportOrders(platform: Platform, body: VenueReportBody): Promise<ReportOrder[]> {
  const venues = await reportedVenues(platform, body.venueIds);
  const titles = new Map(venues.map((venue) => [venue.venueId, venue.title]));
  const orders = await readModels.orders
    .in(platform.readStore)
    .find(
      { venueId: { $in: [...titles.keys()] }, orderedDate: { $gte: body.from, $lte: body.to } },
      { sort: { orderedDate: 1, orderedAt: 1, _id: 1 } },
    );
  const placers = await readModels.accounts
    .in(platform.readStore)
    .find({ accountId: { $in: [...new Set(orders.map((order) => order.placedBy))] } });
  const names = new Map(placers.map((account) => [account.accountId, account.name]));
  return orders.map((order) => ({
    orderId: order.orderId,
    poNumber: order.poNumber,
    orderedDate: order.orderedDate,
    venueTitle: titles.get(order.venueId) ?? order.venueId,
    orderedBy: names.get(order.placedBy) ?? order.placedBy,
    supplierTitle: order.supplierTitle,
    status: order.status,
    lines: order.lines,
  }));
}

async function flashReport(platform: Platform, body: VenueReportBody) {
  const venues = await reportedVenues(platform, body.venueIds);
  const reports = [];
  for (const venue of venues) {
    const entries = await grossProfitEntries(platform.readStore, venue.venueId, body.from, body.to);
    reports.push({ venueTitle: venue.title, report: grossProfitReport(body.from, body.to, entries) });
  }
  return flashReportRows(reports);
}

/** The three reports of the Reports dialog (spec 03 §2, §9), as the CSV file the browser saves. */
export async function venueReportCsv(
  platform: Platform,
  kind: VenueReportKind,
  body: VenueReportBody,
): Promise<{ fileName: string; csv: string }> {
  // The gross profit screen's range rules: forwards, never past today, at most a year.
  assertRange(body.from, body.to, platform.clock());
  const { readStore, asOf } = await reportReadStore(platform, body.asOf);
  const source = { ...platform, readStore };
  const rows =
    kind === 'combined-flash'
      ? await flashReport(source, body)
      : kind === 'venues-orders'
        ? venuesOrdersReportRows(await reportOrders(source, body))
        : venueReportRows(await reportOrders(source, body));
  const moment = asOf ? `-as-of-${asOf.slice(0, 16).replace(':', '')}Z` : '';
  return { fileName: `${kind}-${body.from}-to-${body.to}${moment}.csv`, csv: toCsv(rows) };
}

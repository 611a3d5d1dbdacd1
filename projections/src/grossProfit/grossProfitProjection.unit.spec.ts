import {
  type GrossProfitEvent,
  grossProfitReport,
  grossProfitStreamId,
  type OrderEvent,
  orderStreamId,
  type ReceiptingEvent,
} from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../platform/readStore/memoryReadStore';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { receiptsProjection } from '../receipting/receiptsProjection';
import { grossProfitProjection } from './grossProfitProjection';
import { grossProfitEntries } from './grossProfitQuery';

const venueId = 'v1';
const day = (type: GrossProfitEvent['type'], data: object) =>
  ({ type, data: { venueId, ...data } }) as GrossProfitEvent;

const chipsLine = orderLine({ productId: 'chips', quantity: 4, unitPrice: 2500 });
const placed = (orderId: string, supplierId: string, orderedDate: string): OrderEvent =>
  orderPlaced({
    orderId,
    venueId,
    supplierId,
    supplierTitle: supplierId === 'brakes' ? 'Brakes' : 'Bidfood',
    requiredDeliveryDay: orderedDate,
    orderedDate,
    poNumber: `PO-${orderId}`,
    lines: [chipsLine],
  });
const approvedWithThree = (orderId: string): OrderEvent =>
  supplierApproved({ orderId, lines: [chipsLine] }, { chips: { confirmed: true, updatedQuantity: 3 } });
const deletedOrder = (orderId: string): ReceiptingEvent => ({
  type: 'ReceiptingOrderDeleted',
  data: { orderId, venueId, supplierId: 'brakes', poNumber: `PO-${orderId}` },
});

function recorded(streams: Array<[string, GrossProfitEvent | OrderEvent | ReceiptingEvent]>) {
  return streams.map(([streamId, event], index) => recordedAt(event, index + 1, streamId));
}

const gp = grossProfitStreamId(venueId);

describe('gross profit projection', () => {
  it('keeps one document per venue and day with its sales, forecast and misc costs', async () => {
    const { documents } = await projectionSpec(grossProfitProjection).given(
      ...recorded([
        [gp, day('DailySalesRecorded', { date: '2026-11-23', salesPence: 100_000 })],
        [gp, day('SalesForecastSet', { date: '2026-11-23', forecastPence: 90_000 })],
        [gp, day('MiscCostRecorded', { date: '2026-11-23', costId: 'c1', text: 'Window cleaner', amountPence: 4_500 })],
        [gp, day('MiscCostRecorded', { date: '2026-11-23', costId: 'c2', text: 'Flowers', amountPence: 2_000 })],
        [gp, day('DailySalesRecorded', { date: '2026-11-22', salesPence: 50_000 })],
        [gp, day('DailySalesDeleted', { date: '2026-11-22' })],
      ]),
    );
    expect(await documents()).toEqual([
      {
        _id: 'day:v1:2026-11-22',
        _position: 6,
        kind: 'day',
        venueId,
        date: '2026-11-22',
        salesPence: null,
        forecastPence: null,
        miscCosts: [],
      },
      {
        _id: 'day:v1:2026-11-23',
        _position: 4,
        kind: 'day',
        venueId,
        date: '2026-11-23',
        salesPence: 100_000,
        forecastPence: 90_000,
        miscCosts: [
          { costId: 'c1', text: 'Window cleaner', amountPence: 4_500 },
          { costId: 'c2', text: 'Flowers', amountPence: 2_000 },
        ],
      },
    ]);
  });

  it('changes a misc cost in place and takes a deleted one off its day', async () => {
    const { documents } = await projectionSpec(grossProfitProjection).given(
      ...recorded([
        [gp, day('MiscCostRecorded', { date: '2026-11-23', costId: 'c1', text: 'Window cleaner', amountPence: 4_500 })],
        [gp, day('MiscCostRecorded', { date: '2026-11-23', costId: 'c2', text: 'Flowers', amountPence: 2_000 })],
        [
          gp,
          day('MiscCostChanged', {
            date: '2026-11-23',
            costId: 'c1',
            text: 'Window cleaner (Nov)',
            amountPence: 4_000,
          }),
        ],
        [gp, day('MiscCostDeleted', { date: '2026-11-23', costId: 'c2' })],
      ]),
    );
    expect((await documents())[0]?.miscCosts).toEqual([
      { costId: 'c1', text: 'Window cleaner (Nov)', amountPence: 4_000 },
    ]);
  });

  it('counts each order on the day it was placed at its four-step spend, and nothing once deleted', async () => {
    // The orders' spend comes from their receipts, the read model built beside this one.
    const { store, documents } = await projectionSpec(grossProfitProjection, receiptsProjection).given(
      ...recorded([
        [orderStreamId('o1'), placed('o1', 'brakes', '2026-11-23')],
        [orderStreamId('o2'), placed('o2', 'brakes', '2026-11-23')],
        [orderStreamId('o3'), placed('o3', 'bidfood', '2026-11-23')],
        [orderStreamId('o2'), approvedWithThree('o2')],
        [orderStreamId('o3'), deletedOrder('o3')],
        [orderStreamId('o4'), placed('o4', 'bidfood', '2026-11-20')],
        [gp, day('DailySalesRecorded', { date: '2026-11-23', salesPence: 100_000 })],
      ]),
    );
    expect((await documents()).map((document) => document._id)).toEqual(['day:v1:2026-11-23']);
    const entries = await grossProfitEntries(store, venueId, '2026-11-21', '2026-11-23');
    expect(entries.map((entry) => entry._id)).toEqual(['day:v1:2026-11-23', 'order:o1', 'order:o2', 'order:o3']);
    expect(entries.some((entry) => 'lines' in entry)).toBe(false);
    const [monday] = grossProfitReport('2026-11-23', '2026-11-23', entries).days;
    // 4 × £25 ordered, and 3 × £25 once the supplier confirmed three; the deleted Bidfood order counts nothing.
    expect(monday).toMatchObject({
      salesPence: 100_000,
      purchasesPence: 17_500,
      purchases: [{ supplierId: 'brakes', supplierTitle: 'Brakes', amountPence: 17_500, orders: 2 }],
      grossProfitPercent: 82.5,
    });
  });

  it('finds nothing for another venue', async () => {
    const store = createMemoryReadStore();
    expect(await grossProfitEntries(store, 'other', '2026-11-01', '2026-11-30')).toEqual([]);
  });
});

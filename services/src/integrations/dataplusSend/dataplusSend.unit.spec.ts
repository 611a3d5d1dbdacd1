import type { DataplusOrder, DataplusSendEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type DataplusSendCommand, dataplusSendDecider } from './dataplusSend';

const spec = deciderSpecification(dataplusSendDecider);
const at = '2026-11-26T10:00:00.000Z';
const order: DataplusOrder = {
  PONumber: 'HK-0007',
  requiredDeliveryDay: '2026-11-27',
  orderIds: ['o-1'],
  dataplusInfo: { attachedInvoices: ['inv-1'], invoiceDate: '2026-11-26', invoiceNumber: 'INV-991' },
};
type Request = Extract<DataplusSendCommand, { type: 'RequestDataplusSend' }>;
const request = (overrides: Partial<Request> = {}): DataplusSendCommand => ({
  type: 'RequestDataplusSend',
  venueId: 'v1',
  poNumber: 'HK-0007',
  supplierId: 's1',
  order,
  enabled: true,
  orderSendable: true,
  today: '2026-11-26',
  now: at,
  ...overrides,
});
const requested: DataplusSendEvent = {
  type: 'DataplusSendRequested',
  data: { venueId: 'v1', poNumber: 'HK-0007', supplierId: 's1', order, requestedAt: at },
};
const sent: DataplusSendEvent = {
  type: 'DataplusSent',
  data: { venueId: 'v1', poNumber: 'HK-0007', receiptId: 'dp-1', sentAt: at },
};
const failed: DataplusSendEvent = {
  type: 'DataplusSendFailed',
  data: { venueId: 'v1', poNumber: 'HK-0007', message: 'Unknown GLN', failedAt: at },
};
const withInfo = (info: Partial<DataplusOrder['dataplusInfo']>) =>
  request({ order: { ...order, dataplusInfo: { ...order.dataplusInfo, ...info } } });

describe('dataplus send decider (spec 02 §2.6)', () => {
  it('records the request of a Confirmed or Changes order for a venue with dataplus', () => {
    spec.given([]).when(request()).then([requested]);
  });

  it('refuses a venue without dataplus, an order not confirmed, an empty invoice number and a future date', () => {
    spec
      .given([])
      .when(request({ enabled: false }))
      .thenThrows('DATAPLUS_NOT_ENABLED');
    spec
      .given([])
      .when(request({ orderSendable: false }))
      .thenThrows('DATAPLUS_ORDER_NOT_SENDABLE');
    spec
      .given([])
      .when(withInfo({ invoiceNumber: '  ' }))
      .thenThrows('DATAPLUS_INVOICE_NUMBER_REQUIRED');
    spec
      .given([])
      .when(withInfo({ invoiceDate: '2026-11-27' }))
      .thenThrows('DATAPLUS_INVOICE_DATE_IN_FUTURE');
  });

  it('refuses a second send while one is on its way or done, and allows one after a failure', () => {
    spec.given([requested]).when(request()).thenThrows('DATAPLUS_ALREADY_SENT');
    spec.given([requested, sent]).when(request()).thenThrows('DATAPLUS_ALREADY_SENT');
    spec.given([requested, failed]).when(request()).then([requested]);
  });

  it('records sent or failed once, however often the workflow reports it', () => {
    spec.given([requested]).when({ type: 'RecordDataplusSent', receiptId: 'dp-1', now: at }).then([sent]);
    spec.given([requested, sent]).when({ type: 'RecordDataplusSent', receiptId: 'dp-1', now: at }).then([]);
    spec.given([requested]).when({ type: 'RecordDataplusSendFailed', message: 'Unknown GLN', now: at }).then([failed]);
    spec.given([]).when({ type: 'RecordDataplusSendFailed', message: 'x', now: at }).then([]);
  });
});

import { type OrderEvent, orderStreamId, xeroBillWorkflowId, xeroConnectionStreamId } from '@oms/contracts';
import { systemContext } from '../../platform/commands/commandContext';
import { toNewEvents } from '../../platform/commands/handleCommand';
import type { WorkflowEngine } from '../../platform/engines/workflowEngine';
import type { Platform } from '../../platform/platform';
import { createSandboxAccountingService, sandboxOrganisations } from '../accounting/sandboxAccountingService';
import { createTokenVault } from '../accounting/tokenVault';

/**
 * For API tests outside this context: a venue connected to the sandbox (consented now), the
 * accounting service and a workflow engine that only notes what it is asked to start.
 */
export async function givenXeroConnected(platform: Platform, venueId: string, supplierNames: string[]) {
  const now = platform.clock();
  const sandbox = createSandboxAccountingService({ supplierNames: () => supplierNames, consentPath: '/consent' });
  platform.accounting ??= { accounting: sandbox, sandbox, vault: createTokenVault({ secret: 'test-key' }) };
  platform.workflows ??= {
    scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
    cancelDowngrade: async () => {},
    startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
    endSpecialPurchaseApproval: async () => {},
    startXeroBill: async (input) => ({ workflowId: xeroBillWorkflowId(input.venueId, input.poNumber) }),
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    syncOrderReminderSchedule: async () => {},
    close: async () => {},
  } satisfies WorkflowEngine;
  const streamId = xeroConnectionStreamId(venueId);
  if ((await platform.eventStore.readStream(streamId)).length > 0) return;
  const events = [
    {
      type: 'XeroConnectionRequested',
      data: { venueId, financeEmail: 'finance@venue.test', provider: 'sandbox', requestedAt: now.toISOString() },
    },
    {
      type: 'XeroConnectionAuthorised',
      data: {
        venueId,
        provider: 'sandbox',
        organisations: sandboxOrganisations(supplierNames),
        authorisedAt: now.toISOString(),
      },
    },
  ];
  const { lastPosition } = await platform.eventStore.appendToStream(streamId, toNewEvents(events, systemContext(now)), {
    expectedRevision: 'no_stream',
  });
  await platform.runner.waitFor(lastPosition);
}

/** A purchase order the supplier confirmed, ready to be sent to the accounting service. */
export async function givenConfirmedPurchaseOrder(
  platform: Platform,
  order: { venueId: string; supplierId: string; supplierTitle: string; orderId: string; poNumber: string },
) {
  const lines = [
    {
      productId: 'chips',
      sku: 'CH1',
      title: 'Chips',
      size: '2.5kg',
      UoM: 'Each',
      quantity: 2,
      unitPrice: 2349,
      hasVat: true,
    },
  ];
  const now = platform.clock();
  const events: OrderEvent[] = [
    {
      type: 'OrderPlaced',
      data: {
        ...order,
        requiredDeliveryDay: '2026-11-23',
        lines,
        orderedAt: '2026-11-20T09:00:00.000Z',
        orderedDate: '2026-11-20',
        notes: '',
        placedVia: 'dashboard',
        placedBy: 'buyer',
        placedManually: false,
      },
    },
    {
      type: 'OrderApprovedBySupplier',
      data: {
        orderId: order.orderId,
        via: 'checklist',
        lines: lines.map((line) => ({ productId: line.productId, confirmed: true, updatedQuantity: line.quantity })),
      },
    },
  ];
  const { lastPosition } = await platform.eventStore.appendToStream(
    orderStreamId(order.orderId),
    toNewEvents(events, systemContext(now)),
    { expectedRevision: 'no_stream' },
  );
  await platform.runner.waitFor(lastPosition);
}

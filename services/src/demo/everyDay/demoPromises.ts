import { addBusinessDays, businessDateOf, creditStatementStatusOf, invoiceDifferenceProductId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { accountIdForEmail } from '../../identity/account/accountId';
import type { Platform } from '../../platform/platform';

const crown = 'ven-crown-anchor';
const harbour = 'ven-harbour-kitchen';

/** One promise the demo tour (docs/demo.md) makes, and whether the seeded store keeps it. */
interface DemoPromise {
  promise: string;
  kept: boolean;
}

const has = <T>(values: readonly T[], ...wanted: T[]) => wanted.every((value) => values.includes(value));

/**
 * The demo tour's promises (docs/demo.md), read from the read models a person's screens read. Returns
 * the promises the seeded store breaks (none on a good day, and every day must be a good day).
 */
export async function brokenDemoPromises(platform: Platform, now: Date): Promise<string[]> {
  const store = platform.readStore;
  const today = businessDateOf(now);
  const checks: DemoPromise[] = [];
  const check = (promise: string, kept: boolean) => checks.push({ promise, kept });

  const venues = await readModels.venues.in(store).find({});
  check('five venues', venues.length === 5);
  const orders = await readModels.orders.in(store).find({});
  check(
    '90 days of orders',
    orders.some((order) => order.orderedDate <= addBusinessDays(today, -85)),
  );
  check(
    'orders decided by suppliers and the last two days still waiting',
    has(
      orders.map((order) => order.status),
      'confirmed',
      'received',
    ),
  );
  check('three orders added manually', orders.filter((order) => order.orderId.startsWith('manual-demo-')).length === 3);

  const crownReceipts = await readModels.receipts.in(store).find({ venueId: crown });
  const receiptStatuses = crownReceipts.map((receipt) => receipt.receiptingStatus);
  check(
    'The Crown & Anchor has receipts in every state',
    has(
      receiptStatuses,
      'Full accept',
      'Saved',
      'Sent to supplier',
      'Credit approved by supplier',
      'Rejected by supplier',
    ),
  );
  check(
    'weighed lines receipted',
    crownReceipts.some((receipt) => receipt.lines.some((line) => line.report?.error === 'Weighted item')),
  );
  const creditNotes = await readModels.creditNotes.in(store).find({ venueId: crown });
  check(
    'credit notes, some resolved',
    has(
      creditNotes.map((note) => note.resolved),
      true,
      false,
    ),
  );
  const invoices = await readModels.uploadedInvoices.in(store).find({ venueId: crown });
  check('a dozen uploaded invoices', invoices.length >= 12);
  const overInvoiced = invoices.filter((invoice) =>
    crownReceipts.some((receipt) =>
      receipt.lines.some((line) => line.productId === invoiceDifferenceProductId(invoice.invoiceId)),
    ),
  );
  check('one purchase order invoiced 10 % over what was received', overInvoiced.length === 1);

  const stockTakes = await readModels.stockTakes.in(store).find({ venueId: crown });
  check('three months of stock takes locked', stockTakes.filter((take) => take.isLocked).length === 3);
  check('this month counted, open', stockTakes.filter((take) => !take.isLocked).length === 1);
  const sheets = await readModels.stockTakeSheets.in(store).find({ _id: { $in: stockTakes.map((take) => take._id) } });
  check(
    'every stock take counts products',
    sheets.length === stockTakes.length && sheets.every((sheet) => sheet.lines.length > 0),
  );

  const aiOrders = await readModels.aiOrders.in(store).find({});
  check('a dozen Co-Pilot e-mails', aiOrders.length >= 12);
  check(
    'Co-Pilot e-mails in every state',
    has(
      aiOrders.map((order) => order.status),
      'unprocessed',
      'approved',
      'rejected',
    ),
  );

  const statements = await readModels.creditStatements
    .in(store)
    .find({ accountId: accountIdForEmail('venue@oms.test') });
  check(
    'credit statements paid, void, overdue and open',
    has(
      statements.map((statement) => creditStatementStatusOf(statement, today)),
      'paid',
      'void',
      'overdue',
      'open',
    ),
  );

  const special = await readModels.specialPurchases.in(store).find({ venueId: crown });
  check(
    'special purchases approved, declined and waiting',
    has(
      special.map((purchase) => purchase.status),
      'approved',
      'declined',
      'pending',
    ),
  );

  const bills = await readModels.xeroBills.in(store).find({ venueId: crown });
  check(
    'three bills sent to the sandbox accounting service',
    bills.filter((bill) => bill.status === 'sent').length === 3,
  );
  const dataplus = await readModels.dataplusSends.in(store).find({ venueId: harbour });
  check('two dataplus sends', dataplus.filter((send) => send.status === 'sent').length === 2);

  const plans = await readModels.venueSubscriptions.in(store).find({ _id: { $in: [crown, harbour] } });
  check(
    'The Crown & Anchor on Pro, Harbour Kitchen on Free',
    plans.find((plan) => plan._id === crown)?.plan === 'pro' &&
      (plans.find((plan) => plan._id === harbour)?.plan ?? 'free') === 'free',
  );

  const gross = await readModels.grossProfit.in(store).find({ venueId: crown });
  check('90 days of gross profit', gross.length >= 60);
  const recipes = await readModels.recipes.in(store).find({});
  check('recipes', recipes.length > 0);
  const deletion = await readModels.dataDeletionRequests.in(store).find({ status: 'pending' });
  check('one pending data deletion request', deletion.length === 1);
  const access = await readModels.subjectAccessRequests.in(store).find({ status: 'delivered' });
  check('one delivered data access request', access.length === 1);
  const pushes = await readModels.pushNotifications.in(store).find({});
  check('a push notification sent', pushes.length >= 1);
  const chat = await readModels.chatMessages.in(store).find({ venueId: crown });
  check('a short venue chat', chat.length >= 2);
  const suppliers = await readModels.suppliers.in(store).find({});
  check(
    "Dairy Fresh's last search index rebuild failed",
    suppliers.some((supplier) => supplier.title === 'Dairy Fresh' && supplier.searchIndex?.state === 'failed'),
  );
  const lists = await readModels.venueProducts.in(store).find({ venueId: { $in: [crown, harbour] } });
  check(
    'both demo venues have shopping lists',
    has(
      lists.map((product) => product.venueId),
      crown,
      harbour,
    ),
  );

  const events = await platform.eventStore.readAll();
  const future = events.filter((event) => event.metadata.recordedAt > now.toISOString());
  check(`nothing recorded after the demo's now (${future.map((event) => event.type).join(', ')})`, future.length === 0);

  return checks.filter((each) => !each.kept).map((each) => each.promise);
}

import type { AccountEvent } from '@oms/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../../identity/account/accountId';
import { givenConfirmedPurchaseOrder, givenXeroConnected } from '../../../integrations/testing/xeroReadyPurchaseOrder';
import { checklistPath } from '../../../ordering/checklist/checklistToken';
import { type ApiScenario, givenStreams } from '../../engines/apiScenario';
import { testPlatformOptions } from '../../engines/inMemoryApp';
import { account, linked, product, proPlan, supplier, venue } from '../../engines/scenarioStreams';
import { expectIdempotent, type IdempotentCommand, type PreparedCommand } from './expectIdempotent';
import { moneyOrOrderPath } from './idempotentRoutes';

// Sunday 22 November 2026, 10:00 in London; Brakes delivers Monday to Friday.
const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-tavern';
const chips = 'brakes-chips';
const buyerId = accountIdForEmail('buyer@tavern.test');

async function tavernBuyingFromBrakes() {
  const [buyerStream, buyerEvents] = await account('buyer@tavern.test', { venueIds: [venueId] });
  const credit: AccountEvent = {
    type: 'AccountCreditTermsSet',
    data: { accountId: buyerId, creditLimit: 1_000_000, creditDays: 30 },
  };
  return Object.fromEntries([
    venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
    proPlan(venueId, '2026-11-01T00:00:00.000Z'),
    [buyerStream, [...buyerEvents, credit]],
    await account('admin@platform.test', { roles: { isAdmin: true } }),
    supplier('brakes', { title: 'Brakes' }),
    product(chips, 'brakes', { supplierTitle: 'Brakes', title: 'Chips 2.5kg', OMSPrice: 2349 }),
  ]);
}

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;
let asAdmin: Awaited<ReturnType<ApiScenario['signedInAs']>>;
let sequence = 0;

beforeAll(async () => {
  scenario = await givenStreams(await tavernBuyingFromBrakes(), { now });
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
  asAdmin = await scenario.signedInAs('admin@platform.test');
});
afterAll(() => scenario.close());

async function expectOk(request: InjectOptions, as = asBuyer) {
  const response = await as(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const addChips = (quantity = 2) =>
  expectOk({ method: 'POST', url: `/api/venues/${venueId}/basket/lines`, payload: { productId: chips, quantity } });

const checklistApi = (suffix: string) =>
  checklistPath(
    testPlatformOptions.sessionSecret,
    { venueId, supplierId: 'brakes', date: '2026-11-22', orderNumber: 'all' },
    now,
  )
    .replace('/checklist/', '/api/checklist/')
    .replace('?', `${suffix}?`);

const decision = (orderId: string, confirmed: boolean, updatedQuantity = 2) => ({
  orders: [{ orderId, lines: [{ productId: chips, confirmed, updatedQuantity }] }],
});

async function placedOrderId(): Promise<string> {
  await addChips();
  const placed = await expectOk({
    method: 'POST',
    url: `/api/venues/${venueId}/basket/order`,
    payload: { requiredDeliveryDay: '2026-11-24' },
  });
  return placed.orders[0].orderId as string;
}

type Waiting = { newOrders: { orderId: string; lines: { productId: string; quantity: number }[] }[] };
/** Only a locked checklist, every order on it decided, can be adjusted. */
async function approveEverything() {
  const { newOrders } = (await expectOk({ url: checklistApi('') }, asAdmin)) as Waiting;
  const orders = newOrders.map((order) => ({
    orderId: order.orderId,
    lines: order.lines.map((line) => ({ productId: line.productId, confirmed: true, updatedQuantity: line.quantity })),
  }));
  await expectOk({ method: 'POST', url: checklistApi('/approve'), payload: { orders } }, asAdmin);
}

const statements = `/api/admin/credit/${buyerId}/statements`;
async function issuedStatement(finalized = false): Promise<string> {
  sequence += 1;
  const issued = await expectOk(
    {
      method: 'POST',
      url: statements,
      payload: { number: `CR-PREP-${sequence}`, periodStart: '2026-11-01', periodEnd: '2026-11-15', amountDue: 1_000 },
    },
    asAdmin,
  );
  const statementId = issued.drafts.find((draft: { number: string }) => draft.number === `CR-PREP-${sequence}`)
    .statementId as string;
  if (finalized) await expectOk({ method: 'POST', url: `${statements}/${statementId}/finalize` }, asAdmin);
  return statementId;
}

const statementStep = (step: 'finalize' | 'paid' | 'void', finalized: boolean): IdempotentCommand => ({
  route: `POST /api/admin/credit/:accountId/statements/:statementId/${step}`,
  withoutKey: 'refused',
  async prepare() {
    const [one, other] = [await issuedStatement(finalized), await issuedStatement(finalized)];
    return {
      as: asAdmin,
      request: { method: 'POST', url: `${statements}/${one}/${step}` },
      changed: { method: 'POST', url: `${statements}/${other}/${step}` },
    };
  },
});

/** The same POST twice over: the request, and the request with another body. */
const posting = (
  as: PreparedCommand['as'],
  url: string,
  payload: unknown,
  changedPayload: unknown,
): PreparedCommand => ({
  as,
  request: { method: 'POST', url, payload: payload as InjectOptions['payload'] },
  changed: { method: 'POST', url, payload: changedPayload as InjectOptions['payload'] },
});

/** Every money or order command: a route declaring `config.idempotent` must be here. */
const commands: IdempotentCommand[] = [
  {
    // A venue new to the platform is registered: a retried submit must not register it twice.
    route: 'POST /api/suppliers/:supplierId/customers',
    withoutKey: 'repeats',
    async prepare() {
      sequence += 1;
      const customer = {
        emailOfCustomer: `orders${sequence}@new.test`,
        accountName: `New ${sequence} Ltd`,
        venueName: `New Venue ${sequence}`,
        accountNumber: '5500',
        addressCity: 'York',
        addressLine1: '1 Street',
        addressLine2: 'Unit 1',
        addressPostCode: 'YO1 1AA',
        deliveryDays: ['Monday'],
        minimumOrder: '100',
        deliveryFee: '5',
        orderCutOffTime: '14:00',
        priceFileSupplierId: 'brakes',
      };
      return posting(asAdmin, '/api/suppliers/brakes/customers', customer, { ...customer, accountNumber: '5501' });
    },
  },
  {
    route: 'POST /api/venues/:venueId/basket/order',
    withoutKey: 'refused',
    async prepare() {
      await addChips();
      const url = `/api/venues/${venueId}/basket/order`;
      return posting(asBuyer, url, { requiredDeliveryDay: '2026-11-24' }, { requiredDeliveryDay: '2026-11-25' });
    },
  },
  {
    route: 'POST /api/venues/:venueId/orders/manual',
    withoutKey: 'refused',
    async prepare() {
      sequence += 1;
      const order = {
        supplierId: 'brakes',
        orderedDate: '2026-11-20',
        deliveryDate: '2026-11-23',
        poNumber: `PO-${sequence}`,
        products: [{ productId: chips, quantity: 2 }],
      };
      const url = `/api/venues/${venueId}/orders/manual`;
      return posting(asBuyer, url, order, { ...order, products: [{ productId: chips, quantity: 3 }] });
    },
  },
  {
    route: 'POST /api/venues/:venueId/basket/lines',
    withoutKey: 'repeats',
    async prepare() {
      const url = `/api/venues/${venueId}/basket/lines`;
      return posting(asBuyer, url, { productId: chips, quantity: 1 }, { productId: chips, quantity: 5 });
    },
  },
  {
    route: 'POST /api/checklist/:venueId/:supplierId/:date/:orderNumber/approve',
    withoutKey: 'refused',
    async prepare() {
      const orderId = await placedOrderId();
      const url = checklistApi('/approve');
      return posting(scenario.app.inject.bind(scenario.app), url, decision(orderId, true), decision(orderId, false, 0));
    },
  },
  {
    route: 'POST /api/checklist/:venueId/:supplierId/:date/:orderNumber/adjust',
    withoutKey: 'noEffect',
    async prepare() {
      const orderId = await placedOrderId();
      await approveEverything();
      const url = checklistApi('/adjust');
      return posting(asAdmin, url, decision(orderId, true, 1), decision(orderId, true, 3));
    },
  },
  {
    route: 'POST /api/venues/:venueId/subscription/plan',
    withoutKey: 'noEffect',
    async prepare() {
      const url = `/api/venues/${venueId}/subscription/plan`;
      // Each situation starts from another plan, so the command has something to change.
      await expectOk({ method: 'POST', url, payload: { plan: 'pro' } }, asAdmin);
      return posting(asAdmin, url, { plan: 'growth' }, { plan: 'starter' });
    },
  },
  {
    route: 'POST /api/admin/credit/:accountId/statements',
    withoutKey: 'refused',
    async prepare() {
      sequence += 1;
      const statement = {
        number: `CR-${sequence}`,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-15',
        amountDue: 4_200,
      };
      return posting(asAdmin, statements, statement, { ...statement, amountDue: 4_300 });
    },
  },
  {
    route: 'POST /api/venues/:venueId/subscription/checkout',
    withoutKey: 'refused',
    async prepare() {
      // Each situation starts on another plan, so paying for Growth has something to change.
      await expectOk(
        { method: 'POST', url: `/api/venues/${venueId}/subscription/plan`, payload: { plan: 'pro' } },
        asAdmin,
      );
      const card = await expectOk({
        method: 'POST',
        url: '/api/sandbox-payments/payment-methods',
        payload: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      });
      const url = `/api/venues/${venueId}/subscription/checkout`;
      const payment = { paymentMethodId: card.id, cardholderName: 'Sam Carter' };
      return posting(
        asBuyer,
        url,
        { ...payment, priceId: 'price_sandbox_growth_monthly' },
        { ...payment, priceId: 'price_sandbox_starter_monthly' },
      );
    },
  },
  {
    route: 'POST /api/venues/:venueId/special-purchases',
    // Two identical requests without a key are two requests, as two forms sent are; the dashboard sends a key.
    withoutKey: 'repeats',
    async prepare() {
      // Special purchases are a Pro feature.
      await expectOk(
        { method: 'POST', url: `/api/venues/${venueId}/subscription/plan`, payload: { plan: 'pro' } },
        asAdmin,
      );
      sequence += 1;
      const request = {
        staffName: 'Sam',
        staffEmail: 'buyer@tavern.test',
        sku: `SKU-${sequence}`,
        itemName: 'Copper pans',
        itemCostPence: 18_950,
        managerName: 'Morgan',
        managerEmail: 'morgan@tavern.test',
        supplierId: null,
        supplierTitle: 'Kitchen Supplies',
      };
      const url = `/api/venues/${venueId}/special-purchases`;
      return posting(asBuyer, url, request, { ...request, itemCostPence: 99_999 });
    },
  },
  {
    route: 'POST /api/venues/:venueId/integrations/xero/bills',
    // The decider refuses a second send of the same PO: the bill is one per purchase order.
    withoutKey: 'refused',
    async prepare(given) {
      await expectOk(
        { method: 'POST', url: `/api/venues/${venueId}/subscription/plan`, payload: { plan: 'pro' } },
        asAdmin,
      );
      await givenXeroConnected(given.platform, venueId, ['Brakes']);
      sequence += 1;
      const poNumber = `XB-${sequence}`;
      await givenConfirmedPurchaseOrder(given.platform, {
        venueId,
        supplierId: 'brakes',
        supplierTitle: 'Brakes',
        orderId: `order-${poNumber}`,
        poNumber,
      });
      // Each situation books another account than the last, so each first send also keeps the
      // supplier's new defaults: the same two events every time.
      const accountId = sequence % 2 === 0 ? 'trd-300' : 'trd-310';
      const bill = (dueDate: string) => ({
        supplierId: 'brakes',
        poNumber,
        organisationId: 'sandbox-org-trading',
        accountId,
        contactId: 'trd-contact-1',
        dueDate,
        attachInvoice: true,
      });
      const url = `/api/venues/${venueId}/integrations/xero/bills`;
      return posting(asBuyer, url, bill('2026-12-22'), bill('2026-12-29'));
    },
  },
  statementStep('finalize', false),
  statementStep('paid', true),
  statementStep('void', true),
];

/** Write routes under a money or order word that are not such commands, and why. */
const notMoneyOrOrderCommands: Record<string, string> = {
  'PUT /api/venues/:venueId/basket/lines/:productId': 'sets a quantity: the same request twice leaves the same basket',
  'PUT /api/admin/accounts/:accountId/credit-terms': 'sets the terms: the same request twice leaves the same terms',
  'POST /api/admin/orders/:orderId/order-email': 'resending the e-mail again is what an admin asks for',
  'POST /api/venues/:venueId/subscription/downgrade':
    'records a pending downgrade once (a second is refused); runs on Temporal, covered by its engine suite',
  'POST /api/venues/:venueId/subscription/downgrade/cancel': 'cancelling twice changes nothing; Temporal-driven',
  'POST /api/venues/:venueId/subscription/checkout/complete':
    'records the payment under the subscription id: a second call finds it recorded',
  'POST /api/venues/:venueId/subscription/cancel': 'a second cancel is refused: the venue is already on Free',
  'POST /api/payments/webhook':
    "Stripe's deliveries are recorded under the subscription id: a redelivery changes nothing",
  'POST /api/sandbox-payments/payment-methods': 'tokenises a card: records nothing',
  'POST /api/sandbox-payments/confirm': "the sandbox bank's answer: records nothing itself, complete does",
  'POST /api/venues/:venueId/special-purchases/:requestId/attachment':
    "the request's one file: a second upload replaces the first",
  'POST /api/venues/:venueId/receipting/:supplierId/:poNumber/receipt':
    'a second Save & Send is refused while the supplier has not answered; a resubmitted accepted report sets the same values',
  'POST /api/venues/:venueId/receipting/:supplierId/:poNumber/full-accept': 'a second full accept records nothing',
  'POST /api/venues/:venueId/receipting/:supplierId/:poNumber/products':
    'a product already on the order is refused: report its quantity instead',
  'DELETE /api/venues/:venueId/receipting/:supplierId/:poNumber': 'a deleted order is gone: a second delete is a 404',
  'PUT /api/venues/:venueId/receipting/match-tolerance': 'sets a value: the same tolerance twice records nothing',
  'POST /api/receipting/checklist/:venueId/:supplierId/:poNumber/approve':
    "the supplier's answers are recorded once: a second submit is refused (Order completed)",
  'POST /api/venues/:venueId/credit-notes/:creditNoteId/resolve': 'resolving a resolved credit note records nothing',
  'POST /api/venues/:venueId/invoice-uploads':
    'stores invoice files, no money moves; the same Idempotency-Key names the same invoices, recorded once',
  'PUT /api/venues/:venueId/invoice-uploads/:invoiceId':
    'sets the PO number: the same request twice leaves the same number',
  'DELETE /api/venues/:venueId/invoice-uploads/:invoiceId': 'a second delete is refused: the invoice is gone',
  'POST /api/venues/:venueId/ai-orders/:aiOrderId/approve':
    'a second approval is refused (Order is already approved); the order it places is keyed by the approval event',
  'POST /api/venues/:venueId/ai-orders/:aiOrderId/reject': 'a second rejection records nothing',
  'PUT /api/venues/:venueId/invoice-uploads/:invoiceId/checked':
    'marks the invoice checked: a second tick of a checked invoice records nothing',
  'POST /api/checklist/:venueId/:supplierId/:date/:orderNumber/chat/messages':
    'a chat message through the e-mailed checklist link, not money or an order: each send is a message, as in the chat',
  'POST /api/receipting/checklist/:venueId/:supplierId/:poNumber/chat/messages':
    'a chat message through the e-mailed change-request link, not money or an order: each send is a message, as in the chat',
  'POST /api/special-purchases/:requestId/decision':
    'the same answer twice records nothing; a different answer is a change of mind, recorded',
};

describe('money and order commands: idempotency keys and double submits', () => {
  it('registers every route that declares config.idempotent, and every money or order write route declares it', () => {
    const registered = commands.map((command) => command.route).sort();
    expect([...scenario.app.idempotentRoutes].sort()).toEqual(registered);
    const writes = [...scenario.app.declaredAccess.keys()].filter((route) => !route.startsWith('GET '));
    const unaccounted = writes.filter(
      (route) =>
        moneyOrOrderPath.test(route) &&
        !scenario.app.idempotentRoutes.has(route) &&
        !(route in notMoneyOrOrderCommands),
    );
    expect(unaccounted, 'declare config.idempotent and register the route here, or say why it is not one').toEqual([]);
  });

  for (const command of commands) {
    it(command.route, async () => {
      await expectIdempotent(scenario, command);
    });
  }
});

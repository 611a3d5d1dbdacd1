import { addBusinessDays, weekdayOf } from '@oms/contracts';

/** What a client was told succeeded (2xx), with what identifies its effect afterwards. */
export type Acked =
  | { kind: 'basketAdd'; venueId: string; productId: string; quantity: number }
  | { kind: 'basketOrder'; venueId: string; tag: string; orderIds: string[] }
  | { kind: 'manualOrder'; venueId: string; tag: string; orderId: string }
  | { kind: 'listChange'; venueId: string; venueProductId: string; monthlyLimit: number }
  | { kind: 'priceClear'; venueId: string; productId: string; priceChangedAt: string };

/** A shopping-list change sent but never answered: the crash may or may not have kept it. */
export interface Unanswered {
  venueProductId: string;
  monthlyLimit: number;
}

interface VenueFixture {
  venueId: string;
  productIds: string[];
  changedProductIds: string[];
  venueProductIds: string[];
  manual: { supplierId: string; productIds: string[]; today: string } | null;
}

export interface LoadOutcome {
  acked: Acked[];
  unanswered: Unanswered[];
  /** Answers that were neither 2xx nor a dropped connection (refusals by the product's rules). */
  refused: Map<string, number>;
  sent: number;
}

const MAX_REQUESTS_PER_CLIENT = 300;
/** Above any quantity the demo's own manual orders use (so a tag never matches one of them), and with 30 clients of at most 300 requests still within the 10,000 a line may order. */
const MANUAL_QUANTITY_BASE = 1_000;

export const basketOrderTag = (venueId: string, notes: string) => `basket|${venueId}|${notes}`;
export const manualOrderTag = (venueId: string, quantity: number) => `manual|${venueId}|${quantity}`;

/** The tag the load gave an order document, or null for the demo's own orders. */
export function orderTag(order: {
  venueId: string;
  notes: string;
  placedManually: boolean;
  lines: { quantity: number }[];
}) {
  if (order.placedManually) return order.lines[0] ? manualOrderTag(order.venueId, order.lines[0].quantity) : null;
  return order.notes.startsWith('crash-') ? basketOrderTag(order.venueId, order.notes) : null;
}

export async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oms.test', password: 'Demo!Pass1' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, 'content-type': 'application/json' };
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The demo venues with products to add, price changes to clear, list items to change and a manual supplier. */
export async function loadFixtures(url: string, headers: Record<string, string>, venueCount: number) {
  const { venues } = await getJson<{ venues: { venueId: string }[] }>(`${url}/api/venues?limit=50`, headers);
  const fixtures: VenueFixture[] = [];
  for (const { venueId } of venues.slice(0, venueCount)) {
    const base = `${url}/api/venues/${venueId}`;
    const catalogue = await getJson<{ products: { productId: string; priceChange: unknown }[] }>(
      `${base}/catalogue?limit=50`,
      headers,
    );
    const list = await getJson<{ products: { venueProductId: string; isCustom: boolean }[] }>(
      `${base}/products`,
      headers,
    );
    const suppliers = await getJson<{ suppliers: { supplierId: string; productCount: number }[]; today: string }>(
      `${base}/orders/manual/suppliers`,
      headers,
    );
    const supplier = suppliers.suppliers.find((candidate) => candidate.productCount > 0);
    const manualProducts = supplier
      ? await getJson<{ products: { productId: string }[] }>(
          `${base}/orders/manual/suppliers/${supplier.supplierId}/products`,
          headers,
        )
      : null;
    fixtures.push({
      venueId,
      productIds: catalogue.products.map((product) => product.productId),
      changedProductIds: catalogue.products.filter((row) => row.priceChange).map((row) => row.productId),
      venueProductIds: list.products.filter((item) => !item.isCustom).map((item) => item.venueProductId),
      manual:
        supplier && manualProducts
          ? {
              supplierId: supplier.supplierId,
              productIds: manualProducts.products.map((product) => product.productId),
              today: suppliers.today,
            }
          : null,
    });
  }
  return fixtures;
}

/**
 * `clients` loops, each on one venue and one list item of its own, cycling through basket adds,
 * basket orders, manual orders, list changes and price-notification clears until the deadline,
 * its request budget, or the first dropped connection (the crash) stops it.
 */
export async function runMixedLoad(
  url: string,
  headers: Record<string, string>,
  fixtures: VenueFixture[],
  options: { clients: number; deadline: number },
): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { acked: [], unanswered: [], refused: new Map(), sent: 0 };
  const client = async (index: number) => {
    const venue = fixtures[index % fixtures.length] as VenueFixture;
    const base = `${url}/api/venues/${venue.venueId}`;
    const ownItem = venue.venueProductIds[Math.floor(index / fixtures.length)];
    for (let seq = 0; seq < MAX_REQUESTS_PER_CLIENT && Date.now() < options.deadline; seq += 1) {
      // Orders carry no PO number (the demo plan caps distinct ones a month): a basket order is found
      // by its notes, a manual one by a line quantity no other request uses.
      const unique = index * MAX_REQUESTS_PER_CLIENT + seq + 1;
      const notes = `crash-${index}-${seq}`;
      const pick = <T>(from: T[]) => from[(index * 7 + seq) % from.length] as T;
      const step = (index + seq) % 5;
      let request: { path: string; method: string; body: unknown; onAck: (body: never) => Acked } | null = null;
      let unanswered: Unanswered | null = null;
      if (step === 0 && venue.productIds.length > 0) {
        const productId = pick(venue.productIds);
        // A quantity no other request uses, so each acknowledged add is one findable event.
        const quantity = unique;
        request = {
          path: '/basket/lines',
          method: 'POST',
          body: { productId, quantity },
          onAck: () => ({ kind: 'basketAdd', venueId: venue.venueId, productId, quantity }),
        };
      } else if (step === 1) {
        request = {
          path: '/basket/order',
          method: 'POST',
          body: { requiredDeliveryDay: weekdayFrom(venue.manual?.today ?? today(), 2), notes },
          onAck: (body: { orders: { orderId: string }[] }) => ({
            kind: 'basketOrder',
            venueId: venue.venueId,
            tag: basketOrderTag(venue.venueId, notes),
            orderIds: body.orders.map((order) => order.orderId),
          }),
        };
      } else if (step === 2 && venue.manual && venue.manual.productIds.length > 0) {
        const { supplierId, productIds, today: orderedDate } = venue.manual;
        request = {
          path: '/orders/manual',
          method: 'POST',
          body: {
            supplierId,
            orderedDate,
            deliveryDate: weekdayFrom(orderedDate, 1),
            products: [{ productId: pick(productIds), quantity: MANUAL_QUANTITY_BASE + unique }],
          },
          onAck: (body: { orderId: string }) => ({
            kind: 'manualOrder',
            venueId: venue.venueId,
            tag: manualOrderTag(venue.venueId, MANUAL_QUANTITY_BASE + unique),
            orderId: body.orderId,
          }),
        };
      } else if (step === 3 && ownItem) {
        const monthlyLimit = unique;
        unanswered = { venueProductId: ownItem, monthlyLimit };
        request = {
          path: `/products/${ownItem}`,
          method: 'PUT',
          body: { monthlyLimit },
          onAck: () => ({ kind: 'listChange', venueId: venue.venueId, venueProductId: ownItem, monthlyLimit }),
        };
      } else if (step === 4 && venue.changedProductIds.length > 0) {
        const productId = pick(venue.changedProductIds);
        request = {
          path: `/catalogue/${productId}/clear-price-notification`,
          method: 'POST',
          body: {},
          onAck: (body: { priceChangedAt: string }) => ({
            kind: 'priceClear',
            venueId: venue.venueId,
            productId,
            priceChangedAt: body.priceChangedAt,
          }),
        };
      }
      if (!request) continue;
      outcome.sent += 1;
      let response: Response;
      try {
        response = await fetch(`${base}${request.path}`, {
          method: request.method,
          headers,
          body: JSON.stringify(request.body),
        });
      } catch {
        // The server is gone: this request's fate is unknown, and this client is done.
        if (unanswered) outcome.unanswered.push(unanswered);
        return;
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        if (unanswered) outcome.unanswered.push(unanswered);
        return;
      }
      if (response.ok) outcome.acked.push(request.onAck(body as never));
      else {
        const reason = `${request.method} ${request.path.split('/')[1]} ${response.status}`;
        outcome.refused.set(reason, (outcome.refused.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return outcome;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The first Monday to Friday at least `days` days after `date`: the demo's suppliers all deliver on
 * weekdays (Brakes only then), so a Friday's orders must not ask for Saturday or Sunday.
 */
function weekdayFrom(date: string, days: number): string {
  let day = addBusinessDays(date, days);
  while (weekdayOf(day) === 'Saturday' || weekdayOf(day) === 'Sunday') day = addBusinessDays(day, 1);
  return day;
}

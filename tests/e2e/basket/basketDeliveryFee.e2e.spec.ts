import { type BasketView, formatPence, type OrdersByDay, type PlacedBasketOrder } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { fillDate } from '../support/browser';
import { deliveryDayFrom, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

// The demo: Brakes charges Harbour Kitchen £7.50 a delivery and delivers Monday to Friday.
const venueId = 'ven-harbour-kitchen';
const chips = 'sup-brakes-p001';
const brakesFee = 750;

const harness = appAndChromiumForWalks();

describe("a supplier's delivery fee in Chromium (spec 03 customers' terms)", () => {
  it("adds Brakes' delivery fee to the basket's total and to the order placed", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    const basketPath = `${harness.server.url}/api/venues/${venueId}/basket`;
    const before = (await (await page.request.get(basketPath)).json()) as BasketView;
    for (const line of before.groups.flatMap((group) => group.lines)) {
      await page.request.put(`${basketPath}/lines/${line.productId}`, { data: { quantity: 0 } });
    }
    expect(
      (await page.request.post(`${basketPath}/lines`, { data: { productId: chips, quantity: 10 } })).status(),
    ).toBe(200);
    const basket = (await (await page.request.get(basketPath)).json()) as BasketView;
    const brakes = basket.groups.find((group) => group.supplierTitle === 'Brakes');
    expect(brakes).toMatchObject({ deliveryFee: brakesFee });
    expect(brakes?.total).toBe((brakes?.linesTotal ?? 0) + brakesFee);
    expect(basket.total).toBe(brakes?.total);

    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/basket`);
    const region = page.getByRole('region', { name: 'Brakes' });
    await region
      .getByText(`Delivery fee ${formatPence(brakesFee)}`)
      .first()
      .waitFor();
    await region
      .getByText(
        `Products ${formatPence(brakes?.linesTotal ?? 0)} · Delivery fee ${formatPence(brakesFee)} · Total ${formatPence(brakes?.total ?? 0)}`,
      )
      .waitFor();
    await page.getByText(formatPence(basket.total)).last().waitFor();
    await walk.checkScreen('basket-delivery-fee');

    await page.getByRole('button', { name: 'Order Now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order products' });
    await fillDate(
      dialog.getByLabel('Delivery date'),
      deliveryDayFrom(londonToday(), (weekday) => weekday !== 'Saturday' && weekday !== 'Sunday'),
    );
    const placing = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/basket/order'),
    );
    await dialog.getByRole('button', { name: 'Order now', exact: true }).click();
    const placed = (await (await placing).json()) as PlacedBasketOrder;
    await page.waitForURL(`**/v/${venueId}/purchasing/orders`);
    const orders = (await (
      await page.request.get(`${harness.server.url}/api/venues/${venueId}/orders`)
    ).json()) as OrdersByDay;
    const order = orders.days
      .flatMap((day) => day.groups.flatMap((group) => group.orders))
      .find((candidate) => candidate.orderId === placed.orders[0]?.orderId);
    expect(order).toMatchObject({ deliveryFee: brakesFee, total: (brakes?.linesTotal ?? 0) + brakesFee });
    await page
      .getByText(`Delivery fee ${formatPence(brakesFee)}`)
      .first()
      .waitFor();
    await walk.checkScreen('orders-delivery-fee');
    await walk.finish();
  }, 180_000);
});

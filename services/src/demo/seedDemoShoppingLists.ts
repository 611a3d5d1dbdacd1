import { randomUUID } from 'node:crypto';
import { shoppingListStreamId, venueStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { type ShoppingListCommand, shoppingListDecider } from '../shoppingLists/shoppingList';
import { venueDecider } from '../venues/venue/venue';

interface DemoItem {
  productId: string;
  zone: string;
  secondaryZone: string;
  isFavourite?: boolean;
  monthlyLimit?: number;
  /** Pence. */
  specialPrice?: number;
}

/** What a pub kitchen and bar keep on their list, where they keep it, and a deal or two with suppliers. */
const crownAnchorList: DemoItem[] = [
  { productId: 'sup-brakes-p001', zone: 'Freezer', secondaryZone: 'Kitchen', isFavourite: true, monthlyLimit: 20 },
  { productId: 'sup-brakes-p002', zone: 'Dry Store', secondaryZone: 'Kitchen' },
  { productId: 'sup-brakes-p003', zone: 'Dry Store', secondaryZone: 'Kitchen' },
  { productId: 'sup-brakes-p004', zone: 'Walk-in Fridge', secondaryZone: 'Kitchen', isFavourite: true },
  { productId: 'sup-matthew-clark-p001', zone: 'Cellar', secondaryZone: 'Back Bar', isFavourite: true },
  { productId: 'sup-matthew-clark-p004', zone: 'Back Bar', secondaryZone: 'Back Bar', specialPrice: 1_750 },
  { productId: 'sup-matthew-clark-p005', zone: 'Cellar', secondaryZone: 'Cellar', monthlyLimit: 8 },
  { productId: 'sup-matthew-clark-p007', zone: 'Bottle Fridge', secondaryZone: 'Back Bar' },
  { productId: 'sup-fresh-direct-p003', zone: 'Walk-in Fridge', secondaryZone: 'Back Bar', isFavourite: true },
  { productId: 'sup-fresh-direct-p004', zone: 'Veg Store', secondaryZone: 'Kitchen' },
  { productId: 'sup-smithfield-p002', zone: 'Walk-in Fridge', secondaryZone: 'Kitchen', specialPrice: 3_450 },
  { productId: 'sup-dairy-fresh-p002', zone: 'Walk-in Fridge', secondaryZone: 'Pastry' },
];

const harbourKitchenList: DemoItem[] = [
  { productId: 'sup-fresh-direct-p001', zone: 'Walk-in Fridge', secondaryZone: 'Pass', isFavourite: true },
  { productId: 'sup-fresh-direct-p007', zone: 'Walk-in Fridge', secondaryZone: 'Pass' },
  { productId: 'sup-smithfield-p004', zone: 'Meat Fridge', secondaryZone: 'Grill', specialPrice: 8_400 },
  { productId: 'sup-dairy-fresh-p003', zone: 'Walk-in Fridge', secondaryZone: 'Pastry', monthlyLimit: 12 },
];

async function seedList(platform: Platform, venueId: string, items: DemoItem[], context: CommandContext) {
  const catalogue = readModels.catalogueProducts.in(platform.readStore);
  const run = (command: ShoppingListCommand) =>
    handleCommand(platform.eventStore, shoppingListStreamId(venueId), shoppingListDecider, command, context);
  for (const item of items) {
    const product = await catalogue.findOne({ _id: item.productId });
    if (!product) continue;
    const venueProductId = randomUUID();
    const placement = { zone: item.zone, secondaryZone: item.secondaryZone, type: product.type };
    await run({
      type: 'AddVenueProduct',
      venueId,
      venueProductId,
      product: { ...product, zone: product.zone ?? null },
      placement,
      isFavourite: item.isFavourite ?? false,
    });
    if (item.monthlyLimit || item.specialPrice) {
      await run({
        type: 'ChangeVenueProduct',
        venueId,
        venueProductId,
        placement,
        monthlyLimit: item.monthlyLimit ?? null,
        specialPrice: item.specialPrice ?? null,
        OMSSpecialPrice: null,
      });
    }
  }
  for (const zone of new Set(items.map((item) => item.secondaryZone))) {
    await handleCommand(
      platform.eventStore,
      venueStreamId(venueId),
      venueDecider,
      { type: 'AddSecondaryZone', zone },
      context,
    );
  }
}

/**
 * Issue 6 points 1 and 2 in the demo: both demo venues have a shopping list with favourites,
 * zones, limits and special prices, and Harbour Kitchen has the dataplus integration (GLN column).
 */
export async function seedDemoShoppingLists(platform: Platform, now: Date): Promise<void> {
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
  await seedList(platform, 'ven-crown-anchor', crownAnchorList, systemContext(now));
  await seedList(platform, 'ven-harbour-kitchen', harbourKitchenList, systemContext(now));
  await handleCommand(
    platform.eventStore,
    venueStreamId('ven-harbour-kitchen'),
    venueDecider,
    { type: 'SetCatalogueOptions', options: { dataplusIntegration: true, isPriceChangesVisible: true } },
    systemContext(now),
  );
  // A custom product: something bought at the market, not from a catalogue supplier.
  await handleCommand(
    platform.eventStore,
    shoppingListStreamId('ven-crown-anchor'),
    shoppingListDecider,
    {
      type: 'AddCustomProduct',
      venueId: 'ven-crown-anchor',
      venueProductId: randomUUID(),
      product: { title: 'Wild Garlic', supplierTitle: 'Farmers Market', sku: '', size: '2', UoM: 'Kg', price: 650 },
      placement: { zone: 'Veg Store', secondaryZone: 'Kitchen', type: 'Herbs' },
    },
    systemContext(now),
  );
  await platform.runner.waitForAll(await platform.eventStore.headPosition(), 120_000);
}

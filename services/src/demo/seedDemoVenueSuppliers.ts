import { venueStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { type VenueCommand, venueDecider } from '../venues/venue/venue';
import { demoSuppliers, demoVenues } from './demoCatalogue';

const harbourKitchen = 'ven-harbour-kitchen';

/**
 * What an OMS admin set up on the demo's venue suppliers, so 'Your active suppliers' shows each
 * case: Harbour Kitchen agreed its own terms with Smithfield Butchers, stopped buying from one
 * supplier and has another whose catalogue is closed; one other venue hides its prices.
 */
export async function seedDemoVenueSuppliers(platform: Platform, now: Date): Promise<void> {
  const { readStore, eventStore, runner } = platform;
  await runner.waitForAll(await eventStore.headPosition(), 120_000);
  const context = { ...systemContext(now), actorAccountId: 'demo-oms-admin', actorRole: 'admin' as const };
  const run = (venueId: string, command: VenueCommand) =>
    handleCommand(eventStore, venueStreamId(venueId), venueDecider, command, context);

  const links = await readModels.venueSuppliers.in(readStore).find({ venueId: harbourKitchen });
  const smithfield = links.find((link) => link.supplierId === 'sup-smithfield');
  if (smithfield) {
    await run(harbourKitchen, {
      type: 'UpdateSupplierTerms',
      supplierId: smithfield.supplierId,
      terms: {
        accountNumber: smithfield.accountNumber,
        minOrderValue: 12_000,
        deliveryDays: ['Tuesday', 'Friday'],
        orderCutOffTime: '11:00',
      },
    });
  }
  const curated = new Set(demoSuppliers.map((supplier) => supplier.supplierId));
  const [stopped, closed] = links
    .filter((link) => !curated.has(link.supplierId))
    .sort((a, b) => a.supplierId.localeCompare(b.supplierId));
  if (stopped) {
    await run(harbourKitchen, {
      type: 'SetSupplierVisibility',
      supplierId: stopped.supplierId,
      visibility: { isActive: false, isCatalogueAccessible: false },
    });
  }
  if (closed) {
    await run(harbourKitchen, {
      type: 'SetSupplierVisibility',
      supplierId: closed.supplierId,
      visibility: { isActive: true, isCatalogueAccessible: false },
    });
  }

  const demoVenueIds = new Set(demoVenues.map((venue) => venue.venueId));
  const [pricesHidden] = (await readModels.venues.in(readStore).find({}, { sort: { titleKey: 1 } })).filter(
    (venue) => !demoVenueIds.has(venue.venueId),
  );
  if (pricesHidden) {
    const { _id, _position, venueId, titleKey, addressUpdatedAt, ...settings } = pricesHidden;
    await run(venueId, { type: 'UpdateSettings', settings: { ...settings, isPricesHidden: true } });
  }
  await runner.waitForAll(await eventStore.headPosition(), 120_000);
}

import {
  type VenueAdminSettings,
  type VenueAdminSettingsBody,
  venueAdminSettingsBodySchema,
  venueStreamId,
} from '@oms/contracts';
import type { DeepReadonly, VenueDocument } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { findVenue } from '../findVenue';
import { adminSettingsOf, defaultCatalogueOptions, venueDecider } from '../venue/venue';

export function adminSettingsView(venue: DeepReadonly<VenueDocument>): VenueAdminSettings {
  const settings = adminSettingsOf(venue, venue.adminSettings);
  return {
    venueId: venue.venueId,
    title: venue.title,
    ...settings,
    statsReciveEmails: [...settings.statsReciveEmails],
    dataplusIntegration: venue.dataplusIntegration ?? defaultCatalogueOptions.dataplusIntegration,
    isPriceChangesVisible: venue.isPriceChangesVisible ?? defaultCatalogueOptions.isPriceChangesVisible,
  };
}

export async function setVenueAdminSettings(
  platform: Platform,
  venueId: string,
  body: VenueAdminSettingsBody,
  context: CommandContext,
): Promise<VenueAdminSettings> {
  await findVenue(platform, venueId);
  const settings = venueAdminSettingsBodySchema.parse(body);
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId(venueId),
    venueDecider,
    { type: 'SetAdminSettings', settings },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return adminSettingsView(await findVenue(platform, venueId));
}

export async function deleteVenue(platform: Platform, venueId: string, context: CommandContext): Promise<void> {
  await findVenue(platform, venueId);
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId(venueId),
    venueDecider,
    { type: 'DeleteVenue' },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

import { createHash, randomUUID } from 'node:crypto';
import { type CustomerFormValues, supplierPortalErrors, venueStreamId } from '@oms/contracts';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { findVenue } from '../../venues/findVenue';
import { freshVenueCode } from '../../venues/routes';
import { type CustomerDetails, venueDecider } from '../../venues/venue/venue';
import { priceFilesOf, supplierOf } from './customerViews';

function termsOf(form: CustomerFormValues) {
  return {
    accountNumber: form.accountNumber,
    minOrderValue: form.minimumOrder,
    deliveryDays: form.deliveryDays,
    orderCutOffTime: form.orderCutOffTime,
  };
}

function detailsOf(form: CustomerFormValues): CustomerDetails {
  return {
    customerEmail: form.emailOfCustomer,
    accountName: form.accountName,
    deliveryFee: form.deliveryFee,
    priceFileSupplierId: form.priceFileSupplierId,
  };
}

async function assertPriceFile(platform: Platform, supplierId: string, priceFileSupplierId: string) {
  const files = priceFilesOf(await supplierOf(platform, supplierId));
  if (!files.some((file) => file.supplierId === priceFileSupplierId)) {
    throw domainErrorOf(supplierPortalErrors.unknownPriceFile);
  }
}

/**
 * A venue new to the platform gets an id derived from the request's idempotency key when it has
 * one, so a repeated submit lands on the same stream and registers nothing twice.
 */
function newVenueId(supplierId: string, context: CommandContext): string {
  if (!context.idempotencyKey) return `ven-${randomUUID().slice(0, 8)}`;
  const digest = createHash('sha256').update(`${supplierId}\n${context.idempotencyKey}`).digest('hex');
  return `ven-${digest.slice(0, 12)}`;
}

/** Takes on an existing venue (its own title and address stay as the venue keeps them) or registers a new one. */
export async function addCustomer(
  platform: Platform,
  supplierId: string,
  form: CustomerFormValues,
  existingVenueId: string | undefined,
  context: CommandContext,
  options: { waitForReadModels?: boolean } = {},
): Promise<{ venueId: string; position: number }> {
  await assertPriceFile(platform, supplierId, form.priceFileSupplierId);
  const terms = termsOf(form);
  const details = detailsOf(form);
  let venueId = existingVenueId;
  let outcome: Awaited<ReturnType<typeof handleCommand>>;
  if (venueId) {
    await findVenue(platform, venueId);
    outcome = await handleCommand(
      platform.eventStore,
      venueStreamId(venueId),
      venueDecider,
      { type: 'SetSupplierCustomer', supplierId, terms, details, mustBeNew: true },
      context,
    );
  } else {
    venueId = newVenueId(supplierId, context);
    outcome = await handleCommand(
      platform.eventStore,
      venueStreamId(venueId),
      venueDecider,
      {
        type: 'RegisterCustomerVenue',
        supplierId,
        terms,
        details,
        venue: {
          venueId,
          title: form.venueName,
          code: await freshVenueCode(platform, form.venueName),
          addressLine1: form.addressLine1,
          addressLine2: form.addressLine2,
          addressCity: form.addressCity,
          addressPostCode: form.addressPostCode,
          phoneNumber: '',
          isPricesHidden: false,
        },
      },
      context,
    );
  }
  if (options.waitForReadModels !== false) await platform.runner.waitFor(outcome.position);
  return { venueId, position: outcome.position };
}

/** The supplier's terms and customer fields; the venue's own title and address are not the supplier's to change. */
export async function editCustomer(
  platform: Platform,
  supplierId: string,
  venueId: string,
  form: CustomerFormValues,
  context: CommandContext,
): Promise<void> {
  await assertPriceFile(platform, supplierId, form.priceFileSupplierId);
  await findVenue(platform, venueId);
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId(venueId),
    venueDecider,
    { type: 'SetSupplierCustomer', supplierId, terms: termsOf(form), details: detailsOf(form), mustBeNew: false },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

export async function removeCustomer(
  platform: Platform,
  supplierId: string,
  venueId: string,
  by: 'supplier' | 'admin',
  context: CommandContext,
): Promise<void> {
  await findVenue(platform, venueId);
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId(venueId),
    venueDecider,
    { type: 'UnlinkSupplier', supplierId, by },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

import { downgradeWorkflowId, subscriptionErrors, type VenueSubscriptionView } from '@oms/contracts';
import { readModels, type VenueSubscriptionDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';

function toVenueSubscription({ _id, _position, ...subscription }: VenueSubscriptionDocument): VenueSubscriptionView {
  const pending = subscription.pendingDowngrade;
  // The id an operator finds the downgrade's workflow by in the Temporal Web UI.
  return {
    ...subscription,
    // Documents written before payments existed carry no provider.
    paymentProvider: subscription.paymentProvider ?? null,
    pendingDowngrade: pending && { ...pending, workflowId: downgradeWorkflowId(subscription.venueId) },
  };
}

/** The venue's subscription as the API shows it. */
export async function currentSubscription(platform: Platform, venueId: string): Promise<VenueSubscriptionView> {
  const document = await readModels.venueSubscriptions.in(platform.readStore).findOne({ _id: venueId });
  if (!document) throw domainErrorOf(subscriptionErrors.noSubscription);
  return toVenueSubscription(document);
}

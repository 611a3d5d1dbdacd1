import { Tag } from '@blueprintjs/core';
import { activatedByAdminLabel, formatLondonDateTime, formatPence, type VenueSubscriptionView } from '@oms/contracts';
import { DetailsTable } from '../platform/DetailsTable';

const collectionMethods: Record<string, string> = { charge_automatically: 'Charge automatically' };

/** Spec 02 §2.12: subscriptionId, plan nickname, amount, interval, period, collection method and status. */
export function SubscriptionDetails({ subscription }: { subscription: VenueSubscriptionView }) {
  const rows: Array<[string, string]> = [
    ['Subscription ID', subscription.subscriptionId],
    ['Plan', subscription.planName],
    ['Amount', formatPence(subscription.amountPence)],
    ['Interval', subscription.interval],
    ['Current period start', formatLondonDateTime(subscription.currentPeriodStart)],
    ['Current period end', formatLondonDateTime(subscription.currentPeriodEnd)],
    ['Collection method', collectionMethods[subscription.collectionMethod] ?? subscription.collectionMethod],
    ['Status', subscription.status === 'active' ? 'Active' : 'Cancelled'],
  ];
  return (
    <div className="subscription-details">
      <div className="subscription-details__tags">
        {subscription.activatedByAdmin && (
          <Tag intent="primary" icon="shield">
            {activatedByAdminLabel}
          </Tag>
        )}
        {subscription.paymentProvider === 'sandbox' && <Tag icon="lab-test">Paid with sandbox payments</Tag>}
      </div>
      <DetailsTable rows={rows} />
    </div>
  );
}

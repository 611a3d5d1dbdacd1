/** subscriptions: plans and subscription changes; the downgrade itself runs as a Temporal workflow. */
export { subscriptionDecider } from './subscription/subscription';

/** subscriptions: plans, limits and subscription changes. Nothing of it lives in contracts yet. */
export {};

/** subscriptions: plans, limits and subscription changes. Nothing of it lives in projections yet. */
export {};

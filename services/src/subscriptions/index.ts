/** subscriptions: plans, limits and subscription changes. Nothing of it lives in services yet. */
export {};

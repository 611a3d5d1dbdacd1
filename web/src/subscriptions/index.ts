/** subscriptions: plans, limits and subscription changes. Nothing of it lives in web yet. */
export {};

/** specialPurchases: special purchases and their approvals. Nothing of it lives in services yet. */
export {};

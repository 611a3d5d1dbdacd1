/** specialPurchases: special purchases and their approvals. Nothing of it lives in projections yet. */
export {};

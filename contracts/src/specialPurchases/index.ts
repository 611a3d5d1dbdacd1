/** specialPurchases: special purchases and their approvals. Nothing of it lives in contracts yet. */
export {};

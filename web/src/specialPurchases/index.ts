/** specialPurchases: special purchases and their approvals. Nothing of it lives in web yet. */
export {};

/** stock: stock takes. Nothing of it lives in contracts yet. */
export {};

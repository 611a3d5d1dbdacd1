/** stock: stock takes. Nothing of it lives in services yet. */
export {};

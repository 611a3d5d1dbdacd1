/** stock: stock takes. Nothing of it lives in workflows yet. */
export {};

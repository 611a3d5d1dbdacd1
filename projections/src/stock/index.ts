/** stock: stock takes. Nothing of it lives in projections yet. */
export {};

/** stock: stock takes. Nothing of it lives in web yet. */
export {};

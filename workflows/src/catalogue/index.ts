/** catalogue: suppliers, products, prices and catalogue search. Nothing of it lives in workflows yet. */
export {};

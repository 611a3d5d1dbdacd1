/** receipting: goods receipting of delivered orders and credit notes. Nothing of it lives in projections yet. */
export {};

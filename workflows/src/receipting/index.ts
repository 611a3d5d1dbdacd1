/** receipting: goods receipting of delivered orders and credit notes. Nothing of it lives in workflows yet. */
export {};

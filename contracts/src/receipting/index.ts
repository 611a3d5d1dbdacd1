/** receipting: goods receipting of delivered orders and credit notes. Nothing of it lives in contracts yet. */
export {};

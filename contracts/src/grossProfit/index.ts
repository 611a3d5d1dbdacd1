/** grossProfit: gross profit reporting. Nothing of it lives in contracts yet. */
export {};

/** grossProfit: gross profit reporting. Nothing of it lives in projections yet. */
export {};

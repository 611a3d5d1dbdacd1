/** grossProfit: gross profit reporting. Nothing of it lives in services yet. */
export {};

/** grossProfit: gross profit reporting. Nothing of it lives in web yet. */
export {};

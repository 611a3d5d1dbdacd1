/** grossProfit: gross profit reporting. Nothing of it lives in workflows yet. */
export {};

/** venues: venues, their settings and their suppliers. Nothing of it lives in workflows yet. */
export {};

/** admin: the platform admin area. Nothing of it lives in projections yet. */
export {};

/** admin: the platform admin area. Nothing of it lives in workflows yet. */
export {};

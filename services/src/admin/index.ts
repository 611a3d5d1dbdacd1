/** admin: the platform admin area. Nothing of it lives in services yet. */
export {};

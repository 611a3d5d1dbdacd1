/** admin: the platform admin area. Nothing of it lives in contracts yet. */
export {};

/** admin: the platform admin area. Nothing of it lives in web yet. */
export {};

/** admin: the platform admin area and the cross-venue overview. */
export {};

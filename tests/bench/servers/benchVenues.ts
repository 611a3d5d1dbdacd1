/** Venues the API server prepares for P1, each with a basket ready to order from Dairy Fresh. */
export const benchSupplierId = 'sup-dairy-fresh';
export const benchProductId = 'sup-dairy-fresh-p001';
export const benchVenueId = (index: number) => `ven-bench-${index}`;

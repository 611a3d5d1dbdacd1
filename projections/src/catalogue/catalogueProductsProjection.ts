import type { ProductListed } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type CatalogueProductDocument = ProductListed & { _id: string; [key: string]: unknown };

export const catalogueProductsProjection = defineProjection<CatalogueProductDocument>({
  name: 'catalogueProducts',
  collection: 'catalogueProducts',
  handles: ['ProductListed'],
  indexes: [{ keys: { supplierId: 1, title: 1 } }],
  documentIds: (event) => [(event.data as ProductListed).productId],
  evolve: (_document, event) => {
    const data = event.data as ProductListed;
    return { _id: data.productId, ...data };
  },
});

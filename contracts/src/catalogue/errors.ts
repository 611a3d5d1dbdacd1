import { defineErrors } from '../platform/errors';
import { adminSupplierMessages } from './adminSuppliers';
import { catalogueMessages } from './api';
import { supplierProductMessages } from './supplierProducts';

export const invalidPriceMessage = 'Prices are whole pence and cannot be negative';

/** Every way the catalogue (suppliers, products, prices) refuses a request. */
export const catalogueErrors = defineErrors({
  supplierNotFound: { code: 'NOT_FOUND', status: 404, message: 'Supplier was not found' },
  productNotFound: { code: 'NOT_FOUND', status: 404, message: 'Product was not found' },
  supplierExists: { code: 'SUPPLIER_EXISTS', status: 409, message: 'This supplier is already on the platform' },
  productExists: { code: 'PRODUCT_EXISTS', status: 409, message: 'This product is already listed' },
  /** `fields` names the price that broke the rule. */
  invalidPrice: { code: 'INVALID_PRICE', status: 400, message: invalidPriceMessage },
  noPriceChange: { code: 'NO_PRICE_CHANGE', status: 409, message: catalogueMessages.noPriceChange },
  skuTaken: { code: 'SKU_TAKEN', status: 409, message: supplierProductMessages.skuTaken, field: 'sku' },
  /** A deleted supplier's products would stay in its venues' catalogues and baskets: unlink them first. */
  supplierStillSupplies: {
    code: 'SUPPLIER_STILL_SUPPLIES',
    status: 409,
    message: 'This supplier still supplies venues; remove it from their suppliers first',
  },
  /** Spec 03 §8: a failed reindex marks the supplier "Failed to rebuild". */
  searchIndexRebuildFailed: {
    code: 'SEARCH_INDEX_REBUILD_FAILED',
    status: 409,
    message: adminSupplierMessages.failedToRebuild,
  },
  priceFileDateInFuture: {
    code: 'PRICE_FILE_DATE_IN_FUTURE',
    status: 400,
    message: supplierProductMessages.dateInFuture,
    field: 'date',
  },
});

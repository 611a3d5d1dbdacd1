import { defineErrors } from '../platform/errors';
import { planLimitMessages } from '../subscriptions/planLimits';

export const specialPurchaseErrors = defineErrors({
  proOnly: {
    code: 'PLAN_FEATURE',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.featureOf('pro'),
  },
  notFound: { code: 'SPECIAL_PURCHASE_NOT_FOUND', status: 404, message: 'This special purchase could not be found' },
  linkInvalid: {
    code: 'APPROVAL_LINK_INVALID',
    status: 403,
    message: 'This approval link is not valid. Please use the link in the approval e-mail.',
  },
  linkExpired: {
    code: 'APPROVAL_LINK_EXPIRED',
    status: 410,
    message: 'This approval link has expired. Ask the staff member to send the request again.',
  },
  supplierRequired: {
    code: 'SUPPLIER_REQUIRED',
    status: 400,
    field: 'supplierTitle',
    message: 'Choose a supplier or type its name',
  },
  unknownSupplier: {
    code: 'UNKNOWN_SUPPLIER',
    status: 400,
    field: 'supplierId',
    message: 'This supplier is not one of the venue’s suppliers',
  },
});

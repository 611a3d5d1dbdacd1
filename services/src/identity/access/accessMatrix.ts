import type { Access } from './access';

/**
 * Who may call each API route. A route added without a line here fails the access matrix test;
 * a line whose route is gone fails it too.
 */
export const accessMatrix: Record<string, Access> = {
  'GET /api/session': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/reset-password/request': 'public',
  'POST /api/auth/reset-password/confirm': 'public',
  'PUT /api/account/secondary-emails': 'signedIn',
  'GET /api/mailbox': 'mailbox',
  'GET /api/admin/accounts': 'admin',
  'PUT /api/admin/accounts/:accountId/roles': 'admin',
  'POST /api/admin/accounts/:accountId/venues': 'admin',
  'DELETE /api/admin/accounts/:accountId/venues/:venueId': 'admin',
  'PUT /api/admin/accounts/:accountId/credit-terms': 'admin',
  'POST /api/admin/legacy-users': 'admin',
  'GET /api/venues': 'signedIn',
  'POST /api/venues': 'signedIn',
  'GET /api/venues/:venueId': 'venue',
  'GET /api/venues/:venueId/settings': 'venue',
  'PUT /api/venues/:venueId/settings': 'venue',
  'POST /api/venues/:venueId/settings/code': 'venue',
  'GET /api/venues/:venueId/catalogue': 'venue',
  'GET /api/venues/:venueId/catalogue/search': 'venue',
  'GET /api/venues/:venueId/basket': 'venue',
  'POST /api/venues/:venueId/basket/lines': 'venue',
  'PUT /api/venues/:venueId/basket/lines/:productId': 'venue',
  'POST /api/venues/:venueId/basket/order': 'venue',
  'GET /api/venues/:venueId/orders': 'venue',
  'GET /api/venues/:venueId/orders/days': 'venue',
  'GET /api/venues/:venueId/orders/manual/suppliers': 'venue',
  'GET /api/venues/:venueId/orders/manual/suppliers/:supplierId/products': 'venue',
  'POST /api/venues/:venueId/orders/manual': 'venue',
  'GET /api/suppliers/:supplierId': 'supplier',
  // Public, but refused without the link's signed token unless an admin or the supplier's admin asks.
  'GET /api/checklist/:venueId/:supplierId/:date/:orderNumber': 'public',
  'POST /api/checklist/:venueId/:supplierId/:date/:orderNumber/approve': 'public',
  'POST /api/checklist/:venueId/:supplierId/:date/:orderNumber/adjust': 'adminArea',
  'GET /api/venues/:venueId/subscription': 'venue',
  'POST /api/venues/:venueId/subscription/plan': 'admin',
  'POST /api/venues/:venueId/subscription/downgrade': 'venue',
  'POST /api/venues/:venueId/subscription/downgrade/cancel': 'venue',
};

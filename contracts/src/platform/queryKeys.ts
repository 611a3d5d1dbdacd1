/**
 * The dashboard's TanStack Query keys, one factory per screen's data. The web builds its queries
 * from them and the realtime reactor names the same factories when it tells pages to refresh, so a
 * renamed key cannot silently stop a refresh. Keys nest: invalidating a prefix refreshes all below.
 */
const venue = (venueId: string) => ['venues', venueId] as const;
const orders = (venueId: string) => [...venue(venueId), 'orders'] as const;
const session = ['session'] as const;

export const queryKeys = {
  identity: {
    session,
    sandboxMail: [...session, 'sandbox-mail'] as const,
    mailbox: ['mailbox'] as const,
    ownSubjectAccessRequests: [...session, 'subject-access-requests'] as const,
  },
  admin: {
    all: ['admin'] as const,
    workflows: () => ['admin', 'workflows'] as const,
    workflowListing: () => ['admin', 'workflows', 'listing'] as const,
    dataplusSandbox: () => ['admin', 'dataplus', 'sandbox'] as const,
    dataDeletionRequests: () => ['admin', 'data-deletion-requests'] as const,
    subjectAccessRequests: () => ['admin', 'subject-access-requests'] as const,
    retentionDeletions: () => ['admin', 'retention-deletions'] as const,
    pushRecipients: () => ['admin', 'push-notifications', 'recipients'] as const,
    pushNotifications: () => ['admin', 'push-notifications', 'sent'] as const,
    orders: (start: string, end: string, asOf = 'now') => ['admin', 'orders', start, end, asOf] as const,
    spending: (start: string, end: string, asOf = 'now') => ['admin', 'spending', start, end, asOf] as const,
    suppliers: () => ['admin', 'suppliers'] as const,
    /** Every account (the e-mail select); its pages sit below it, so one refresh covers both. */
    accounts: () => ['admin', 'accounts'] as const,
    accountsPage: (page: number) => ['admin', 'accounts', page] as const,
    creditReport: (asOf = 'now') => ['admin', 'credit-report', asOf] as const,
  },
  overview: {
    pastOrders: (start: string, end: string, page: number, limit: number) =>
      ['overview', 'pastOrders', start, end, page, limit] as const,
    spending: (start: string, end: string) => ['overview', 'spending', start, end] as const,
  },
  venues: {
    all: ['venues'] as const,
    list: (search: unknown) => ['venues', { list: search }] as const,
    venue,
    summary: (venueId: string) => [...venue(venueId), 'summary'] as const,
    settings: (venueId: string) => [...venue(venueId), 'settings'] as const,
    suppliers: (venueId: string) => [...venue(venueId), 'suppliers'] as const,
    adminSettings: (venueId: string) => [...venue(venueId), 'admin-settings'] as const,
  },
  catalogue: {
    all: (venueId: string) => [...venue(venueId), 'catalogue'] as const,
    page: (venueId: string, page: unknown) => [...venue(venueId), 'catalogue', page] as const,
    search: (venueId: string, search: unknown) => [...venue(venueId), 'catalogue', 'search', search] as const,
  },
  shoppingLists: {
    list: (venueId: string) => [...venue(venueId), 'shoppingList'] as const,
  },
  ordering: {
    basket: (venueId: string) => [...venue(venueId), 'basket'] as const,
    /** Everything derived from orders sits below this key: a new order or decision refreshes it all. */
    orders,
    ordersInRange: (venueId: string, range: unknown) => [...orders(venueId), range] as const,
    orderDays: (venueId: string, range: unknown) => [...orders(venueId), 'days', range] as const,
    history: (venueId: string, orderId: string) => [...orders(venueId), 'history', orderId] as const,
    filterOptions: (venueId: string) => [...orders(venueId), 'filterOptions'] as const,
    orderedProducts: (venueId: string, filters: unknown) => [...orders(venueId), 'orderedProducts', filters] as const,
    spend: (venueId: string, filters: unknown) => [...orders(venueId), 'spend', filters] as const,
    manualOrderSuppliers: (venueId: string) => [...orders(venueId), 'manual', 'suppliers'] as const,
    manualOrderProducts: (venueId: string, supplierId: string, term: string) =>
      [...orders(venueId), 'manual', 'products', supplierId, term] as const,
    /** One supplier's checklists for a venue, whatever the day, order or link. */
    checklists: (venueId: string, supplierId: string) => ['checklist', venueId, supplierId] as const,
    checklist: (
      venueId: string,
      supplierId: string,
      date: string,
      orderNumber: string,
      token: string | null | undefined,
    ) => ['checklist', venueId, supplierId, date, orderNumber, token] as const,
  },
  invoices: {
    credit: (venueId: string) => [...venue(venueId), 'credit'] as const,
    statements: (venueId: string, filters: unknown) => [...orders(venueId), 'statements', filters] as const,
    invoice: (venueId: string, range: unknown, filters: unknown) =>
      [...orders(venueId), 'invoice', range, filters] as const,
    uploads: (venueId: string) => [...venue(venueId), 'invoice-uploads'] as const,
    uploadedFile: (venueId: string, invoiceId: string) => [...venue(venueId), 'invoice-uploads', invoiceId] as const,
  },
  subscriptions: {
    planUsage: (venueId: string) => [...venue(venueId), 'plan-usage'] as const,
    subscription: (venueId: string) => [...venue(venueId), 'subscription'] as const,
    prices: (venueId: string) => [...venue(venueId), 'plan-prices'] as const,
  },
  recipes: {
    all: (venueId: string) => [...venue(venueId), 'recipes'] as const,
    list: (venueId: string) => [...venue(venueId), 'recipes', 'list'] as const,
    detail: (venueId: string, recipeId: string) => [...venue(venueId), 'recipes', 'detail', recipeId] as const,
    categories: (venueId: string) => [...venue(venueId), 'recipes', 'categories'] as const,
    products: (venueId: string) => [...venue(venueId), 'recipes', 'products'] as const,
  },
  stockTakes: {
    all: (venueId: string) => [...venue(venueId), 'stock-takes'] as const,
    list: (venueId: string) => [...venue(venueId), 'stock-takes', 'list'] as const,
    detail: (venueId: string, stockTakeId: string) =>
      [...venue(venueId), 'stock-takes', 'detail', stockTakeId] as const,
    report: (venueId: string, stockTakeId: string, kind: string) =>
      [...venue(venueId), 'stock-takes', 'report', stockTakeId, kind] as const,
    suggestedOrders: (venueId: string, stockTakeId: string) =>
      [...venue(venueId), 'stock-takes', 'suggested-orders', stockTakeId] as const,
  },
  receipting: {
    all: (venueId: string) => [...venue(venueId), 'receipting'] as const,
    purchaseOrders: (venueId: string, range: unknown) => [...venue(venueId), 'receipting', 'orders', range] as const,
    poHistory: (venueId: string, supplierId: string, poNumber: string) =>
      [...venue(venueId), 'receipting', 'po-history', supplierId, poNumber] as const,
    history: (venueId: string, page: number) => [...venue(venueId), 'receipting', 'history', page] as const,
    creditNotes: (venueId: string, filters: unknown) =>
      [...venue(venueId), 'receipting', 'credit-notes', filters] as const,
    /** The supplier's page, signed out: the change request as its link shows it. */
    changeRequest: (venueId: string, supplierId: string, poNumber: string, token: string) =>
      ['change-request', venueId, supplierId, poNumber, token] as const,
  },
  grossProfit: {
    all: (venueId: string) => [...venue(venueId), 'gross-profit'] as const,
    range: (venueId: string, range: unknown) => [...venue(venueId), 'gross-profit', range] as const,
  },
  specialPurchases: {
    list: (venueId: string) => [...venue(venueId), 'special-purchases'] as const,
    /** The manager's page, signed out: the request as its link shows it. */
    managerView: (requestId: string, token: string) => ['special-purchase', requestId, token] as const,
  },
  integrations: {
    all: (venueId: string) => [...venue(venueId), 'integrations'] as const,
    xero: (venueId: string) => [...venue(venueId), 'integrations', 'xero'] as const,
    xeroBills: (venueId: string) => [...venue(venueId), 'integrations', 'xero', 'bills'] as const,
    xeroBillDraft: (venueId: string, supplierId: string, poNumber: string) =>
      [...venue(venueId), 'integrations', 'xero', 'bills', 'draft', supplierId, poNumber] as const,
    sandboxLedger: (venueId: string) => [...venue(venueId), 'integrations', 'sandbox', 'bills'] as const,
    dataplusOrders: (venueId: string) => [...venue(venueId), 'integrations', 'dataplus', 'orders'] as const,
    dataplusOrderPdf: (venueId: string, supplierId: string, poNumber: string) =>
      [...venue(venueId), 'integrations', 'dataplus', 'orders', 'pdf', supplierId, poNumber] as const,
  },
  support: {
    chat: (venueId: string) => [...venue(venueId), 'chat'] as const,
    /** One thread of the venue's chat: null is its thread with OMS support. */
    chatThread: (venueId: string, supplierId: string | null) =>
      [...venue(venueId), 'chat', 'thread', supplierId ?? 'support'] as const,
    chatThreads: (venueId: string) => [...venue(venueId), 'chat', 'threads'] as const,
  },
  coPilot: {
    /** Every Co-Pilot query of a supplier: the inbox, each order, the edit screen's choices. */
    all: (supplierId: string) => ['suppliers', supplierId, 'co-pilot'] as const,
    inbox: (supplierId: string) => ['suppliers', supplierId, 'co-pilot', 'inbox'] as const,
    order: (supplierId: string, aiOrderId: string) =>
      ['suppliers', supplierId, 'co-pilot', 'order', aiOrderId] as const,
    editOptions: (supplierId: string) => ['suppliers', supplierId, 'co-pilot', 'edit-options'] as const,
    /** The orders Co-Pilot read from a venue's e-mails (the venue's Purchasing). */
    venueOrders: (venueId: string) => [...venue(venueId), 'ai-orders'] as const,
  },
  supplierPortal: {
    profile: (supplierId: string) => ['suppliers', supplierId, 'profile'] as const,
    products: (supplierId: string) => ['suppliers', supplierId, 'products'] as const,
    productPage: (supplierId: string, page: number, limit: number, term: string) =>
      ['suppliers', supplierId, 'products', page, limit, term] as const,
    allOrders: (supplierId: string) => ['suppliers', supplierId, 'orders'] as const,
    orders: (supplierId: string, start: string, end: string, term: string, page: number) =>
      ['suppliers', supplierId, 'orders', start, end, term, page] as const,
    /** Under the supplier's orders, so a new order's refresh of them reaches the spending too. */
    spending: (supplierId: string, start: string, end: string) =>
      ['suppliers', supplierId, 'orders', 'spending', start, end] as const,
    customers: (supplierId: string) => ['suppliers', supplierId, 'customers'] as const,
    feedback: () => ['suppliers', 'feedback'] as const,
    customerList: (supplierId: string, venueTitle: string) =>
      ['suppliers', supplierId, 'customers', 'list', venueTitle] as const,
    venueMatches: (supplierId: string, venueTitle: string) =>
      ['suppliers', supplierId, 'venue-matches', venueTitle] as const,
    analytics: (
      supplierId: string,
      fromDate: string,
      toDate: string,
      venueTitle: string,
      page: number,
      limit: number,
    ) => ['suppliers', supplierId, 'analytics', fromDate, toDate, venueTitle, page, limit] as const,
  },
} as const;

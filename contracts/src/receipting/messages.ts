/** Spec 02 words for receipting and credit notes, used by the server, the screens and the tests. */
export const receiptingWords = {
  title: 'Goods receipting',
  waitingOnSupplier: 'Waiting on Supplier Approval',
  rejectedBySupplier: 'Rejected by Supplier',
  unsavedChanges: 'You have unsaved changes, are you sure you want to leave?',
  historyModal: 'Order changes history',
  addProduct: 'Add product to order',
  addProductOk: 'Add product',
  invoiceAttached: 'Invoice attached or replaced successfully',
  checklistTitle: 'Order checklist',
  greeting: (supplier: string) => `Hey ${supplier}, here is your Order Change Request.`,
  approvedOn: (weekday: string, date: string) => `This relates to the order you approved on ${weekday}: ${date}`,
  approveOrder: 'Approve Order',
  orderCompleted: 'Order completed',
  everyLineTooltip: 'You need to accept or reject every product',
  confirmApprove: 'Are you sure you want to confirm this order?',
  creditResolveConfirm: 'Are you sure the credit due is resolved?',
  creditNotesFile: 'Credit_Notes.csv',
  matched: 'Matched',
} as const;

/** Spec 02 §9: the receipting list opens on the last 40 days. */
export const RECEIPTING_DEFAULT_DAYS = 40;
/** Spec 02 §9: the history page's page size. */
export const RECEIPTING_HISTORY_PAGE_SIZE = 50;
export const receiptingPageSizes = [10, 20, 50, 100, 250] as const;

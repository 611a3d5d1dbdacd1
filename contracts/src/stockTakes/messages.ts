/** Spec 02 §2.9, §5 and §9: the stock take screens' words. */
export const stockTakeMessages = {
  pageTitle: 'Stock takes',
  chooseCreationDate: 'Please choose creation date',
  upgradeToPro: 'Upgrade to Pro Plan',
  bookDemo: 'Book a Demo',
  saveChanges: 'Save changes',
  addProducts: 'Add products',
  downloadCsv: 'Download CSV',
  uploadCsv: 'Upload CSV',
  goBack: 'Go back',
  totalStockValue: 'Total Stock Value',
  totalWastageValue: 'Total Wastage Value',
  stockReport: 'Stock report',
  wastageReport: 'Wastage report',
  lock: 'Lock',
  unlock: 'Unlock',
  printPdf: 'Print PDF',
  downloadPdf: 'Download PDF',
  fillRequiredFields: 'Fill required fields',
  requiredFieldsDescription: 'Title, Supplier title and price must be fulfilled.',
  chooseFileFirst: 'Choose a file first',
  deleteConfirm: 'Are you sure to delete the stock take?',
  noStockTakes: 'No stock takes yet',
  receivedReceipted: 'receipted',
  receivedOrdered: 'ordered, not receipted',
  unsavedChanges: 'You have counts that are not saved. Leave without saving them?',
} as const;

export const stockReportKinds = ['valuation', 'wastage'] as const;
export type StockReportKind = (typeof stockReportKinds)[number];

export const stockReportTitles: Record<StockReportKind, string> = {
  valuation: 'Stock valuation report',
  wastage: 'Wastage report',
};

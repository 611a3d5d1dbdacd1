/** Spec 02 §2.5, §2.13 and §8: the accounting integration's words. */
export const xeroMessages = {
  connectionExpired: 'Your Xero Connection has Expired - Please Reconnect to Keep Using This Feature.',
  accountAndDueDateRequired: 'Submission Failed: Account and due date are required.',
  sent: 'Order sent to Xero successfully',
  failed: 'There was an error occured while creating Xero Bill',
  vatOnIncomeWarning:
    'This account uses VAT on Income (OUTPUT2): VAT information cannot be sent with this bill. Change the tax settings of this account in your accounting service to send VAT.',
  activeIntegrations: 'Your Active Integrations',
  sendToXero: 'Send to Xero',
} as const;

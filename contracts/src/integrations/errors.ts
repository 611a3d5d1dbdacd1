import { defineErrors } from '../platform/errors';
import { planLimitMessages } from '../subscriptions/planLimits';
import { xeroMessages } from './messages';

/** Every way the accounting integration refuses a request. */
export const integrationErrors = defineErrors({
  growthOnly: {
    code: 'PLAN_FEATURE',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.featureOf('growth'),
  },
  accountAndDueDateRequired: {
    code: 'XERO_ACCOUNT_AND_DUE_DATE_REQUIRED',
    status: 400,
    field: 'accountId',
    message: xeroMessages.accountAndDueDateRequired,
  },
  financeEmailRequired: {
    code: 'XERO_FINANCE_EMAIL_REQUIRED',
    status: 400,
    field: 'financeEmail',
    message: 'Please enter the finance contact e-mail',
  },
  /** Spec 01 §5 / 03 §5: every e-mail field's words for an address that is not one. */
  financeEmailInvalid: {
    code: 'XERO_FINANCE_EMAIL_INVALID',
    status: 400,
    field: 'financeEmail',
    message: 'The input is not valid email',
  },
  notConnected: { code: 'XERO_NOT_CONNECTED', status: 409, message: 'Connect Xero first' },
  connectionExpired: { code: 'XERO_CONNECTION_EXPIRED', status: 409, message: xeroMessages.connectionExpired },
  alreadySent: { code: 'XERO_BILL_ALREADY_SENT', status: 409, message: 'This order has already been sent to Xero' },
  notSendable: {
    code: 'XERO_ORDER_NOT_SENDABLE',
    status: 409,
    message: 'Only Confirmed or Changes orders can be sent to Xero',
  },
  unknownAccount: {
    code: 'XERO_UNKNOWN_ACCOUNT',
    status: 400,
    field: 'accountId',
    message: 'This account is not in the organisation',
  },
  unknownOrganisation: {
    code: 'XERO_UNKNOWN_ORGANISATION',
    status: 400,
    field: 'organisationId',
    message: 'This organisation is not connected',
  },
  dueDateBeforeBillDate: {
    code: 'XERO_DUE_DATE_BEFORE_BILL_DATE',
    status: 400,
    field: 'dueDate',
    message: 'The due date cannot be before the bill date',
  },
  consentInvalid: {
    code: 'XERO_CONSENT_INVALID',
    status: 400,
    message: 'This consent has expired, please connect again',
  },
  dataplusNotEnabled: { code: 'DATAPLUS_NOT_ENABLED', status: 403, message: 'Dataplus is not enabled for this venue' },
  dataplusAlreadySent: {
    code: 'DATAPLUS_ALREADY_SENT',
    status: 409,
    message: 'This order has already been sent to Dataplus',
  },
  dataplusNotSendable: {
    code: 'DATAPLUS_ORDER_NOT_SENDABLE',
    status: 409,
    message: 'Only Confirmed or Changes orders can be sent to Dataplus',
  },
  dataplusInvoiceNumberRequired: {
    code: 'DATAPLUS_INVOICE_NUMBER_REQUIRED',
    status: 400,
    field: 'invoiceNumber',
    message: 'Please enter the invoice number',
  },
  dataplusInvoiceDateInFuture: {
    code: 'DATAPLUS_INVOICE_DATE_IN_FUTURE',
    status: 400,
    field: 'invoiceDate',
    message: 'The invoice date cannot be in the future',
  },
  unknownBillFile: {
    code: 'XERO_BILL_FILE_UNKNOWN',
    status: 400,
    field: 'fileKey',
    message: 'This file was not found, please choose it again',
  },
  dataplusGlnNotNumeric: {
    code: 'DATAPLUS_GLN_NOT_NUMERIC',
    status: 400,
    field: 'GLN',
    message: 'The GLN must be numbers only',
  },
  unknownContact: {
    code: 'XERO_UNKNOWN_CONTACT',
    status: 400,
    field: 'contactId',
    message: 'This contact is not in the organisation',
  },
});

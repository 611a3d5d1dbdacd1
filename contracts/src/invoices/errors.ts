import { defineErrors } from '../platform/errors';
import { invoiceMessages } from './api';

/** Every way invoices and credit statements refuse a request. */
export const invoiceErrors = defineErrors({
  noInvoice: { code: 'NO_INVOICE', status: 404, message: invoiceMessages.noInvoicesDescription },
  statementNotFound: { code: 'NOT_FOUND', status: 404, message: 'Statement was not found' },
  accountNotFound: { code: 'NOT_FOUND', status: 404, message: 'Account was not found' },
  statementExists: {
    code: 'CREDIT_STATEMENT_EXISTS',
    status: 409,
    message: 'A statement with this id or number already exists',
  },
  onlyDraftFinalised: {
    code: 'CREDIT_STATEMENT_NOT_DRAFT',
    status: 409,
    message: 'Only a draft statement can be finalised',
  },
  onlyOpenPaid: {
    code: 'CREDIT_STATEMENT_NOT_OPEN',
    status: 409,
    message: 'Only an open statement can be marked as paid',
  },
  paidNotVoided: { code: 'CREDIT_STATEMENT_PAID', status: 409, message: 'A paid statement cannot be voided' },
  alreadyVoid: { code: 'CREDIT_STATEMENT_VOID', status: 409, message: 'This statement is already void' },
});

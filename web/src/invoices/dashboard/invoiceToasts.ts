import { invoiceUploadMessages } from '@oms/contracts';
import { isApiError } from '../../platform/apiError';
import { showToast } from '../../platform/toaster';

/** Spec 02 §8: "Something went wrong" with the server's message, or "Please, try again!". */
export function showInvoiceFailure(error: unknown): void {
  const detail = isApiError(error) && error.isClientError ? error.message : invoiceUploadMessages.failureFallback;
  void showToast({ intent: 'danger', icon: 'error', message: `${invoiceUploadMessages.failure}: ${detail}` });
}

export function showInvoiceSuccess(message: string): void {
  void showToast({ intent: 'success', icon: 'tick-circle', message });
}

/** Spec 02 §8: a failed download is logged with its status; the user reads "Failed to download invoice.". */
export function showDownloadFailure(): void {
  void showToast({ intent: 'danger', icon: 'error', message: invoiceUploadMessages.downloadFailed });
}

import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

/** Spec 01 §9: notifications last 3 seconds. */
const toastTimeoutMs = 3000;

let toaster: Promise<Toaster> | undefined;

function sharedToaster(): Promise<Toaster> {
  // At the top: the shopping cart's fixed footer holds 'Order Now' at the bottom of the screen.
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

export async function showToast(toast: ToastProps): Promise<void> {
  (await sharedToaster()).show({ timeout: toastTimeoutMs, ...toast });
}

/** A failed request's message, which the API words for the user, as a danger toast. */
export const showErrorToast = (error: Error) => void showToast({ intent: 'danger', message: error.message });
